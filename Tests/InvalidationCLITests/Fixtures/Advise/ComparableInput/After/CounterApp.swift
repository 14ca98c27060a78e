import SwiftUI

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterScreen()
        }
    }
}

struct CounterScreen: View {
    @State private var count = 0
    @State private var note = ""

    var body: some View {
        VStack {
            Text("\(count)")
            TextField("Note", text: $note)
            ResetButton(title: "Reset") {
                count = 0
            }
            .equatable()
            SaveButton(title: "Save", action: save)
        }
    }

    func save() {
        note = ""
    }
}

struct ResetButton: View, Equatable {
    let title: String
    let action: () -> Void

    static func == (lhs: ResetButton, rhs: ResetButton) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        Button(title) {
            action()
        }
    }
}

struct SaveButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}
