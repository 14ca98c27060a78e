import Invalidation
import InvalidationAnalyzer
import InvalidationDiff
import InvalidationLint
import Testing
import _InvalidationTestSupport

/// Two versions of a small app, given as source, compared.
@Suite struct GraphComparisonTests {
    /// A version of `files`, analyzed and linted as `diff` reads a folder.
    static func version(_ name: String, _ files: [(String, String)]) -> AppVersion {
        let analysis = SourceAnalyzer(options: .init(threads: 1)).analyze(
            sources: files.map { SourceText(path: $0.0, text: $0.1) })
        let lint = Linter(options: .init(threads: 1, searchesConfiguration: false)).lint(files: files.map { ($0.0, $0.1) })
        return AppVersion(name: name, graph: analysis.graph, lint: lint)
    }

    static func compare(_ before: String, _ after: String) -> VersionComparison {
        VersionComparison(base: version("base", [("App.swift", before)]), head: version("head", [("App.swift", after)]))
    }

    static let list = """
        struct ListScreen: View {
            @State private var isEditing = false
            var body: some View {
                VStack {
                    Row(title: "a")
                    Button("Edit") { isEditing.toggle() }
                }
            }
        }
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    /// A closure handed to a view costs nothing by the course's rule and a body run under
    /// SwiftUI's comparison of inputs: the comparison follows the model it is given.
    @Test func aClosureNowPassedDownCostsMoreOnlyUnderTheSwiftUIModel() throws {
        let before = """
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Footer(title: "Reset")
                    }
                }
            }
            struct Footer: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        let after = before
            .replacingOccurrences(of: "Footer(title: \"Reset\")", with: "Footer(title: \"Reset\") { count = 0 }")
            .replacingOccurrences(of: "    let title: String\n", with: "    let title: String\n    let action: () -> Void\n")
        let base = Self.version("base", [("App.swift", before)])
        let head = Self.version("head", [("App.swift", after)])
        #expect(VersionComparison(base: base, head: head, model: .course).costlier.isEmpty)
        let compared = VersionComparison(base: base, head: head, model: .swiftui)
        #expect(compared.costlier.map(\.key) == ["Screen.count"])
    }

    @Test func aValueNowPassedDownIsNamedWithThePlaceThatPassesItAndTheRead() throws {
        let after = Self.list
            .replacingOccurrences(of: "Row(title: \"a\")", with: "Row(title: \"a\", isEditing: isEditing)")
            .replacingOccurrences(of: "    let title: String\n", with: "    let title: String\n    let isEditing: Bool\n")
            .replacingOccurrences(of: "Text(title) }", with: "Text(title).bold(isEditing) }")
        let comparison = Self.compare(Self.list, after)
        #expect(comparison.fails)
        let change = try #require(comparison.costlier.first)
        #expect(change.key == "ListScreen.isEditing")
        // Passing the value reads it in the passer's body too, where only a button wrote it before.
        #expect((change.before, change.after) == (.zero, InstanceCount(2)))
        #expect(change.views.map(\.view) == ["ListScreen", "Row"])
        #expect(change.views.allSatisfy { $0.isAdded })
        #expect(change.views.map(\.causeAfter) == [.local, .parent])
        #expect(change.views[0].reasons.map(\.description) == ["its body now reads ListScreen.isEditing (App.swift:5:40)"])
        #expect(change.views[1].reasons.map(\.description) == [
            "ListScreen now passes ListScreen.isEditing for Row's 'isEditing' (App.swift:5:13)",
            "its body now reads 'isEditing', which its creator fills (App.swift:13:44)",
        ])
    }

    @Test func aTextChangeChangesNothing() {
        let comparison = Self.compare(Self.list, Self.list.replacingOccurrences(of: "\"Edit\"", with: "\"Change\""))
        #expect(!comparison.fails)
        #expect(comparison.changes.isEmpty && comparison.addedKeys.isEmpty && comparison.removedKeys.isEmpty)
        #expect(comparison.summary == "0 changes recompute more view instances, 0 fewer; 0 lint findings added, 0 fixed.")
    }

    @Test func aViewThatStartsReadingTheKeyItselfIsNamedWithTheRead() throws {
        let store = """
            @Observable final class Store { var count = 0 }
            struct Screen: View {
                @Environment(Store.self) private var store
                var body: some View { Badge() }
            }
            struct Badge: View {
                @Environment(Store.self) private var store
                var body: some View { Text("Badge") }
            }
            """
        let after = store.replacingOccurrences(of: "Text(\"Badge\")", with: "Text(\"\\(store.count)\")")
        let change = try #require(Self.compare(store, after).costlier.first)
        #expect(change.key == "Store.count")
        #expect(change.views.map(\.view) == ["Badge"])
        #expect(change.views[0].causeAfter == .observed)
        #expect(change.views[0].reasons == [.reads(key: "Store.count", at: SourceLocation(file: "App.swift", line: 8, column: 41))])
    }

    /// A new place that creates a view above a reader multiplies the reader's instances;
    /// the reason is that place, found by walking up from the reader.
    @Test func aNewCreationSiteAboveTheReaderIsTheReason() throws {
        let app = """
            struct Home: View {
                var body: some View {
                    VStack { Card() }
                }
            }
            struct Card: View {
                var body: some View { Avatar() }
            }
            struct Avatar: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            """
        let after = app.replacingOccurrences(of: "VStack { Card() }", with: "VStack { Card(); Card() }")
        let change = try #require(Self.compare(app, after).costlier.first)
        #expect(change.key == "\\.colorScheme")
        #expect(change.views.count == 1)
        #expect(change.views[0].view == "Avatar")
        #expect((change.views[0].before, change.views[0].after) == (.one, InstanceCount(2)))
        #expect(change.views[0].reasons == [
            .creates(creator: "Home", created: "Card", at: SourceLocation(file: "App.swift", line: 3, column: 26))
        ])
    }

    /// State moved into the view that uses it: the key changes its name with its owner,
    /// and the two are compared as one key that got cheaper.
    @Test func anOwnerThatMovedIsOneKeyThatGotCheaper() throws {
        let lifted = """
            struct Dashboard: View {
                @State private var taps = 0
                var body: some View { Counter(taps: taps, onTap: { taps += 1 }) }
            }
            struct Counter: View {
                let taps: Int
                let onTap: () -> Void
                var body: some View { Button("\\(taps)", action: onTap) }
            }
            """
        let local = """
            struct Dashboard: View {
                var body: some View { Counter() }
            }
            struct Counter: View {
                @State private var taps = 0
                var body: some View { Button("\\(taps)") { taps += 1 } }
            }
            """
        let comparison = Self.compare(lifted, local)
        #expect(!comparison.fails)
        let change = try #require(comparison.cheaper.first)
        #expect((change.baseKey, change.key) == ("Dashboard.taps", "Counter.taps"))
        #expect(change.reasons == [.ownerMoved(from: "Dashboard", to: "Counter")])
        #expect(change.views.map(\.view) == ["Dashboard"])
        #expect(change.views[0].isRemoved)
        #expect(change.views[0].reasons == [.stopsReading(key: "Dashboard.taps")])
        #expect(comparison.addedKeys.isEmpty && comparison.removedKeys.isEmpty)
        // The state_placement finding of the lifted version is fixed.
        #expect(comparison.fixedFindings.map(\.rule) == [.statePlacement])
        // The other way round, the same key got costlier.
        let back = Self.compare(local, lifted)
        #expect(back.fails)
        #expect(back.costlier.map { "\($0.baseKey) → \($0.key)" } == ["Counter.taps → Dashboard.taps"])
    }

    @Test func findingsAddedAndFixedAreMatchedWithoutTheirLines() {
        let before = "struct A: View {\n    @State var x = 0\n    var body: some View { Button(\"\\(x)\") { x += 1 } }\n}\n"
        let after = "// moved down\n\n" + before.replacingOccurrences(of: "@State var x", with: "@State private var x")
            + "struct B: View {\n    @State var y = 0\n    var body: some View { Text(\"\\(y)\") }\n}\n"
        let comparison = Self.compare(before, after)
        #expect(comparison.addedFindings.map { "\($0.location) \($0.view ?? "") \($0.symbol ?? "")" } == ["App.swift:8:16 B y"])
        #expect(comparison.fixedFindings.map { "\($0.location) \($0.view ?? "") \($0.symbol ?? "")" } == ["App.swift:2:16 A x"])
        #expect(comparison.fails)
        #expect(comparison.addedKeys.map(\.key) == ["B.y"])
    }
}
