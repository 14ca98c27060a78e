import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// The example apps shipped in `Examples/Apps`, analyzed from disk as the README runs them.
@Suite struct AnalyzerExampleTests {
    static let apps = ["Dashboard", "Mailbox", "Rooms"]
    static let goldens = AnalyzerFixtures.root.appendingPathComponent("Examples")

    /// Analyzes `Examples/Apps/<name>` by path, with paths shown relative to the package.
    static func analysis(of app: String) throws -> Analysis {
        let folder = PackageFiles.root.appendingPathComponent("Examples/Apps/\(app)").path
        var analysis = try SourceAnalyzer().analyze(paths: [folder])
        let prefix = PackageFiles.root.path + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        for index in analysis.scenario.nodes.indices {
            analysis.scenario.nodes[index].file = analysis.scenario.nodes[index].file.map(relative)
        }
        analysis.notes = analysis.notes.map {
            var note = $0
            note.location.file = note.location.file.map(relative)
            return note
        }
        analysis.scenario.notes = analysis.notes.map(\.description)
        analysis.readLocations = analysis.readLocations.map {
            $0.map {
                var location = $0
                location.file = location.file.map(relative)
                return location
            }
        }
        return analysis
    }

    @Test(arguments: apps)
    func exampleMatchesGolden(_ app: String) throws {
        let analysis = try Self.analysis(of: app)
        for (suffix, text) in [("json", analysis.scenario.jsonText()), ("txt", analysis.textReport())] {
            let url = Self.goldens.appendingPathComponent("\(app).\(suffix)")
            #expect(GoldenFile.mismatch(text, file: url) == nil)
        }
    }

    @Test func dashboardGivesTheLessonsLine() throws {
        let analysis = try Self.analysis(of: "Dashboard")
        #expect(
            try courseLine(analysis, key: "CounterCard.tapCount", label: "tapped")
                == "tapped: CounterCard.tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel\n"
        )
    }

    @Test func roomsShowsTheArticlesBugAndItsFixes() throws {
        let analysis = try Self.analysis(of: "Rooms")
        #expect(
            try courseLine(analysis, key: "ContentView.selectedRoom", label: "picked")
                == "picked: ContentView.selectedRoom changed | recomputed ContentView local | skipped RoomsApp,RoomView1,FixedContentView,RoomView2,HelperContentView,RoomView3,RoomView3Helper\n"
        )
        #expect(
            try analysis.explain(key: "FixedContentView.selectedRoom").recomputed.map(\.view) == [
                "FixedContentView", "RoomView2",
            ])
        #expect(
            try analysis.explain(key: "HelperContentView.selectedRoom").recomputed.map(\.view) == [
                "HelperContentView", "RoomView3",
            ])
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func mailboxExplainsItsKeys() throws {
        let analysis = try Self.analysis(of: "Mailbox")
        #expect(
            try courseLine(analysis, key: "MailboxStore.hasSelectedMessage", label: "selected")
                == "selected: MailboxStore.hasSelectedMessage changed | recomputed MailboxView observed | skipped MailboxApp,FolderList,FolderRow,MessageList,MessageRow,MessageDetail,ComposeView,SendButton,MailSettingsView\n"
        )
        #expect(try analysis.explain(key: "\\.colorScheme").recomputed.map(\.view) == ["MessageRow"])
        let costs = analysis.keyCosts()
        #expect(costs.first?.key == "MailboxStore.messages")
        #expect(costs == costs.sorted { ($1.recomputed, $0.key) < ($0.recomputed, $1.key) })
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func progressCountsEveryFile() throws {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var calls: [(Int, Int)] = []
        }
        let seen = Seen()
        let folder = PackageFiles.root.appendingPathComponent("Examples/Apps/Mailbox").path
        _ = try SourceAnalyzer().analyze(paths: [folder]) { parsed, total in
            seen.lock.lock()
            seen.calls.append((parsed, total))
            seen.lock.unlock()
        }
        #expect(seen.calls.map(\.0).sorted() == [1, 2, 3, 4, 5])
        #expect(seen.calls.allSatisfy { $0.1 == 5 })
    }

    @Test func missingPathIsAnUnreadableFile() {
        #expect(throws: InvalidationError.unreadableFile(path: "/no/such/folder", reason: "no such file or folder")) {
            try SourceAnalyzer().analyze(paths: ["/no/such/folder"])
        }
    }
}
