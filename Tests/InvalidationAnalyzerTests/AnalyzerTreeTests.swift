import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// The shape of the tree: parents, order, roots, several instances, recursion.
@Suite struct AnalyzerTreeTests {
    @Test func appIsTheRootAndPreviewsAddNothing() {
        let analysis = analyze(
            """
            import SwiftUI

            @main
            struct NotesApp: App {
                @StateObject private var library = Library()

                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .environmentObject(library)
                    }
                    #if os(macOS)
                    Settings { SettingsView() }
                    #endif
                }
            }

            final class Library: ObservableObject {
                @Published var notes: [String] = []
            }
            """,
            """
            import SwiftUI

            struct RootView: View {
                @EnvironmentObject var library: Library
                var body: some View {
                    List(library.notes, id: \\.self) { NoteRow(title: $0) }
                }
            }

            struct NoteRow: View {
                let title: String
                var body: some View { Text(title) }
            }

            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }

            #Preview {
                NoteRow(title: "Preview")
            }

            struct RootView_Previews: PreviewProvider {
                static var previews: some View {
                    RootView().environmentObject(Library())
                }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "NotesApp <- - reads [Library.notes]",
                "RootView <- NotesApp reads [Library.notes]",
                "NoteRow <- RootView reads [Library.notes]",
                "SettingsView <- NotesApp reads []",
            ])
        #expect(node("NotesApp", in: analysis)?.file == "File0.swift")
        #expect(node("NotesApp", in: analysis)?.line == 4)
        #expect(node("NoteRow", in: analysis)?.line == 6)
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func aTypeCreatedInSeveralPlacesGetsNumberedNodesInSourceOrder() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Dashboard: View {
                @State private var left = 0
                @State private var right = 0

                var body: some View {
                    HStack {
                        Panel(title: "Left", value: left)
                        Divider()
                        Panel(title: "Right", value: right)
                    }
                }
            }

            struct Panel: View {
                let title: String
                let value: Int
                @State private var isExpanded = false

                var body: some View {
                    VStack {
                        Text(title)
                        if isExpanded { Counter(value: value) }
                    }
                }
            }

            struct Counter: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "Dashboard <- - reads [Dashboard.left, Dashboard.right]",
                "Panel <- Dashboard reads [Panel.isExpanded, Dashboard.left]",
                "Counter <- Panel reads [Dashboard.left]",
                "Panel#2 <- Dashboard reads [Panel#2.isExpanded, Dashboard.right]",
                "Counter#2 <- Panel#2 reads [Dashboard.right]",
            ])
        #expect(node("Panel#2", in: analysis)?.type == "Panel")
        #expect(
            try treeCourseLine(analysis, key: "Dashboard.right")
                == "Dashboard.right: Dashboard.right changed | recomputed Dashboard local, Panel#2 parent, Counter#2 parent | skipped Panel,Counter\n"
        )
        #expect(
            try treeCourseLine(analysis, key: "Panel#2.isExpanded")
                == "Panel#2.isExpanded: Panel#2.isExpanded changed | recomputed Panel#2 local | skipped Dashboard,Panel,Counter,Counter#2\n"
        )
        // On the graph, keys belong to types, and the right value reaches only the Panel it is passed to.
        #expect(
            try courseLine(analysis, key: "Dashboard.right")
                == "Dashboard.right: Dashboard.right changed | recomputed Dashboard local, Panel parent, Counter parent | skipped none\n"
        )
        #expect(
            try courseLine(analysis, key: "Panel.isExpanded")
                == "Panel.isExpanded: Panel.isExpanded changed | recomputed Panel local | skipped Dashboard,Counter\n"
        )
        #expect(analysis.index.instances.map(\.value) == [1, 2, 2])
    }

    @Test func recursionIsCutWithANote() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Folder {
                var name: String
                var children: [Folder]
            }

            struct FolderView: View {
                let folder: Folder
                var body: some View {
                    DisclosureGroup(folder.name) {
                        ForEach(folder.children, id: \\.name) { child in
                            1️⃣FolderView(folder: child)
                        }
                    }
                }
            }

            struct Ping: View {
                var body: some View { Pong() }
            }

            struct Pong: View {
                var body: some View { 2️⃣Ping() }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            treeSummary(analysis) == [
                "FolderView <- - reads []",
                "Ping <- - reads []",
                "Pong <- Ping reads []",
            ])
        expectNote(analysis, .recursion, at: "1️⃣", in: source)
        expectNote(analysis, .recursion, at: "2️⃣", in: source)
    }

    @Test func modifiersGenericsNestedTypesAndToolbarContentAreViews() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Screen: View {
                @State private var isHighlighted = false
                @State private var count = 0

                var body: some View {
                    Card {
                        Text("\\(count)")
                    }
                    .modifier(Highlight(isOn: isHighlighted))
                    .badged()
                    .toolbar { ScreenToolbar() }
                    .overlay(Screen.Footer())
                }

                struct Footer: View {
                    var body: some View { Text("Footer") }
                }
            }

            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    VStack { content }.padding()
                }
            }

            struct Highlight: ViewModifier {
                let isOn: Bool
                func body(content: Content) -> some View {
                    content.background(isOn ? Color.yellow : Color.clear)
                }
            }

            struct Badge: ViewModifier {
                func body(content: Content) -> some View {
                    content.overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }
                }
            }

            extension View {
                func badged() -> some View { modifier(Badge()) }
            }

            struct ScreenToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Text("Toolbar") }
                }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "Screen <- - reads [Screen.count, Screen.isHighlighted]",
                "Card <- Screen reads []",
                "Highlight <- Screen reads [Screen.isHighlighted]",
                "Badge <- Screen reads []",
                "ScreenToolbar <- Screen reads []",
                "Screen.Footer <- Screen reads []",
            ])
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func aStoredContentClosureRunsInTheContainersBody() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Inbox: View {
                @State private var unread = 3
                @State private var title = "Inbox"

                var body: some View {
                    VStack {
                        LazyCard(title: title) {
                            Badge(count: unread)
                            Text("\\(unread) unread")
                        }
                        EagerCard {
                            Text(title)
                        }
                    }
                }
            }

            /// Stores the closure and calls it in its own body.
            struct LazyCard<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content

                var body: some View {
                    VStack {
                        Text(title)
                        content()
                    }
                }
            }

            /// Builds the content in its initializer, during the creator's body.
            struct EagerCard<Content: View>: View {
                let content: Content

                init(@ViewBuilder content: () -> Content) {
                    self.content = content()
                }

                var body: some View {
                    VStack { content }
                }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "Inbox <- - reads [Inbox.title]",
                "LazyCard <- Inbox reads [Inbox.title, Inbox.unread]",
                "Badge <- LazyCard reads [Inbox.unread]",
                "EagerCard <- Inbox reads []",
            ])
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func sheetContentIsAChildButItsReadsAreNotThePresenters() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Item: Identifiable { let id: Int; var title: String }

            struct Catalog: View {
                @State private var items: [Item] = []
                @State private var selection: Item?
                @State private var isAdding = false
                @State private var draftTitle = ""

                var body: some View {
                    List(items) { item in
                        Text(item.title)
                    }
                    .sheet(item: $selection) { item in
                        ItemDetail(item: item)
                    }
                    .sheet(isPresented: $isAdding) {
                        TextField("Title", text: $draftTitle)
                    }
                }
            }

            struct ItemDetail: View {
                let item: Item
                var body: some View { Text(item.title) }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "Catalog <- - reads [Catalog.items, Catalog.selection, Catalog.isAdding]",
                "ItemDetail <- Catalog reads [Catalog.selection]",
            ])
    }

    @Test func ifConfigBranchesAreAllFollowed() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Player: View {
                @State private var isPlaying = false
                @State private var volume = 0.5

                var body: some View {
                    VStack {
                        #if os(iOS)
                        CompactControls(isPlaying: isPlaying)
                        #else
                        WideControls(volume: volume)
                        #endif
                        Text("Now playing")
                            #if os(macOS)
                            .help(isPlaying ? "Playing" : "Paused")
                            #endif
                    }
                }
            }

            struct CompactControls: View {
                let isPlaying: Bool
                var body: some View { Image(systemName: isPlaying ? "pause" : "play") }
            }

            struct WideControls: View {
                let volume: Double
                var body: some View { Text("\\(volume)") }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "Player <- - reads [Player.isPlaying, Player.volume]",
                "CompactControls <- Player reads [Player.isPlaying]",
                "WideControls <- Player reads [Player.volume]",
            ])
    }

    @Test func theNodeLimitStopsAnExplodingTreeWithANote() {
        let levels = (0..<30).map {
            "struct L\($0): View { var body: some View { HStack { L\($0 + 1)(); L\($0 + 1)() } } }"
        }
        let text = levels.joined(separator: "\n") + "\nstruct L30: View { var body: some View { Text(\"leaf\") } }"
        let analysis = SourceAnalyzer(options: .init(threads: 2, nodeLimit: 50)).analyze(sources: [
            SourceText(path: "Levels.swift", text: text)
        ])
        #expect(analysis.scenario.nodes.count == 50)
        #expect(analysis.treeNotes.map(\.kind) == [.limit])
        #expect(analysis.scenario.notes.count == 1)
        #expect((try? analysis.loaded()) != nil)
        // The graph holds every view, and counts what the tree cannot hold.
        #expect(analysis.notes.isEmpty)
        #expect(analysis.graph.views.count == 31)
        #expect(analysis.index.instances[analysis.graph.view(named: "L30")!].value == 1 << 30)
    }

    @Test func filePrivateTypesWithTheSameNameStayApart() {
        let analysis = analyze(
            """
            import SwiftUI
            struct First: View {
                var body: some View { Row() }
            }
            private struct Row: View {
                @State private var a = 0
                var body: some View { Text("\\(a)") }
            }
            """,
            """
            import SwiftUI
            struct Second: View {
                var body: some View { Row() }
            }
            private struct Row: View {
                @State private var b = 0
                var body: some View { Text("\\(b)") }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "First <- - reads []",
                "Row <- First reads [Row.a]",
                "Second <- - reads []",
                "Row#2 <- Second reads [Row#2.b]",
            ])
        #expect(node("Row#2", in: analysis)?.file == "File1.swift")
    }
}
