import SwiftUI

// Fact: when a parent's body runs, SwiftUI compares each child view it creates with the
// one before, field by field for plain data, and a child whose fields are all the same
// does not run its body.
// Source: John Harper of the SwiftUI team, quoted in "How to use EquatableView in SwiftUI",
// https://onmyway133.com/posts/how-to-use-equatableview-in-swiftui/

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
            ScreenTitle(text: "Score")
            Text("\(score)")
            Button("Add") { score += 1 }
        }
    }
}

struct ScreenTitle: View {
    let text: String

    var body: some View {
        Text(text).font(.title)
    }
}
