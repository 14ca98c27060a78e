import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Constructs that apps in the wild write and that the lint rules first got wrong: each
/// test is written in the style of the construct, with the answer the SwiftUI semantics give.
@Suite struct RealAppStyleLintTests {
    // MARK: Lint: previews are not creation sites

    @Test func previewsDoNotCountAsPlacesThatCreateTheView() {
        let counter = """
            import SwiftUI

            struct Counter: View {
                @State private var count: Int
                init(start: Int) { _count = State(initialValue: start) }
                var body: some View { Text("\\(count)") }
            }

            struct Counter_Previews: PreviewProvider {
                static var previews: some View { Counter(start: 1) }
            }

            #Preview {
                Counter(start: 2)
            }
            """
        let followed = LintTesting.lint(
            [
                ("Counter.swift", counter),
                (
                    "Host.swift",
                    """
                    import SwiftUI

                    struct Host: View {
                        @State private var start = 0
                        var body: some View { Counter(start: start).id(start) }
                    }
                    """
                ),
            ], rules: [.stateInitTrap])
        #expect(followed.diagnostics.isEmpty, "\(followed.diagnostics.map(\.description))")

        let unfollowed = LintTesting.lint(
            [
                ("Counter.swift", counter),
                (
                    "Host.swift",
                    """
                    import SwiftUI

                    struct Host: View {
                        @State private var start = 0
                        var body: some View { Counter(start: start) }
                    }
                    """
                ),
            ], rules: [.stateInitTrap])
        #expect(LintTesting.places(unfollowed) == ["Counter.swift:5:24 state_init_trap"])
        #expect(unfollowed.diagnostics.first?.notes.map { "\($0.location)" } == ["Host.swift:5:27"])
    }

    @Test func onlyThePlacesThatCallTheTrappedInitializerCount() {
        let detail = """
            import SwiftUI

            struct ArticleDetail: View {
                private let articleID: String
                @State private var article: Article?

                init(articleID: String) {
                    self.articleID = articleID
                }

                init(article: Article) {
                    articleID = article.id
                    _article = State(initialValue: article)
                }

                var body: some View { Text(article?.title ?? articleID) }
            }
            """
        let followed = LintTesting.lint(
            [
                ("ArticleDetail.swift", detail),
                (
                    "Reader.swift",
                    """
                    import SwiftUI

                    struct Reader: View {
                        let link: String
                        let pinned: Article
                        var body: some View {
                            VStack {
                                ArticleDetail(articleID: link)
                                ArticleDetail(article: pinned).id(pinned.id)
                            }
                        }
                    }
                    """
                ),
            ], rules: [.stateInitTrap])
        #expect(followed.diagnostics.isEmpty, "\(followed.diagnostics.map(\.description))")

        let unfollowed = LintTesting.lint(
            [
                ("ArticleDetail.swift", detail),
                (
                    "Reader.swift",
                    """
                    import SwiftUI

                    struct Reader: View {
                        let link: String
                        let pinned: Article
                        var body: some View {
                            VStack {
                                ArticleDetail(articleID: link)
                                ArticleDetail(article: pinned)
                            }
                        }
                    }
                    """
                ),
            ], rules: [.stateInitTrap])
        #expect(LintTesting.places(unfollowed) == ["ArticleDetail.swift:13:9 state_init_trap"])
        #expect(unfollowed.diagnostics.first?.notes.map { "\($0.location)" } == ["Reader.swift:9:13"])
    }

    // MARK: Lint: what the trap's fix tells the developer to watch

    @Test func theTrapsFixNeverWatchesAnotherStateOrAValueComputedFromTheParameter() throws {
        let report = LintTesting.lint(
            [
                (
                    "Plans.swift",
                    """
                    import SwiftUI

                    struct PlanPicker: View {
                        @ObservedObject var store: PlanStore
                        private let plans: [Plan]
                        private let isFirstVisit: Bool
                        @State private var page = 0
                        @State private var period: Period = .yearly

                        init(store: PlanStore) {
                            self.store = store
                            plans = store.plans
                            isFirstVisit = store.lastPlan == nil
                            let last = store.lastPlan
                            _page = State(initialValue: plans.firstIndex { $0.id == last?.id } ?? 0)
                            _period = State(initialValue: last?.period ?? .yearly)
                        }

                        var body: some View { Text(plans[page].name) }
                    }

                    struct Paywall: View {
                        @StateObject private var store = PlanStore()
                        @State private var other = PlanStore()
                        @State private var showsOther = false
                        var body: some View { PlanPicker(store: showsOther ? other : store) }
                    }
                    """
                )
            ], rules: [.stateInitTrap])
        let messages = report.diagnostics.map(\.message)
        // `period` is never read: that is unused_state's, not the trap's.
        #expect(messages.count == 1)
        for message in messages {
            #expect(message.contains("'page' in PlanPicker is @State set in init from 'store'"), "\(message)")
            #expect(!message.contains("onChange(of: page"), "\(message)")
            #expect(!message.contains("onChange(of: period"), "\(message)")
            #expect(!message.contains("isFirstVisit"), "\(message)")
            // An object cannot be compared by onChange: the fix is an identity.
            #expect(!message.contains("onChange"), "\(message)")
            #expect(message.contains(".id("), "\(message)")
        }
    }

    @Test func watchingAValueComputedFromTheParameterDoesNotFollowIt() {
        let report = LintTesting.lint(
            [
                (
                    "Editor.swift",
                    """
                    import SwiftUI

                    struct NoteEditor: View {
                        private let isNew: Bool
                        @State private var draft: String

                        init(note: Note?) {
                            isNew = note == nil
                            _draft = State(initialValue: note?.text ?? "")
                        }

                        var body: some View {
                            TextEditor(text: $draft)
                                .onChange(of: isNew) { draft = "" }
                        }
                    }

                    struct Note: Equatable { var text: String }

                    struct Notes: View {
                        @State private var selected: Note?
                        var body: some View { NoteEditor(note: selected) }
                    }
                    """
                )
            ], rules: [.stateInitTrap])
        #expect(LintTesting.places(report) == ["Editor.swift:9:9 state_init_trap"])
        #expect(
            report.diagnostics.first?.message.contains(
                "Keep 'note' in a property and set 'draft' in .onChange(of: note, initial: true) instead of init")
                == true)
    }

    @Test func watchingAPropertyThatHoldsAMemberOfTheParameterStillFollowsIt() {
        let report = LintTesting.lint(
            [
                (
                    "Profile.swift",
                    """
                    import SwiftUI

                    struct ProfileHeader: View {
                        private let userID: String
                        @State private var name: String

                        init(user: User) {
                            userID = user.id
                            _name = State(initialValue: user.name)
                        }

                        var body: some View {
                            Text(name)
                                .onChange(of: userID) { name = "" }
                        }
                    }
                    """
                )
            ], rules: [.stateInitTrap])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    // MARK: Lint: state shared by the rows of a ForEach

    @Test func aSelectionSharedByTheRowsOfAForEachStaysWhereTheRowsAreRepeated() {
        let report = LintTesting.lint(
            [
                (
                    "Library.swift",
                    """
                    import SwiftUI

                    struct Album: Identifiable {
                        let id: Int
                        let title: String
                    }

                    struct Library: View {
                        let albums: [Album]
                        @State private var selectedID: Int?
                        var body: some View {
                            List {
                                ForEach(albums) { album in
                                    AlbumRow(album: album, selectedID: $selectedID)
                                }
                            }
                        }
                    }

                    struct Shelves: View {
                        let albums: [Album]
                        @State private var playingID: Int?
                        var body: some View {
                            List(albums) { album in
                                AlbumRow(album: album, selectedID: $playingID)
                            }
                        }
                    }

                    struct AlbumRow: View {
                        let album: Album
                        @Binding var selectedID: Int?
                        var body: some View {
                            Button(album.title) { selectedID = album.id }
                                .bold(selectedID == album.id)
                        }
                    }
                    """
                )
            ], rules: [.statePlacement])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func stateUsedOnlyByRepeatedRowsMovesToTheViewThatRepeatsThem() {
        let report = LintTesting.lint(
            [
                (
                    "Queue.swift",
                    """
                    import SwiftUI

                    struct Episode: Identifiable {
                        let id: Int
                        let title: String
                    }

                    struct QueueScreen: View {
                        let episodes: [Episode]
                        @State private var expandedID: Int?
                        var body: some View {
                            VStack {
                                Text("Up next")
                                QueueList(episodes: episodes, expandedID: $expandedID)
                            }
                        }
                    }

                    struct QueueList: View {
                        let episodes: [Episode]
                        @Binding var expandedID: Int?
                        var body: some View {
                            ScrollView {
                                ForEach(episodes) { episode in
                                    EpisodeRow(episode: episode, expandedID: $expandedID)
                                }
                            }
                        }
                    }

                    struct EpisodeRow: View {
                        let episode: Episode
                        @Binding var expandedID: Int?
                        var body: some View {
                            Button(episode.title) { expandedID = episode.id }
                                .opacity(expandedID == episode.id ? 1 : 0.5)
                        }
                    }
                    """
                )
            ], rules: [.statePlacement])
        #expect(LintTesting.places(report) == ["Queue.swift:10:24 state_placement"])
        let message = report.diagnostics.first?.message ?? ""
        #expect(message.contains("Move it into QueueList"), "\(message)")
        #expect(!message.contains("EpisodeRow"), "\(message)")
        #expect(report.diagnostics.first?.notes.map { "\($0.location)" } == ["Queue.swift:14:13"])
    }

    @Test func theNearestCommonAncestorCanBeOneOfTheUsers() {
        // Each panel gets the binding and hands it to its gauge: the panel and the gauge are
        // the users, the panel their nearest common ancestor. Six independent cockpits, so
        // that an answer that depends on the order the users come in shows up.
        var source = "import SwiftUI\n"
        var expected: [String] = []
        for number in 1...6 {
            let line = source.split(separator: "\n", omittingEmptySubsequences: false).count + 2
            expected.append("Cockpit.swift:\(line):24 state_placement")
            source += """

                struct Cockpit\(number): View {
                    @State private var level = 0.5
                    var body: some View {
                        VStack {
                            Text("Cockpit")
                            Panel\(number)(level: $level)
                        }
                    }
                }

                struct Panel\(number): View {
                    @Binding var level: Double
                    var body: some View { Gauge\(number)(level: $level) }
                }

                struct Gauge\(number): View {
                    @Binding var level: Double
                    var body: some View { Slider(value: $level) }
                }

                """
        }
        let report = LintTesting.lint([("Cockpit.swift", source)], rules: [.statePlacement])
        #expect(LintTesting.places(report) == expected)
        for (number, diagnostic) in zip(1..., report.diagnostics) {
            #expect(diagnostic.message.contains("Move it into Panel\(number),"), "\(diagnostic.message)")
        }
    }
}
