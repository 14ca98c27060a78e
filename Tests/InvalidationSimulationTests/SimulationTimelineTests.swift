import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing

/// The timeline format and the errors of a change that names no key.
@Suite struct SimulationTimelineTests {
    @Test func linesGiveLabelsKeysAndPlaces() throws {
        let timeline = try Timeline(
            text: """
                # a comment
                picked: ContentView.selectedRoom   # trailing comment

                  ContentView.selectedRoom
                navigate:RoomView1
                two words: \\.colorScheme\r
                """, file: "t.timeline")
        #expect(
            timeline.entries == [
                .init(label: "picked", key: "ContentView.selectedRoom", location: .init(file: "t.timeline", line: 2, column: 9)),
                .init(label: nil, key: "ContentView.selectedRoom", location: .init(file: "t.timeline", line: 4, column: 3)),
                .init(label: nil, key: "navigate:RoomView1", location: .init(file: "t.timeline", line: 5, column: 1)),
                .init(label: "two words", key: "\\.colorScheme", location: .init(file: "t.timeline", line: 6, column: 12)),
            ])
        #expect(
            Timeline.changes(timeline.entries).map(\.label) == ["picked", "ContentView.selectedRoom", "navigate:RoomView1", "two words"])
    }

    @Test func aKeyWithASpaceIsAnErrorAtItsPlace() {
        #expect(throws: InvalidationError.malformedInput(
            "a key has no spaces: write 'LABEL: KEY' to give the change a label",
            at: .init(file: "t.timeline", line: 2, column: 7))
        ) {
            try Timeline(text: "\npicked ContentView.selectedRoom\n", file: "t.timeline")
        }
        #expect(throws: InvalidationError.malformedInput(
            "expected a key after the label", at: .init(file: "t.timeline", line: 1, column: 8))
        ) {
            try Timeline(text: "picked: ", file: "t.timeline")
        }
    }

    @Test func anUnknownKeyNamesCloseMatches() throws {
        let simulation = try SimulationFixtures.simulation("PickerRoomView1")
        #expect(throws: InvalidationError.malformedInput(
            "unknown key 'ContentView.selectedRom': no view reads it, no storage declares it, no view is navigated to; close matches: ContentView.selectedRoom",
            at: .init(file: "t.timeline", line: 3, column: 1))
        ) {
            try simulation.check(key: "ContentView.selectedRom", at: .init(file: "t.timeline", line: 3, column: 1))
        }
        #expect(throws: InvalidationError.self) { try simulation.play([.init(label: "x", key: "nothing")]) }
    }

    @Test func navigationKeysAreListedForDestinationsWithoutABinding() throws {
        let simulation = try SimulationFixtures.simulation("NavigationRoomView1")
        #expect(simulation.changeKeys == ["RoomView1.viewModel", "RoomVM.count", "navigate:RoomView1"])
    }
}
