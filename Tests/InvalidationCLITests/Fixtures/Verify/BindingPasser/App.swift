import SwiftUI

// Fact: typing in a text field bound to a parent's @State, where a child shows the text
// through a @Binding, runs the child's body on every change and not the parent's: the
// parent only hands bindings on. (A breakpoint in the parent's body was hit once; the
// child's, on each keystroke.)
// Source: the question "How does this SwiftUI binding + state example manage to work
// without re-invoking body?", https://stackoverflow.com/questions/63498120 (mirrored at
// https://example-a.com/answer/63498120).
// Differs from both models: they take `TextField(text: $draft)` as a read by the view that
// holds the field, so they predict `Composer` runs; SwiftUI did not run it.

@main
struct ComposerApp: App {
    var body: some Scene {
        WindowGroup { Composer() }
    }
}

struct Composer: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Message", text: $draft)
            DraftPreview(text: $draft)
        }
    }
}

struct DraftPreview: View {
    @Binding var text: String

    var body: some View {
        Text(text)
    }
}
