import Foundation
import Testing
import _InvalidationTestSupport

/// `invalidation simulate`, end to end.
@Suite struct SimulateCommandTests {
    static let goldenRooms = "Tests/InvalidationSimulationTests/Fixtures/Examples/rooms.expected.txt"

    @Test func theRoomsTimelinePrintsTheGolden() throws {
        let result = try ToolRunner.run(["simulate", "Examples/Apps/Rooms", "--timeline", "Examples/Timelines/rooms.timeline"])
        let expected = try String(contentsOf: PackageFiles.root.appendingPathComponent(Self.goldenRooms), encoding: .utf8)
        // The golden names files relative to the package; so does this run.
        #expect(result == ToolResult(status: 0, output: expected, errors: ""))
    }

    @Test func oneChangeShowsTheStaleViewModel() throws {
        let result = try ToolRunner.run([
            "simulate", "Examples/Apps/Rooms", "--change", "picked: ContentView.selectedRoom",
        ])
        #expect(result.status == 0)
        #expect(result.output.contains("""
            picked: ContentView.selectedRoom changed | recomputed ContentView local, RoomView1 parent | skipped RoomsApp,FixedContentView,RoomView2,HelperContentView,RoomView3,RoomView3Helper
              initializers: RoomView1
              ContentView.selectedRoom: written (slot kept)
              RoomView1.viewModel: kept (stale: derived from name, version 0; name is now version 1)
              objects: 1 created, 1 discarded (RoomVM in RoomView1.init (discarded))

            """))
        #expect(result.output.hasSuffix("initializers: 1\ncreated: 1\ndiscarded: 1\nstale: 1\n"))
    }

    @Test func theDashboardTimelineKeepsTheCounter() throws {
        let result = try ToolRunner.run(["simulate", "--timeline", "Examples/Timelines/dashboard.timeline", "Examples/Apps/Dashboard"])
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "  CounterCard.tapCount: written (slot kept)\n").count == 3)
        #expect(result.output.hasSuffix("local: 2\nparent: 0\nobserved: 0\nenvironment: 0\ninitializers: 0\ncreated: 0\ndiscarded: 0\nstale: 0\n"))
    }

    @Test func jsonGivesTheSameEvents() throws {
        let result = try ToolRunner.run([
            "simulate", "--format", "json", "--change", "FixedContentView.selectedRoom", "Examples/Apps/Rooms",
        ])
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let changes = try #require(root["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes[0]["label"] as? String == "FixedContentView.selectedRoom")
        let objects = changes[0]["objects"] as? [[String: Any]] ?? []
        #expect(objects.map { $0["fate"] as? String } == ["discarded", "stored"])
        let totals = root["totals"] as? [String: Int]
        #expect(totals?["created"] == 2 && totals?["discarded"] == 1 && totals?["stale"] == 0)
    }

    @Test func anUnknownKeyIsBadInputWithCloseMatches() throws {
        let result = try ToolRunner.run(["simulate", "Examples/Apps/Rooms", "--change", "ContentView.selectedRom"])
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("invalidation: error: unknown key 'ContentView.selectedRom'"))
        #expect(result.errors.contains("close matches: ContentView.selectedRoom"))
    }

    @Test func anUnknownKeyInATimelineNamesItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = folder.appendingPathComponent("bad.timeline")
        try "# rooms\npicked: ContentView.selectedRoom\n  again: HelperContentView.selectedRom\n".write(
            to: timeline, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["simulate", "Examples/Apps/Rooms", "--timeline", timeline.path])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("\(timeline.path):3:10: error: unknown key 'HelperContentView.selectedRom'"))
    }

    @Test(arguments: [
        ["simulate"], ["simulate", "--format", "xml", "Examples/Apps/Rooms"], ["simulate", "--bogus", "Examples/Apps/Rooms"],
        ["simulate", "--change", "picked ContentView.selectedRoom", "Examples/Apps/Rooms"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasSuffix("See 'invalidation help simulate'.\n"))
    }

    @Test func aMissingPathOrTimelineIsBadInput() throws {
        let missingPath = try ToolRunner.run(["simulate", "No/Such/Folder", "--change", "x"])
        #expect(missingPath == ToolResult(status: 65, output: "", errors: "invalidation: error: cannot read 'No/Such/Folder': no such file or folder\n"))
        let missingTimeline = try ToolRunner.run(["simulate", "Examples/Apps/Rooms", "--timeline", "No/such.timeline"])
        #expect(missingTimeline.status == 65)
        #expect(missingTimeline.errors.contains("No/such.timeline"))
    }

    @Test func helpDescribesTheFormatAndExamples() throws {
        let result = try ToolRunner.run(["simulate", "--help"])
        #expect(result.status == 0)
        for text in ["USAGE: invalidation simulate [options] PATH...", "--change <change>", "--timeline <file>", "navigate:VIEW", "EXAMPLES:"] {
            #expect(result.output.contains(text), "\(text)")
        }
    }
}
