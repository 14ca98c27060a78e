import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

/// The view-model ownership article's arrangements, played as its narrative tells them
/// (fixtures under `Fixtures/Simulation`, written from the article's code).
@Suite struct SimulationArticleTests {
    /// "When we change the counter for a room, then select a different picker value, we
    /// never see the RoomView update": the view keeps its identity, so its state keeps the
    /// first room, and every `init` builds a view model that is thrown away.
    @Test func roomView1UnderThePickerGoesStaleAndDiscardsAnObjectPerChange() throws {
        let run = try SimulationFixtures.run("PickerRoomView1")
        #expect(run.changes.count == 2)
        for (position, event) in run.changes.enumerated() {
            let slot = try #require(slotEvent("RoomView1.viewModel", in: event))
            #expect(slot.changes == [.kept])
            #expect(slot.derivation == Derivation(inputs: ["name"], keys: ["ContentView.selectedRoom"], version: 0))
            #expect(slot.staleVersion == position + 1)
            #expect(event.initializers == ["RoomView1"])
            #expect(event.createdCount == 1)
            #expect(event.discardedCount == 1)
            #expect(event.objects == [ObjectEvent(type: "RoomVM", site: "RoomView1.init", fate: .discarded)])
        }
        #expect(run.staleSlots == ["RoomView1.viewModel"])
        // Each pick re-creates RoomView1 with a new name: its body runs (SwiftUI compares
        // the inputs) and shows the stale view model.
        #expect(
            run.totals
                == LifetimeTotals(causes: CauseCounts(local: 2, parent: 2), initializers: 2, created: 2, discarded: 2, stale: 1))
    }

    /// "We can navigate to a room, change the value, and when we navigate away the view
    /// model is destroyed": each room opened is a new identity with new state.
    @Test func roomView1UnderNavigationLinksIsANewIdentityPerRoom() throws {
        let run = try SimulationFixtures.run("NavigationRoomView1")
        #expect(run.appearance.absent == ["RoomView1"])
        let opened = run.changes[0]
        #expect(opened.appeared == ["RoomView1"])
        #expect(slotEvent("RoomView1.viewModel", in: opened)?.changes == [.created])
        let another = run.changes[1]
        #expect(another.recreated == ["RoomView1"])
        #expect(slotEvent("RoomView1.viewModel", in: another)?.changes == [.destroyed, .created])
        for event in run.changes {
            #expect(event.slots.allSatisfy { !$0.isStale })
            #expect(event.discardedCount == 0)
        }
        #expect(run.staleSlots.isEmpty)
        #expect(run.totals.stale == 0)
    }

    /// "The code above works as expected in all scenarios", and yet, as Kyle observed, each
    /// `init` builds a view model that is thrown away before `onChange` builds the one kept.
    @Test func roomView2IsNeverStaleButBuildsTwoObjectsAndDiscardsOnePerChange() throws {
        let run = try SimulationFixtures.run("PickerRoomView2")
        for event in run.changes {
            let slot = try #require(slotEvent("RoomView2.viewModel", in: event))
            #expect(slot.changes == [.replaced(by: "onChange(of: name)")])
            #expect(!slot.isStale)
            #expect(event.createdCount == 2)
            #expect(event.discardedCount == 1)
            #expect(
                event.objects == [
                    ObjectEvent(type: "RoomVM", site: "RoomView2.init", fate: .discarded),
                    ObjectEvent(type: "RoomVM", site: "RoomView2.onChange(of: name)", fate: .stored),
                ])
            #expect(event.followUps.map(\.key) == ["RoomView2.viewModel"])
        }
        #expect(run.totals.stale == 0)
        #expect(run.totals.created == 4)
        #expect(run.totals.discarded == 2)
    }

    /// "A variant that creates the RoomVM once when the view appears, and only recreates
    /// when the name property changes."
    @Test func roomView3IsNeverStaleAndBuildsExactlyOneObjectPerChange() throws {
        let run = try SimulationFixtures.run("PickerRoomView3")
        #expect(run.appearance.createdCount == 1)
        #expect(run.appearance.appeared == ["RoomView3Helper"])
        #expect(slotEvent("RoomView3.viewModel", in: run.appearance)?.changes == [.created, .replaced(by: "onChange(of: name)")])
        for event in run.changes {
            #expect(slotEvent("RoomView3.viewModel", in: event)?.isStale == false)
            #expect(event.createdCount == 1)
            #expect(event.discardedCount == 0)
            #expect(event.disappeared.isEmpty && event.recreated.isEmpty)
        }
        #expect(run.totals.stale == 0)
        #expect(run.totals.discarded == 0)
    }

    /// The shipped example holds the three pickers side by side; its timeline (the one the
    /// README shows) picks a room in each, twice. The totals are the article's story.
    @Test func theShippedRoomsExampleMatchesItsGolden() throws {
        let root = PackageFiles.root
        let sources = try SourceReader.swiftFiles(in: [PackageFiles.path("Examples/Apps/Rooms")]).map {
            SourceText(path: String($0.dropFirst(root.path.count + 1)), text: try String(contentsOfFile: $0, encoding: .utf8))
        }
        let simulation = try Simulation(sources: sources, options: .init(threads: 2))
        let timelineURL = root.appendingPathComponent("Examples/Timelines/rooms.timeline")
        let timeline = try Timeline(text: String(contentsOf: timelineURL, encoding: .utf8), file: "rooms.timeline")
        let run = try simulation.play(Timeline.changes(timeline.entries))
        #expect(GoldenFile.mismatch(run.text(), file: SimulationFixtures.root.appendingPathComponent("Examples/rooms.expected.txt")) == nil)
        #expect(run.staleSlots == ["RoomView1.viewModel"])
        #expect(run.totals.discarded == 4)
        #expect(run.totals.created == 4 + 2 + 2)
    }
}
