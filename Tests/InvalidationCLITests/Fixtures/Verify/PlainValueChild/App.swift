import SwiftUI

// Fact: a child given a plain value by its parent runs its body when the parent's state
// gives it a new value: a new number runs the parent and the child that shows it.
// Source: Javier, "The Mystery Behind View Equality", SwiftUI Lab,
// https://swiftui-lab.com/equatableview/ (a parity view given a random number).

@main
struct DiceApp: App {
    var body: some Scene {
        WindowGroup { DiceBoard() }
    }
}

struct DiceBoard: View {
    @State private var roll = 3

    var body: some View {
        VStack {
            ParityLabel(value: roll)
            Button("Roll") { roll = Int.random(in: 1...6) }
        }
    }
}

struct ParityLabel: View {
    let value: Int

    var body: some View {
        Text(value % 2 == 0 ? "even" : "odd")
    }
}
