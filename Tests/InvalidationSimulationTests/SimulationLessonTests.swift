import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing

/// The local-state lesson's counters: "the counter is not reset by each newly built
/// value, because the store holds the value" (the lifetime its note SN1 leaves unmeasured).
@Suite struct SimulationLessonTests {
    @Test func aTapKeepsTheCountersSlot() throws {
        let run = try SimulationFixtures.run("LocalCounter")
        #expect(slotEvent("CounterCard.tapCount", in: run.appearance)?.changes == [.created])
        for event in run.changes {
            let slot = try #require(slotEvent("CounterCard.tapCount", in: event))
            #expect(slot.changes == [.written])
            #expect(!slot.changes.contains(.created) && !slot.changes.contains(.destroyed))
            #expect(event.initializers.isEmpty)
            #expect(event.appeared.isEmpty && event.recreated.isEmpty && event.disappeared.isEmpty)
        }
    }

    @Test func liftingTheCounterChangesItsOwnerButNotItsLifetime() throws {
        let local = try SimulationFixtures.run("LocalCounter")
        let lifted = try SimulationFixtures.run("LiftedCounter")
        // The slot moved from the card to the dashboard...
        #expect(local.appearance.slots.map(\.slot) == ["CounterCard.tapCount"])
        #expect(lifted.appearance.slots.map(\.slot) == ["DashboardView.tapCount"])
        // ...and lives the same way: created once, written by each tap, never recreated.
        let localHistory = local.changes.map { slotEvent("CounterCard.tapCount", in: $0)?.changes }
        let liftedHistory = lifted.changes.map { slotEvent("DashboardView.tapCount", in: $0)?.changes }
        #expect(localHistory == liftedHistory)
        #expect(liftedHistory == [[.written], [.written]])
        // What lifting costs is recomputation and re-initialization, not state.
        #expect(lifted.totals.causes == CauseCounts(local: 2, parent: 2))
        #expect(lifted.changes.map(\.initializers) == [["CounterCard", "StatusLabel"], ["CounterCard", "StatusLabel"]])
        #expect(local.totals.initializers == 0)
        #expect(lifted.totals.created == 0 && local.totals.created == 0)
    }
}
