import SwiftUI

// Fact: a view made `.equatable()` whose `==` compares only what it shows (whether a
// number is even) does not run its body when its input changes to another number of the
// same parity, though the parent's body runs.
// Source: Javier, "The Mystery Behind View Equality", SwiftUI Lab,
// https://swiftui-lab.com/equatableview/ (an odd number replaced by another odd one).
// Differs from both models: they decide by what `==` reads (the value), not by what it
// returns, so they predict `ParityLabel` runs for any new roll.

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
            ParityLabel(value: roll).equatable()
            Button("Roll") { roll = Int.random(in: 1...6) }
        }
    }
}

struct ParityLabel: View, Equatable {
    let value: Int

    static func == (lhs: ParityLabel, rhs: ParityLabel) -> Bool {
        lhs.value % 2 == rhs.value % 2
    }

    var body: some View {
        Text(value % 2 == 0 ? "even" : "odd")
    }
}
