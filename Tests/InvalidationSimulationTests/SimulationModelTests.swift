import Invalidation
import InvalidationReader
import InvalidationSimulation
import Testing

/// `simulate` plays each change under a model: the course's readers, or those and the
/// views SwiftUI's comparison of inputs runs too. The lifetime lines are the same.
@Suite struct SimulationModelTests {
    static let source = """
        import SwiftUI

        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(count)")
                    Stepper(step: count)
                    Footer(action: { count = 0 })
                    Title(text: "Counter")
                }
            }
        }

        struct Stepper: View {
            @State private var start: Int
            init(step: Int) { _start = State(initialValue: step) }
            var body: some View { Text("\\(start)") }
        }

        struct Footer: View {
            let action: () -> Void
            var body: some View { Button("Reset", action: action) }
        }

        struct Title: View {
            let text: String
            var body: some View { Text(text) }
        }
        """

    static func line(model: RecomputationModel) throws -> String {
        let simulation = try Simulation(sources: [SourceText(path: "Screen.swift", text: source)])
        let run = try simulation.play([Scenario.Change(label: "added", key: "Screen.count")], model: model)
        var text = ""
        try #require(run.changes.first?.outcome).write(to: &text)
        return text
    }

    @Test func theModelDecidesWhichBodiesAChangeRuns() throws {
        #expect(
            try Self.line(model: .course)
                == "added: Screen.count changed | recomputed Screen local | skipped Stepper,Footer,Title\n")
        // Stepper keeps nothing of `step` but its state's first value: never compared.
        #expect(
            try Self.line(model: .swiftui)
                == "added: Screen.count changed | recomputed Screen local, Footer parent | skipped Stepper,Title\n")
    }
}
