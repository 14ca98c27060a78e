import Foundation
import Testing
import _InvalidationTestSupport

/// How `simulate` writes the line of a change without a label and of a navigation.
@Suite struct SimulateLabelTests {
    static let navigation = "Tests/InvalidationSimulationTests/Fixtures/NavigationRoomView1"

    /// The course's lines of a run: the lines that are not indented and not totals.
    func courseLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(" | recomputed ") && !$0.hasPrefix(" ") }
    }

    @Test func aChangeWithoutALabelIsLabelledWithItsKeyAsRunDoesIt() throws {
        let simulated = try ToolRunner.run(["simulate", "Examples/Apps/Dashboard", "--change", "CounterCard.tapCount"])
        #expect(simulated.status == 0)
        #expect(courseLines(simulated.output) == [
            "CounterCard.tapCount: CounterCard.tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel"
        ])
        let explained = try ToolRunner.run(["explain", "--verbose", "CounterCard.tapCount", "Examples/Apps/Dashboard"])
        #expect(courseLines(simulated.output) == courseLines(explained.output))
    }

    @Test func aNavigationSaysWhereItGoes() throws {
        let result = try ToolRunner.run([
            "simulate", Self.navigation, "--change", "opened: navigate:RoomView1", "--change", "navigate:RoomView1",
        ])
        #expect(result.status == 0)
        #expect(courseLines(result.output) == [
            "opened: navigate to RoomView1 | recomputed none | skipped ContentView,RoomView1",
            "navigate to RoomView1 | recomputed none | skipped ContentView,RoomView1",
        ])
    }

    @Test func jsonKeepsTheKeyAndLabelsAnUnlabelledNavigationWithIt() throws {
        let result = try ToolRunner.run(["simulate", "--format", "json", Self.navigation, "--change", "navigate:RoomView1"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let change = try #require((root["changes"] as? [[String: Any]])?.first)
        #expect(change["label"] as? String == "navigate:RoomView1")
        #expect(change["key"] as? String == "navigate:RoomView1")
    }
}
