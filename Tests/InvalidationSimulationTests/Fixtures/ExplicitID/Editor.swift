import SwiftUI

// `.id(selection)` gives the editor a new identity for every selection, so its draft
// starts over; the notes view keeps its place and its state.
struct DocumentScreen: View {
    @State private var selection = 0

    var body: some View {
        VStack {
            Editor(document: selection)
                .id(selection)
            Notes(document: selection)
            Button("Next") { selection += 1 }
        }
    }
}

struct Editor: View {
    let document: Int
    @State private var draft = ""

    var body: some View {
        TextField("Document \(document)", text: $draft)
    }
}

struct Notes: View {
    let document: Int
    @State private var text = ""

    var body: some View {
        TextField("Notes for \(document)", text: $text)
    }
}
