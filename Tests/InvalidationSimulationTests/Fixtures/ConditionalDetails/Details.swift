import SwiftUI

// An `if` that hides the details destroys their state; showing them again starts over.
struct ProductScreen: View {
    @State private var showDetails = true

    var body: some View {
        VStack {
            Toggle("Details", isOn: $showDetails)
            if showDetails {
                DetailsPanel()
            } else {
                Placeholder()
            }
        }
    }
}

struct DetailsPanel: View {
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup("More", isExpanded: $isExpanded) {
            Text("Details")
        }
    }
}

struct Placeholder: View {
    var body: some View {
        Text("Hidden")
    }
}
