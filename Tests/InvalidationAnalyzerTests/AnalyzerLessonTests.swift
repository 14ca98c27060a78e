import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing

/// The seed lesson's fragments, read as source, give the lesson's trees and lines.
@Suite struct AnalyzerLessonTests {
    static let statusLabel = """
        struct StatusLabel: View {
            var body: some View {
                Text("Ready")
            }
        }
        """

    @Test func localStateRecomputesOnlyTheOwner() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct DashboardView: View {
                var body: some View {
                    VStack {
                        CounterCard()
                        StatusLabel()
                    }
                }
            }

            struct CounterCard: View {
                @State private var tapCount = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment") { tapCount += 1 }
                    }
                }
            }
            """, Self.statusLabel)
        #expect(
            treeSummary(analysis) == [
                "DashboardView <- - reads []",
                "CounterCard <- DashboardView reads [CounterCard.tapCount]",
                "StatusLabel <- DashboardView reads []",
            ])
        #expect(
            analysis.scenario.storage == [.init(key: "CounterCard.tapCount", storage: .state(owner: "CounterCard"))])
        #expect(
            try courseLine(analysis, key: "CounterCard.tapCount", label: "tapped")
                == "tapped: CounterCard.tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel\n"
        )
        #expect(analysis.notes.isEmpty)
    }

    @Test func liftedStateRecomputesOwnerAndReader() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct DashboardView: View {
                @State private var tapCount = 0

                var body: some View {
                    VStack {
                        CounterCard(tapCount: tapCount, onTap: { tapCount += 1 })
                        StatusLabel()
                    }
                }
            }

            struct CounterCard: View {
                let tapCount: Int
                let onTap: () -> Void

                var body: some View {
                    VStack {
                        Text("Taps: \\(tapCount)")
                        Button("Increment", action: onTap)
                    }
                }
            }
            """, Self.statusLabel)
        #expect(
            treeSummary(analysis) == [
                "DashboardView <- - reads [DashboardView.tapCount]",
                "CounterCard <- DashboardView reads [DashboardView.tapCount]",
                "StatusLabel <- DashboardView reads []",
            ])
        #expect(
            try courseLine(analysis, key: "DashboardView.tapCount", label: "tapped")
                == "tapped: DashboardView.tapCount changed | recomputed DashboardView local, CounterCard parent | skipped StatusLabel\n"
        )
        let counts = try analysis.explain(key: "DashboardView.tapCount").counts
        #expect(counts == CauseCounts(local: 1, parent: 1))
    }
}
