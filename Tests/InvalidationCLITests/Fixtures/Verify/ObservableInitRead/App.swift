import Observation
import SwiftUI

// Fact: when an @Observable object's initializer reads one of its own properties and a
// view creates it as a @State's initial value, the first change of that property runs the
// creator's body too (`@dependencies changed.`, though it reads nothing) and the holder's
// with `@dependencies, @self changed.`; later changes run only the holder's body.
// Source: Jason Ji, "Observable Weirdness", https://github.com/UberJason/ObservableWeirdness
// Differs from both models: the creator reads no key, so neither predicts its body on the
// first change.

@Observable final class Meter {
    var level = 75.0

    init() {
        record(level)
    }

    func record(_ value: Double) {}

    func jump() {
        level = Double.random(in: 0...100)
    }
}

@main
struct MeterApp: App {
    var body: some Scene {
        WindowGroup { MeterScreen() }
    }
}

struct MeterScreen: View {
    var body: some View {
        MeterPanel()
    }
}

struct MeterPanel: View {
    @State private var meter = Meter()

    var body: some View {
        VStack {
            Button("Jump") { meter.jump() }
            Text("\(meter.level)")
        }
    }
}
