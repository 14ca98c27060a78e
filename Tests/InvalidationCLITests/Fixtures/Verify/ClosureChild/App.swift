import SwiftUI

// Fact: a view that stores a closure runs its body every time its creator's body runs,
// whether or not anything it shows changed: a closure cannot be compared.
// Source: Kurt Lee, "[SwiftUI] Closure Is Evil",
// https://medium.com/@kurtlee/swiftui-closure-is-evil-7e7b740bd4cc
// Differs from the course's model, which runs only bodies that read the key.

@main
struct ScoreApp: App {
    var body: some Scene {
        WindowGroup { ScoreScreen() }
    }
}

struct ScoreScreen: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text("\(score)")
            AddButton(title: "Add") { score += 1 }
        }
    }
}

struct AddButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}
