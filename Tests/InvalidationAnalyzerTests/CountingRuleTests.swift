import Invalidation
import InvalidationAnalyzer
import Testing

/// Each view's `name cause ×instances`, and the most bodies the change runs at once.
private func cost(_ analysis: Analysis, _ key: String) throws -> (views: [String], atOnce: Int) {
    let outcome = try analysis.explain(key: key)
    return (outcome.recomputed.map { "\(outcome.name($0.view)) \($0.cause) ×\($0.instances)" }, outcome.instancesAtOnce.value)
}

/// What a change costs is counted for one storage instance, with views in branches of one
/// `if`/`switch` as alternatives and presented content marked, on small apps whose answer
/// can be read off the source.
@Suite struct CountingRuleTests {
    /// Three rows, each with its own `@StateObject`: a change of one row's model runs that
    /// row and the view it hands the model to, not every row.
    @Test func anObjectEachViewMakesIsCountedForOneOfThem() throws {
        let analysis = analyze(
            """
            import SwiftUI
            final class RowModel: ObservableObject {
                @Published var progress = 0.0
                func step() { progress += 0.1 }
            }
            struct ContentView: View {
                var body: some View {
                    VStack { RowView(); RowView(); RowView() }
                }
            }
            struct RowView: View {
                @StateObject private var model = RowModel()
                var body: some View {
                    Text("\\(model.progress)")
                    Detail(model: model)
                    Button("Step") { model.step() }
                }
            }
            struct Detail: View {
                @ObservedObject var model: RowModel
                var body: some View { Text("\\(model.progress)") }
            }
            """)
        #expect(analysis.graph.objects.map(\.type) == ["RowModel"])
        let found = try cost(analysis, "RowModel.progress")
        #expect(found.views == ["RowView observed ×1", "Detail observed ×1"])
        #expect(found.atOnce == 2)
        var text = ""
        try analysis.explain(key: "RowModel.progress").writeReasons(to: &text)
        #expect(text.contains("one RowModel: each RowView makes its own; counted for a RowView's and the views it reaches"))
    }

    /// Each row of a `ForEach` is given its own element: a change of one element runs that
    /// row's views, also where the rows are built in two lists, through a helper, and from
    /// what the element holds; a view that one place gives an element and another place
    /// a shared object is counted across the app.
    @Test func anObjectEachRowIsGivenIsCountedForOneRow() throws {
        let analysis = analyze(
            """
            import SwiftUI
            final class Item: ObservableObject, Identifiable {
                @Published var title = ""
                func rename() { title += "!" }
            }
            final class Node: Identifiable { let item = Item() }
            final class Store: ObservableObject {
                static let shared = Store()
                @Published var items: [Item] = []
                @Published var archived: [Item] = []
                @Published var nodes: [Node] = []
                let featured = Item()
            }
            struct ListScreen: View {
                @StateObject private var store = Store()
                var body: some View {
                    List {
                        ForEach(store.items) { item in ItemRow(item: item) }
                        ForEach(store.archived, content: ItemRow.init)
                        ForEach(store.nodes) { node in row(node) }
                        Pinned(item: Store.shared.featured)
                    }
                }
                func row(_ node: Node) -> some View { NodeRow(item: node.item) }
            }
            struct ItemRow: View {
                @ObservedObject var item: Item
                var body: some View {
                    Text(item.title)
                    Badge(item: item)
                    Button("Rename") { item.rename() }
                }
            }
            struct NodeRow: View {
                @ObservedObject var item: Item
                var body: some View { Text(item.title) }
            }
            struct Badge: View {
                @ObservedObject var item: Item
                var body: some View { Text(item.title) }
            }
            struct Pinned: View {
                @ObservedObject var item: Item
                var body: some View { Text(item.title) }
            }
            """)
        let rows = try #require(analysis.graph.objects.first { $0.type == "Item" })
        // Badge is below ItemRow, which hands it its row's item: no maker itself.
        #expect(Set(rows.rows.map { analysis.graph.views[$0].name }) == ["ItemRow", "NodeRow"])
        let found = try cost(analysis, "Item.title")
        #expect(found.views == ["ItemRow observed ×1", "Badge observed ×1", "Pinned observed ×1"])
        var text = ""
        try analysis.explain(key: "Item.title").writeReasons(to: &text)
        #expect(text.contains("one Item: each ItemRow, NodeRow is given its own, one per row; counted for a ItemRow's"))
    }

    /// One object an App makes and puts in the environment, and one shared singleton, reach
    /// every view that holds them: counted across the app.
    @Test func anObjectTheAppSharesIsCountedAcrossTheApp() throws {
        let analysis = analyze(
            """
            import SwiftUI
            final class Store: ObservableObject {
                @Published var items: [Int] = []
                func add() { items.append(1) }
            }
            final class Settings: ObservableObject {
                static let shared = Settings()
                @Published var compact = false
            }
            @main struct ShopApp: App {
                @StateObject private var store = Store()
                var body: some Scene {
                    WindowGroup { Home().environmentObject(store) }
                }
            }
            struct Home: View {
                var body: some View { VStack { Badge(); Badge(); Footer(); Button("Add") {} } }
            }
            struct Badge: View {
                @EnvironmentObject var store: Store
                @ObservedObject var settings = Settings.shared
                var body: some View { Text("\\(store.items.count) \\(settings.compact)") }
            }
            struct Footer: View {
                @ObservedObject var settings = Settings.shared
                var body: some View { Toggle("Compact", isOn: $settings.compact) }
            }
            """)
        // The App observes the object it keeps in a @StateObject too.
        #expect(try cost(analysis, "Store.items").views == ["ShopApp observed ×1", "Badge observed ×2"])
        #expect(try cost(analysis, "Settings.compact").views == ["Badge observed ×2", "Footer observed ×1"])
        // The App's one instance makes the only store: nothing to say about which one.
        #expect(try analysis.explain(key: "Store.items").maker == nil)
        #expect(!analysis.graph.objects.contains { $0.type == "Settings" })
        #expect(analysis.objectCounting(of: try analysis.explain(key: "Store.items")) == .one(madeBy: "ShopApp"))
        let settings = try analysis.explain(key: "Settings.compact")
        #expect(analysis.objectCounting(of: settings) == .shared("Settings.shared"))
        var text = ""
        Analysis.writeObjectCounting(analysis.objectCounting(of: settings), of: settings, to: &text)
        #expect(text == "one Settings the whole app shares (Settings.shared): counted across the app\n")
    }

    /// Objects the app's models make and views are handed by a model's method: which one
    /// each view holds is not in the source, and the answer says so.
    @Test func objectsViewsAreHandedFromModelsAreSaidToBeUntold() throws {
        let analysis = analyze(
            """
            import SwiftUI
            @Observable final class Item { var title = "" }
            @Observable final class Library {
                var items: [Item] = []
                func rename(_ item: Item) { item.title = "x" }
                func featured() -> Item { items[0] }
            }
            struct ListView: View {
                @State private var library = Library()
                var body: some View {
                    Row(item: library.featured())
                }
            }
            struct Row: View {
                let item: Item
                var body: some View { Text(item.title) }
            }
            """)
        let outcome = try analysis.explain(key: "Item.title")
        #expect(analysis.objectCounting(of: outcome) == .untold(holders: ["Row.item"]))
        var text = ""
        Analysis.writeObjectCounting(analysis.objectCounting(of: outcome), of: outcome, to: &text)
        #expect(text == "which Item each view holds, the source does not tell (Row.item): counted across the app, as if one\n")
    }

    /// `if`/`else` branches and `switch` cases are alternatives: at most one exists.
    @Test func branchesOfOneStatementCountTheCostliest() throws {
        let analysis = analyze(
            """
            import SwiftUI
            enum Page { case home, list }
            struct ContentView: View {
                @State private var compact = false
                @State private var page = Page.home
                var body: some View {
                    VStack {
                        if compact { CompactBadge() } else { FullBadge() }
                        Footer()
                        switch page {
                        case .home: FullBadge()
                        case .list: FullBadge(); Footer()
                        }
                        Toggle("Compact", isOn: $compact)
                        Picker("Page", selection: $page) { Text("Home") }
                    }
                }
            }
            struct CompactBadge: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "d" : "l") }
            }
            struct FullBadge: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "D" : "L") }
            }
            struct Footer: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "f" : "F") }
            }
            """)
        let found = try cost(analysis, #"\.colorScheme"#)
        // Each view at most: CompactBadge in one branch; FullBadge in the other and in a
        // case; Footer always and in the second case.
        #expect(found.views == ["CompactBadge environment ×1", "FullBadge environment ×2", "Footer environment ×2"])
        // At once: one badge, the footer, and the costlier case (a badge and a footer).
        #expect(found.atOnce == 4)
        #expect(try analysis.explain(key: #"\.colorScheme"#).counts.environment == 4)
        let costs = analysis.keyCosts()
        #expect(costs.first { $0.key == #"\.colorScheme"# }?.instances.value == 4)
    }

    /// The clauses of an `#if` are built for different platforms: one exists, so they are
    /// alternatives; code outside the `#if` counts whatever the platform.
    @Test func clausesOfAnIfConfigAreAlternatives() throws {
        let analysis = analyze(
            """
            import SwiftUI
            final class Library: ObservableObject { @Published var count = 0 }
            struct Shelf: View {
                @ObservedObject var library: Library
                var body: some View { Text("\\(library.count)") }
            }
            struct Root: View {
                @StateObject private var library = Library()
                var body: some View {
                    VStack {
                        #if os(macOS)
                        HStack { Shelf(library: library); Shelf(library: library) }
                        #elseif os(iOS)
                        List { Shelf(library: library); Shelf(library: library); Shelf(library: library) }
                        #else
                        Shelf(library: library)
                        #endif
                        Shelf(library: library)
                    }
                }
            }
            """)
        let found = try cost(analysis, "Library.count")
        // The costliest clause, three, and the one outside; Root observes the object too.
        #expect(found.views == ["Root observed ×1", "Shelf observed ×4"])
        #expect(found.atOnce == 5)
    }

    /// Separate `if`s that test one value against different constants are one switch's
    /// cases; an `if` that has an `else` stays an `if`.
    @Test func ifsOnOneValueAgainstConstantsAreAlternatives() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct Nav: View {
                @State private var section = 0
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    VStack {
                        if section == 0 { Changes() }
                        if section == 1 { History() }
                        if section == 2 && scheme == .dark { Changes(); History() }
                        if scheme == .dark { Changes() } else { History() }
                        Picker("S", selection: $section) { Text("a") }
                    }
                }
            }
            struct Changes: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "d" : "l") }
            }
            struct History: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "d" : "l") }
            }
            """)
        let found = try cost(analysis, #"\.colorScheme"#)
        #expect(found.views == ["Nav environment ×1", "Changes environment ×2", "History environment ×2"])
        // Nav, the costliest section (two views), one of the scheme's branches.
        #expect(found.atOnce == 4)
    }

    /// A view made `.equatable()` is compared by its own `==`: a change of what it leaves
    /// out runs no body there under SwiftUI's comparison, and its closures force nothing.
    @Test func anEquatableViewIsComparedByItsOwnEquality() throws {
        let analysis = analyze(
            """
            import SwiftUI
            @Observable final class Model {
                var source = "a"
                var title = "t"
            }
            struct Screen: View {
                @State private var model = Model()
                var body: some View {
                    VStack {
                        Row(source: model.source, title: model.title) { print("tap") }.equatable()
                        Plain(source: model.source)
                        Button("Next") { model.source = "b"; model.title = "c" }
                    }
                }
            }
            struct Row: View, Equatable {
                let source: String
                let title: String
                var onTap: () -> Void
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
                var body: some View { Text(title + source) }
            }
            struct Plain: View {
                let source: String
                var body: some View { Text(source) }
            }
            """)
        let arguments = try #require(analysis.graph.edges.first { analysis.graph.views[$0.to].name == "Row" }).arguments
        #expect(arguments.map { "\($0.parameter) \($0.isCompared) \($0.isComparable)" } == [
            "source false true", "title true true", "onTap false true",
        ])
        #expect(try cost(analysis, "Model.source").views == ["Screen observed ×1", "Plain observed ×1"])
        #expect(try cost(analysis, "Model.title").views == ["Screen observed ×1", "Row observed ×1"])
        // The course's rule follows the reads: Row reads the source it was given.
        let course = try analysis.explain(key: "Model.source", model: .course)
        #expect(course.recomputed.map { course.name($0.view) } == ["Screen", "Row", "Plain"])
    }

    /// One body presents one sheet or alert at a time: its presentations are alternatives.
    @Test func theSheetsOfOneBodyAreAlternatives() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var pushing = false
                @State private var pulling = false
                @State private var failed = false
                var body: some View {
                    VStack {
                        Button("Push") { pushing = true }
                        Button("Pull") { pulling = true }
                    }
                    .sheet(isPresented: $pushing) { Panel(); Panel() }
                    .sheet(isPresented: $pulling) { Panel() }
                    .alert("Failed", isPresented: $failed) { Panel() }
                }
            }
            struct Panel: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "d" : "l") }
            }
            """)
        let found = try cost(analysis, #"\.colorScheme"#)
        #expect(found.views == ["Panel environment ×2"])
        #expect(found.atOnce == 2)
    }

    /// An argument built by a closure called in place carries what the closure returns.
    @Test func aClosureCalledInPlaceCarriesWhatItReturns() throws {
        let analysis = analyze(
            """
            import SwiftUI
            @Observable final class Model {
                var manga = Manga()
                var chapters: [Int] = []
                func load() { manga = Manga() }
            }
            struct Manga { var chapters: [Int] = [] }
            struct Screen: View {
                @State private var model = Model()
                var body: some View {
                    VStack {
                        Reader(manga: { var m = model.manga; m.chapters = model.chapters; return m }())
                        Button("Load") { model.load() }
                    }
                }
            }
            struct Reader: View {
                let manga: Manga
                var body: some View { Text("\\(manga.chapters.count)") }
            }
            """)
        let edge = try #require(analysis.graph.edges.first { analysis.graph.views[$0.to].name == "Reader" })
        #expect(edge.arguments.first?.keys.contains("Model.manga") == true)
        #expect(try cost(analysis, "Model.manga").views == ["Screen observed ×1", "Reader observed ×1"])
    }

    /// Content a sheet presents counts, and says it runs when presented.
    @Test func presentedContentCountsAndSaysSo() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct ContentView: View {
                @State private var showing = false
                @State private var name = ""
                var body: some View {
                    Button("Edit \\(name)") { showing = true }
                        .sheet(isPresented: $showing) { Editor(name: $name) }
                }
            }
            struct Editor: View {
                @Binding var name: String
                var body: some View { TextField("Name", text: $name) }
            }
            """)
        let outcome = try analysis.explain(key: "ContentView.name")
        #expect(outcome.recomputed.map { "\(outcome.name($0.view)) \($0.isPresented)" } == ["ContentView false", "Editor true"])
        #expect(outcome.instancesAtOnce.value == 2)
        var text = ""
        outcome.writeReasons(to: &text)
        #expect(text.contains("  Editor parent: input 'name' changed (when presented)\n"))
    }

    /// An environment value the app declares keeps its default wherever no view sets it:
    /// a change reaches the readers below a view that sets it to what changes, not those
    /// below a constant or none.
    @Test func anEnvironmentValueTheAppDeclaresChangesBelowWhereItIsSet() throws {
        let analysis = analyze(
            """
            import SwiftUI
            extension EnvironmentValues {
                @Entry var accent: Int = 0
            }
            struct ContentView: View {
                @State private var accent = 1
                var body: some View {
                    VStack {
                        Swatch().environment(\\.accent, accent)
                        Swatch().environment(\\.accent, 2)
                        Swatch()
                        Stepper("Accent", value: $accent)
                    }
                }
            }
            struct Swatch: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text("\\(accent)") }
            }
            """)
        #expect(analysis.graph.declaredEnvironment == [#"\.accent"#])
        #expect(try cost(analysis, #"\.accent"#).views == ["Swatch environment ×1"])
        #expect(try cost(analysis, "ContentView.accent").views == ["ContentView local ×1", "Swatch parent ×1"])
        var text = ""
        try analysis.explain(key: #"\.accent"#).writeReasons(to: &text)
        #expect(text.contains("the app declares \\.accent: its default never changes; counted below where views set it"))
    }

    /// A model property set once at start costs most but never changes: it ranks last,
    /// with no writers; the one a button changes through a method ranks first.
    @Test func keysNothingWritesRankLast() throws {
        let analysis = analyze(
            """
            import SwiftUI
            @Observable final class Library {
                var title = "Books"
                var count = 0
                func add() { count += 1 }
            }
            struct Shelf: View {
                @State private var library = Library()
                var body: some View {
                    Header(library: library)
                    Header(library: library)
                    Text("\\(library.count)")
                    Button("Add") { library.add() }
                }
            }
            struct Header: View {
                let library: Library
                var body: some View { Text(library.title) }
            }
            """)
        let costs = analysis.keyCosts()
        let title = try #require(costs.first { $0.key == "Library.title" })
        let count = try #require(costs.first { $0.key == "Library.count" })
        #expect(title.instances.value == 2 && title.writers == 0)
        #expect(count.instances.value == 1 && count.writers == 1)
        #expect(costs.firstIndex { $0.key == "Library.count" }! < costs.firstIndex { $0.key == "Library.title" }!)
        #expect(costs.last?.writers == 0)
        let writers = analysis.writes(of: "Library.count").writers
        #expect(writers.map(\.via) == [["Library.add"]])
        #expect(writers.map(\.trigger) == [.action])
    }

    /// A binding an object's method makes (`Binding(get:set:)`) and a view hands a control
    /// is written by that control: its writer's trigger is `binding`, through the method and
    /// the computed property whose setter changes the key. Each writer says which members
    /// of the key's value it touches: the member a path assigns, what a `mutating` method
    /// of the app's own type names; `nil` for the whole value.
    @Test func writersSayTheirTriggerAndTheMembersTheyTouch() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct Options {
                var hosts: Set<String> = []
                var sessions: Set<Int> = []
                var limit = 10
                mutating func clearSessions() { sessions = [] }
            }
            final class Filters: ObservableObject {
                @Published var options = Options()
                var criteria: Set<String> {
                    get { options.hosts }
                    set { options.hosts = newValue }
                }
                func bindingForHosts() -> Binding<Set<String>> {
                    Binding(get: { self.criteria }, set: { self.criteria = $0 })
                }
                func reset() { options.clearSessions() }
                func replace() { options = Options() }
            }
            struct HostPicker: View {
                @ObservedObject var filters: Filters
                var body: some View {
                    HostList(selection: filters.bindingForHosts())
                    Button("Reset") { filters.reset() }
                    Button("Replace") { filters.replace() }
                }
            }
            struct HostList: View {
                @Binding var selection: Set<String>
                var body: some View { Text("\\(selection.count)") }
            }
            """)
        let writers = analysis.writes(of: "Filters.options").writers
        let described = writers.map { "\($0.view ?? $0.type) \($0.trigger.rawValue) \($0.parts.map { $0.sorted() } ?? ["whole"])" }
        #expect(
            described == [
                "HostPicker binding [\"hosts\"]", "HostPicker action [\"sessions\"]", "HostPicker action [\"whole\"]",
            ], "\(described)")
    }

    /// A view's change of a member of an object's property's value (`store.item.title = …`)
    /// touches that member of the property.
    @Test func aChangeThroughAnObjectSaysTheMemberOfTheValueItTouches() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct Item { var id: String; var title: String }
            final class Store: ObservableObject { @Published var item = Item(id: "a", title: "A") }
            struct Home: View {
                @StateObject private var store = Store()
                var body: some View {
                    Button("Rename") { store.item.title = "B" }
                    Button("Replace") { store.item = Item(id: "b", title: "B") }
                }
            }
            """)
        let writers = analysis.writes(of: "Store.item").writers
        #expect(writers.map(\.parts) == [["title"], nil])
    }

    /// One place that starts several changes of a key is told by the most direct: a
    /// selection handler that sets the filter itself, then reloads through two methods that
    /// change other members, is a writer through the handler alone.
    @Test func aPlaceStartingSeveralChangesIsToldByTheMostDirectPath() throws {
        let analysis = analyze(
            """
            import SwiftUI
            struct Query {
                var project: String?
                var page = 1
                var from = 0
            }
            final class Board: ObservableObject {
                @Published var query = Query()
                func loadRange() { query.from = 0 }
                func reload() {
                    query.page = 1
                    loadRange()
                }
                func select(_ project: String?) {
                    reload()
                    query.project = project
                }
            }
            struct Sidebar: View {
                @ObservedObject var board: Board
                var body: some View { Button("Home") { board.select(nil) } }
            }
            """)
        let writers = analysis.writes(of: "Board.query").writers
        #expect(writers.count == 1)
        #expect(writers.first?.via == ["Board.select"], "\(writers.map(\.via))")
        #expect(writers.first?.parts == ["project", "page", "from"])
    }

    /// Levels each creating the next once in one branch and twice in the other: the deepest
    /// view has 3^20 instances over all branches, at most 2^20 at once, found without
    /// expanding them.
    @Test func alternativesStayExactOnAnExponentialApp() throws {
        let levels = (0..<20).map { level in
            """
            struct L\(level): View {
                @State private var wide = false
                var body: some View {
                    if wide { L\(level + 1)() } else { L\(level + 1)(); L\(level + 1)() }
                }
            }
            """
        }
        let leaf = """
            struct L20: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "d" : "l") }
            }
            """
        let analysis = analyze(levels.joined(separator: "\n") + "\n" + leaf)
        let leafView = analysis.graph.view(named: "L20")!
        var paths = 1
        for _ in 0..<20 { paths *= 3 }
        #expect(analysis.index.instances[leafView].value == paths)
        let outcome = try analysis.explain(key: #"\.colorScheme"#)
        #expect(outcome.totalInstances.value == 1 << 20)
        #expect(outcome.instancesAtOnce.value == 1 << 20)
        // A state of one level runs the levels below it in the costlier branch.
        #expect(try analysis.explain(key: "L19.wide").instancesAtOnce.value == 1)
    }
}
