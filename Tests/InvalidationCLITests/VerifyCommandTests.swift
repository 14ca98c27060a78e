import Foundation
import Testing
import _InvalidationTestSupport

/// `verify LOG PATH...`: SwiftUI's change log read back against the model, and the
/// errors around it.
@Suite struct VerifyCommandTests {
    static let rooms = "Examples/Apps/Rooms"
    static let logs = "Tests/InvalidationCLITests/Fixtures/VerifyLogs"

    static func verify(_ arguments: [String]) throws -> ToolResult {
        try ToolRunner.run(["verify"] + arguments)
    }

    /// The article's room pick: the picker's view and `RoomView1`, whose `name` differs.
    /// SwiftUI runs both; the `swiftui` model says so, the course's does not run `RoomView1`.
    @Test func theArticlesRoomPickIsConfirmedUnderSwiftUIAndUnpredictedUnderTheCourse() throws {
        let swiftUI = try Self.verify(["Examples/Logs/rooms-picker.log", Self.rooms])
        #expect(
            swiftUI
                == ToolResult(
                    status: 0,
                    output: """
                        pick Breakout (lines 2-3): ContentView.selectedRoom
                          confirmed    ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: _selectedRoom changed; model: local, reads the key
                          confirmed    RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @self changed; model: parent, input 'name' changed
                        summary (swiftui model): 1 update, 2 confirmed, 0 unpredicted, 0 not seen

                        """, errors: ""))
        let course = try Self.verify(["--model", "course", "Examples/Logs/rooms-picker.log", Self.rooms])
        #expect(
            course
                == ToolResult(
                    status: 1,
                    output: """
                        pick Breakout (lines 2-3): ContentView.selectedRoom
                          confirmed    ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: _selectedRoom changed; model: local, reads the key
                          unpredicted  RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @self changed: its creator passed inputs that differed from the ones before, or ones SwiftUI cannot compare
                        summary (course model): 1 update, 1 confirmed, 1 unpredicted, 0 not seen

                        """, errors: ""))
    }

    /// The log README.md shows is the shipped one its commands read.
    /// `--target` reads one target of a project, as every command that analyzes source does.
    @Test func aTargetLimitsTheSourceAndAnUnknownOneIsAUsageError() throws {
        let project = "Tests/InvalidationReaderTests/Fixtures/Projects/Synchronized"
        let unknown = try Self.verify(["--target", "Nowhere", "Examples/Logs/rooms-picker.log", project])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("Nowhere"))
        let known = try Self.verify(["--target", "Widget", "Examples/Logs/rooms-picker.log", project])
        #expect(known.status != 64)
    }

    @Test func theReadmeShowsTheShippedLog() throws {
        let log = try PackageFiles.text("Examples/Logs/rooms-picker.log")
        let readme = try PackageFiles.text("README.md")
        #expect(readme.contains("as SwiftUI logs it, in `Examples/Logs/rooms-picker.log`:\n\n```\n\(log)```\n"))
    }

    /// A view that does not read the key ran: unpredicted, with SwiftUI's reason and what it
    /// means; the view the model expected and the log lacks is not seen.
    @Test func aViewThatDoesNotReadTheKeyIsUnpredictedWithItsReason() throws {
        let result = try Self.verify(["\(Self.logs)/other-tab.log", Self.rooms])
        #expect(result.status == 1)
        #expect(
            result.output == """
                pick Hallway (lines 2-3): ContentView.selectedRoom
                  confirmed    ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: _selectedRoom changed; model: local, reads the key
                  unpredicted  FixedContentView  Examples/Apps/Rooms/ContentView.swift:38  ran: @self changed: its creator passed inputs that differed from the ones before, or ones SwiftUI cannot compare
                  not seen     RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  model: parent, input 'name' changed; SwiftUI did not run its body
                summary (swiftui model): 1 update, 1 confirmed, 1 unpredicted, 1 not seen

                """)
        let json = try Self.verify(["--format", "json", "\(Self.logs)/other-tab.log", Self.rooms])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let updates = try #require(object["updates"] as? [[String: Any]])
        let views = try #require(updates.first?["views"] as? [[String: Any]])
        let unpredicted = try #require(views.first { $0["verdict"] as? String == "unpredicted" })
        #expect(unpredicted["view"] as? String == "FixedContentView")
        let ran = try #require(unpredicted["ran"] as? [[String: Any]])
        #expect(ran.count == 1 && ran.first?["line"] as? Int == 3 && ran.first?["reasons"] as? [String] == ["@self"])
        #expect(unpredicted["file"] as? String == "Examples/Apps/Rooms/ContentView.swift")
        #expect(unpredicted["line"] as? Int == 38)
        #expect(
            object["counts"] as? [String: Int] == ["confirmed": 1, "unpredicted": 1, "notSeen": 1, "appeared": 0])
        #expect(json.status == 1)
    }

    /// `log show`'s prefixes, header and closing counts are skipped; a blank line splits
    /// updates; a view nothing names the key of is unpredicted with a note.
    @Test func logShowOutputIsReadWithItsPrefixes() throws {
        let result = try Self.verify(["\(Self.logs)/log-show.log", Self.rooms])
        #expect(
            result
                == ToolResult(
                    status: 1,
                    output: """
                        update 1 (lines 3-4): ContentView.selectedRoom
                          confirmed    ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: _selectedRoom changed; model: local, reads the key
                          confirmed    RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @self changed; model: parent, input 'name' changed
                        update 2 (lines 6-7): no key named
                          unpredicted  RoomView2  Examples/Apps/Rooms/RoomViews.swift:18  ran: unchanged: SwiftUI names no change
                          note: no line names a key that changed; give it with --key or in the separator: '--- label [Type.property]'
                        summary (swiftui model): 2 updates, 2 confirmed, 1 unpredicted, 0 not seen

                        """,
                    errors: "warning: the log names views the source does not declare: Mystery<Int, String> (line 6)\n"))
    }

    /// First bodies (`@identity`) are not compared and name no key; a separator's brackets
    /// name the key an `@dependencies` line cannot.
    @Test func firstBodiesAppearAndASeparatorNamesTheKey() throws {
        let result = try Self.verify(["\(Self.logs)/two-updates.log", Self.rooms])
        #expect(
            result
                == ToolResult(
                    status: 0,
                    output: """
                        update 1 (lines 1-2): no key named
                          appeared     ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: @self, @identity, _selectedRoom changed: new here, its first body
                          appeared     RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @self, @identity, _viewModel changed: new here, its first body
                        count up (line 5): RoomVM.count
                          confirmed    RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @dependencies changed; model: observed, reads the key
                        summary (swiftui model): 2 updates, 1 confirmed, 0 unpredicted, 0 not seen, 2 appeared (not compared)

                        """, errors: ""))
    }

    /// `--key` adds a key to every update: here a key whose change runs nothing the log shows.
    @Test func aKeyFromTheCommandLineJoinsTheLogsKeys() throws {
        let result = try Self.verify(["--key", "RoomVM.count", "Examples/Logs/rooms-picker.log", Self.rooms])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("pick Breakout (lines 2-3): RoomVM.count, ContentView.selectedRoom\n"))
        #expect(result.output.hasSuffix("summary (swiftui model): 1 update, 2 confirmed, 0 unpredicted, 0 not seen\n"))
    }

    /// `-` reads the log from standard input; errors name it `<stdin>`.
    @Test func theLogMayComeFromStandardInput() throws {
        let log = try String(contentsOf: ToolRunner.fixture("VerifyLogs/other-tab.log"), encoding: .utf8)
        let piped = try ToolRunner.run(["verify", "--model", "course", "-", Self.rooms], input: log)
        let named = try Self.verify(["--model", "course", "\(Self.logs)/other-tab.log", Self.rooms])
        #expect(piped == named)
        let bad = try ToolRunner.run(["verify", "-", Self.rooms], input: "ContentView: _selectedRoom changed.\nnoise\n")
        #expect(bad.status == 65)
        #expect(bad.errors.hasPrefix("<stdin>:2:1: error: not a line of SwiftUI's change log"))
    }

    @Test func viewsTheSourceDoesNotDeclareAreListedWithTheirLines() throws {
        let result = try Self.verify(["\(Self.logs)/unknown-views.log", Self.rooms])
        #expect(result.status == 0)
        #expect(
            result.errors
                == "warning: the log names views the source does not declare: RoomHeader (lines 3, 5), RoomRow<Room> (line 4)\n"
        )
        #expect(result.output.hasSuffix("summary (swiftui model): 1 update, 2 confirmed, 0 unpredicted, 0 not seen\n"))
    }

    @Test func malformedAndForeignLogsNameTheLine() throws {
        let malformed = try Self.verify(["\(Self.logs)/malformed.log", Self.rooms])
        let expected =
            "not a line of SwiftUI's change log: expected 'View: _property, @self changed.' or 'View: unchanged.' as "
            + "Self._printChanges() prints them, '--- label' between updates, or a blank line\n"
        #expect(
            malformed
                == ToolResult(status: 65, output: "", errors: "\(Self.logs)/malformed.log:3:1: error: \(expected)"))
        let foreign = try Self.verify(["\(Self.logs)/foreign.log", Self.rooms])
        #expect(foreign == ToolResult(status: 65, output: "", errors: "\(Self.logs)/foreign.log:1:1: error: \(expected)"))
        // Swift source given as the log.
        let source = try Self.verify(["\(Self.rooms)/RoomVM.swift", Self.rooms])
        #expect(source.status == 65)
        #expect(source.errors.hasPrefix("\(Self.rooms)/RoomVM.swift:1:1: error: not a line of SwiftUI's change log"))
    }

    @Test func emptyLogsUnknownKeysAndMissingPathsAreErrors() throws {
        try ToolRunner.withFolder(copying: []) { folder in
            let empty = folder.appendingPathComponent("empty.log")
            try Data("\n\n---\n".utf8).write(to: empty)
            let result = try Self.verify([empty.path, Self.rooms])
            #expect(result.status == 65)
            #expect(result.errors == "\(empty.path):1:1: error: no line of SwiftUI's change log: expected lines such as "
                + "'ContentView: _count changed.', written by Self._printChanges() or Self._logChanges() in a view's body\n")
            let bracketed = folder.appendingPathComponent("bracketed.log")
            try Data("ContentView: _selectedRoom changed.\n\n--- count [RoomVM.cont]\nRoomView1: @dependencies changed.\n".utf8)
                .write(to: bracketed)
            let unknownKey = try Self.verify([bracketed.path, Self.rooms])
            #expect(
                unknownKey
                    == ToolResult(
                        status: 65, output: "",
                        errors: "\(bracketed.path):3:1: error: unknown key 'RoomVM.cont': no view reads it and no "
                            + "storage declares it; close matches: RoomVM.count\n"))
        }
        let flag = try Self.verify(["--key", "Nothing.here", "Examples/Logs/rooms-picker.log", Self.rooms])
        #expect(flag.status == 65)
        #expect(flag.errors.hasPrefix("invalidation: error: unknown key 'Nothing.here'"))
        let missing = try Self.verify(["Examples/Logs/rooms-picker.log"])
        #expect(missing == ToolResult(
            status: 64, output: "",
            errors: "invalidation: error: missing argument <PATH>\nSee 'invalidation help verify'.\n"))
    }

    /// A graph saved by `analyze --format json` answers as the source does.
    @Test func aSavedGraphAnswersAsTheSourceDoes() throws {
        let graph = try ToolRunner.run(["analyze", "--format", "json", Self.rooms]).output
        try ToolRunner.withFolder(copying: []) { folder in
            let file = folder.appendingPathComponent("rooms.json")
            try Data(graph.utf8).write(to: file)
            let fromGraph = try Self.verify(["--model", "course", "\(Self.logs)/other-tab.log", file.path])
            let fromSource = try Self.verify(["--model", "course", "\(Self.logs)/other-tab.log", Self.rooms])
            #expect(fromGraph == fromSource)
            #expect(fromGraph.status == 1)
        }
    }
}
