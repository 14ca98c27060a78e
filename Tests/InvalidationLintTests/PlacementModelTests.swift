import Invalidation
import InvalidationLint
import Testing

/// `state_placement` states its saving in bodies run per change, counted by the model the
/// linter is given: under SwiftUI's comparison of inputs, the owner's body running also
/// runs every view it hands a closure, which moving the state spares too.
@Suite struct PlacementModelTests {
    static let source = """
        import SwiftUI

        struct Scoreboard: View {
            @State private var tally = 0

            var body: some View {
                VStack {
                    TallyCard(tally: tally, onTap: { tally += 1 })
                    ResetBar(onReset: { print("reset") })
                }
            }
        }

        struct TallyCard: View {
            let tally: Int
            let onTap: () -> Void
            var body: some View { Button("Tally: \\(tally)", action: onTap) }
        }

        struct ResetBar: View {
            let onReset: () -> Void
            var body: some View { Button("Reset", action: onReset) }
        }
        """

    static func message(model: RecomputationModel) -> String? {
        let linter = Linter(
            options: .init(threads: 1, searchesConfiguration: false, onlyRules: [.statePlacement], model: model))
        return linter.lint(files: [("Scoreboard.swift", source)], configuration: LintConfiguration())
            .diagnostics.first?.message
    }

    @Test func theSavingIsCountedByTheModel() throws {
        let course = try #require(Self.message(model: .course))
        #expect(course.contains("each change recomputes 2 views where 1 view would do"), "\(course)")
        let swiftui = try #require(Self.message(model: .swiftui))
        #expect(swiftui.contains("each change recomputes 3 views where 1 view would do"), "\(swiftui)")
        #expect(swiftui.contains("saving 2 recomputations per change"), "\(swiftui)")
    }
}
