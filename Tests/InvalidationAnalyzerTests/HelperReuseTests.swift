import Foundation
import Invalidation
@testable import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// A helper followed once is not followed again where it is called the same way: its
/// recorded reads and value are used. Whatever the source, the analysis must be the one
/// following every helper again gives: the graph (reads and their places, flows, identity,
/// notes) and the course's tree.
@Suite struct HelperReuseTests {
    /// The analysis of `sources` with reuse, and without.
    static func analyses(_ sources: [SourceText]) -> (reused: Analysis, followed: Analysis) {
        var options = SourceAnalyzer.Options(threads: 2)
        let reused = SourceAnalyzer(options: options).analyze(sources: sources)
        options.reusesFollowedHelpers = false
        return (reused, SourceAnalyzer(options: options).analyze(sources: sources))
    }

    /// How many helpers were reused in `analysis`.
    static func reuses(_ analysis: Analysis) -> Int {
        analysis.model.summaries.reduce(0) { $0 + ($1?.reusedHelpers ?? 0) }
    }

    static func expectSame(_ pair: (reused: Analysis, followed: Analysis), _ what: String) {
        expectSameAnalysis(pair.reused, pair.followed, what)
        #expect(reuses(pair.followed) == 0)
    }

    /// A theme helper read from an observable singleton, used from many places of one body:
    /// in modifiers, arguments, rows, a `first(where:)` closure, an action, a sheet, a view
    /// modifier and a custom modifier that sets the environment.
    static let theme = """
        import SwiftUI
        import Observation

        @Observable final class ThemeStore {
            static let shared = ThemeStore()
            var darkColors = ""
            var lightColors = ""
            var accentName = "blue"
        }

        struct Palette {
            let colorScheme: ColorScheme
            private var isDark: Bool { colorScheme == .dark }
            private var colors: [String] {
                let store = ThemeStore.shared
                let custom = isDark ? store.darkColors : store.lightColors
                return custom.isEmpty ? ["a", "b"] : custom.components(separatedBy: ",")
            }
            var primary: Color { Color(colors[0]) }
            var secondary: Color { Color(colors[1]) }
            var accent: Color { Color(ThemeStore.shared.accentName) }
            func tint(_ strong: Bool) -> Color { strong ? accent : secondary }
        }

        struct Item: Identifiable {
            let id: Int
            var title: String
        }

        @Observable final class Library {
            var items: [Item] = []
            var selected: Int?
        }

        struct LibraryView: View {
            @Environment(\\.colorScheme) private var colorScheme
            @State private var library = Library()
            @State private var showsAll = false
            private var palette: Palette { Palette(colorScheme: colorScheme) }
            private var header: String { showsAll ? "All" : "Some" }
            /// Builds a view: followed again at each use, where it creates a view of its own.
            private var badge: some View { Row(item: Item(id: 0, title: header), tint: palette.accent) }
            var body: some View {
                VStack {
                    // First followed for a closure the panel keeps: its reads are the panel's,
                    // and they are the body's too where the body uses it again below.
                    Panel { Text("Accent").foregroundStyle(palette.accent) }
                    Text(header).foregroundStyle(palette.primary)
                    Text(header).foregroundStyle(palette.secondary)
                    if let first = library.items.first(where: { _ in palette.accent == .red }) {
                        Row(item: first, tint: palette.tint(true))
                    }
                    // Followed again inside another closure whose reads decide the result.
                    if let other = library.items.first(where: { _ in palette.accent == .blue }) {
                        Row(item: other, tint: .clear)
                    }
                    ForEach(library.items) { item in
                        Row(item: item, tint: palette.tint(item.id == library.selected))
                            .background(palette.primary)
                    }
                    Button("Toggle") {
                        showsAll.toggle()
                        _ = palette.accent
                    }
                    Text("x").modifier(Card(color: palette.secondary))
                    // A custom modifier puts a value in the environment of the view it modifies.
                    Row(item: Item(id: 1, title: "y"), tint: .red).card(palette)
                    Row(item: Item(id: 2, title: "z"), tint: .red).card(palette)
                    badge
                    badge
                }
                .foregroundStyle(palette.accent)
                .sheet(isPresented: $showsAll) { Text(header).foregroundStyle(palette.primary) }
            }
        }

        struct Panel<Content: View>: View {
            let content: () -> Content
            var body: some View { content().padding() }
        }

        struct Row: View {
            let item: Item
            let tint: Color
            var body: some View { Text(item.title).foregroundStyle(tint) }
        }

        struct Card: ViewModifier {
            let color: Color
            func body(content: Content) -> some View { content.background(color) }
        }

        extension View {
            func card(_ palette: Palette) -> some View {
                background(palette.primary).environment(\\.colorScheme, .dark)
            }
        }
        """

    @Test func aThemeHelperUsedAllOverABodyIsFollowedOnceAndReadsTheSame() {
        let pair = Self.analyses([SourceText(path: "Theme.swift", text: Self.theme)])
        Self.expectSame(pair, "theme")
        #expect(Self.reuses(pair.reused) > 5)
        // The reads are there, at the places that read them.
        let json = pair.reused.graph.jsonText()
        #expect(json.contains("ThemeStore.accentName"))
        #expect(json.contains("ThemeStore.darkColors"))
    }

    /// Helpers that call each other in a loop, and a chain deeper than the analysis follows:
    /// a record made where the limits did not stop the helper is not used where they would.
    @Test func recursionAndTheInliningLimitStopTheSameHelpersWithReuse() {
        let levels = (0..<30).map { level in
            level == 29 ? "    var l29: Int { Store.shared.value }" : "    var l\(level): Int { l\(level + 1) + 1 }"
        }
        let source = """
            import SwiftUI
            import Observation

            @Observable final class Store {
                static let shared = Store()
                var value = 0
                var other = 0
            }

            struct Deep {
            \(levels.joined(separator: "\n"))
            }

            struct Loop {
                var a: Int { b + Store.shared.other }
                var b: Int { c + 1 }
                var c: Int { a + 1 }
            }

            struct Screen: View {
                let deep = Deep()
                let loop = Loop()
                var body: some View {
                    VStack {
                        Show(value: deep.l20)
                        Show(value: deep.l10)
                        Show(value: deep.l0)
                        Show(value: deep.l20)
                        Show(value: loop.c)
                        Show(value: loop.a)
                        Show(value: loop.b)
                        Show(value: loop.c)
                    }
                }
            }

            struct Show: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            """
        let pair = Self.analyses([SourceText(path: "Deep.swift", text: source)])
        Self.expectSame(pair, "deep")
        #expect(Self.reuses(pair.reused) > 0)
    }

    /// Every example app and fixture that ships analyzes the same with reuse and without.
    @Test func everyShippedAppAndFixtureAnalyzesTheSame() throws {
        var folders: [URL] = []
        for group in ["Examples/Apps", "Examples/Diff"] {
            let root = PackageFiles.root.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
                folders.append(root.appendingPathComponent(name))
            }
        }
        folders += try AnalyzerFixtures.folders().map { AnalyzerFixtures.root.appendingPathComponent($0) }
        for folder in folders {
            let paths = try SourceReader.swiftFiles(in: [folder.path])
            guard !paths.isEmpty else { continue }
            let sources = try paths.map { SourceText(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
            let pair = Self.analyses(sources)
            Self.expectSame(pair, folder.lastPathComponent)
        }
        #expect(folders.count > 5)
    }
}
