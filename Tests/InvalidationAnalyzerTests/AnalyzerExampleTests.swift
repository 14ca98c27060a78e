import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// The example apps shipped in `Examples/Apps`, analyzed from disk as the README runs them.
@Suite struct AnalyzerExampleTests {
    static let apps = ["Dashboard", "Feed", "Mailbox", "Rooms"]
    static let goldens = AnalyzerFixtures.root.appendingPathComponent("Examples")

    /// Analyzes `Examples/Apps/<name>`, read from disk, with paths relative to the package.
    static func analysis(of app: String) throws -> Analysis {
        let folder = PackageFiles.path("Examples/Apps/\(app)")
        let prefix = PackageFiles.root.path + "/"
        let sources = try SourceReader.swiftFiles(in: [folder]).map { path in
            SourceText(path: String(path.dropFirst(prefix.count)), text: try String(contentsOfFile: path, encoding: .utf8))
        }
        return SourceAnalyzer().analyze(sources: sources)
    }

    @Test(arguments: apps)
    func exampleMatchesGolden(_ app: String) throws {
        let analysis = try Self.analysis(of: app)
        let outputs = [
            ("json", analysis.graph.jsonText()), ("scenario.json", analysis.scenario.jsonText()),
            ("txt", analysis.textReport()), ("dot", analysis.dotGraph()),
        ]
        for (suffix, text) in outputs {
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
            try names(analysis.explain(key: "FixedContentView.selectedRoom")) == [
                "FixedContentView", "RoomView2",
            ])
        #expect(
            try names(analysis.explain(key: "HelperContentView.selectedRoom")) == [
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
        #expect(try names(analysis.explain(key: "\\.colorScheme")) == ["MessageRow"])
        let costs = analysis.keyCosts()
        // The costliest keys something changes first; those nothing changes (the messages,
        // the app's store) last, each part by cost.
        let never = analysis.neverWrittenKeys
        #expect(never == ["MailboxStore.messages", "MailboxApp.store"])
        #expect(Set(costs.filter { $0.writers == 0 }.map(\.key)) == never)
        #expect(costs.first?.key == "ComposeModel.isSending")
        #expect(costs.suffix(2).map(\.key) == ["MailboxStore.messages", "MailboxApp.store"])
        #expect(
            costs == costs.sorted {
                (never.contains($0.key) ? 1 : 0, $1.instances, $0.key) < (never.contains($1.key) ? 1 : 0, $0.instances, $1.key)
            })
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

/// The shipped feed reuses its views: the graph holds each type once and counts instances.
@Suite struct FeedExampleTests {
    @Test func reusedViewsAreCountedPerCreationPath() throws {
        let analysis = try AnalyzerExampleTests.analysis(of: "Feed")
        #expect(analysis.graph.views.count == 9)
        #expect(
            try courseLine(analysis, key: "\\.colorScheme", label: "dark mode")
                == "dark mode: \\.colorScheme changed | recomputed AvatarView environment ×2 | skipped FeedApp,RootView,HomeFeed,PostRow,LikeButton,ComposeSheet,ProfileScreen,EditNameButton\n"
        )
        // The profile's name reaches only the avatar the profile creates, not the rows' avatars.
        #expect(
            try courseLine(analysis, key: "FeedStore.displayName", label: "renamed")
                == "renamed: FeedStore.displayName changed | recomputed ProfileScreen observed, AvatarView observed | skipped FeedApp,RootView,HomeFeed,PostRow,LikeButton,ComposeSheet,EditNameButton\n"
        )
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }
}
