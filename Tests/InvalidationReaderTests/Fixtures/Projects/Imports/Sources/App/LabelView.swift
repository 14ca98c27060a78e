import SwiftUI
#if canImport(Other)
    import Other
#endif

/// `Label` of Other, imported for some builds only.
struct LabelView: View {
    var label: Other.Label

    var body: some View {
        HStack {
            Text(label.text)
        }
        .padding()
    }
}
