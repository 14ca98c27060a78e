import Invalidation
@testable import InvalidationAnalyzer
import InvalidationReader
import SwiftParser
import SwiftSyntax
import Testing

/// `view:line trigger via …` of each writer of `key`, in file order.
private func writers(of key: String, in analysis: Analysis) -> [String] {
    analysis.writes(of: key).writers.map { writer in
        let via = writer.via.isEmpty ? "" : " via " + writer.via.joined(separator: ", ")
        return "\(writer.view ?? writer.type):\(writer.location.line) \(writer.trigger.rawValue)\(via)"
    }
}

/// The model of what the app's code does: each use with its effect and timing, and who
/// changes each key, on what trigger.
@Suite struct UseModelTests {
    @Test func stateAndObjectKeysNothingWritesAreNeverWritten() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store {
                var count = 0
                var title = "Shop"
                var items: [String] = []
                func add(_ item: String) { items.append(item) }
            }

            final class Settings: ObservableObject {
                @Published var theme = "light"
                @Published var size = 12
                init() { size = 14 }
            }

            @main
            struct ShopApp: App {
                @State private var store = Store()
                @State private var theme = Store()
                @State private var spare = Store()
                @StateObject private var settings = Settings()
                var body: some Scene {
                    WindowGroup {
                        Screen()
                            .environment(store)
                            .environmentObject(settings)
                            .onAppear { theme.count += 1 }
                            .onOpenURL { _ in spare = Store() }
                    }
                }
            }

            struct Screen: View {
                @Environment(Store.self) private var store: Store
                @EnvironmentObject private var settings: Settings
                @State private var taps = 0
                @State private var limit = 10
                @State private var name = ""
                var body: some View {
                    VStack {
                        Text(store.title + settings.theme + "\\(settings.size)")
                        Button("\\(taps) of \\(limit)") { taps += 1; store.add(name) }
                        TextField("Name", text: $name)
                    }
                }
            }
            """)
        // `theme` only has a property set: the object stays. `spare` is replaced; `taps` is
        // incremented; `name` is handed out as a binding. `Store.count` is set through
        // `theme`, `Store.items` through `add`; `Settings.size` is set only in `init`.
        #expect(
            analysis.neverWrittenKeys
                == ["ShopApp.store", "ShopApp.theme", "Screen.limit", "Store.title", "Settings.theme", "Settings.size"])
        #expect(writers(of: "Store.items", in: analysis) == ["Screen:42 action via Store.add"])
        #expect(writers(of: "Store.count", in: analysis) == ["ShopApp:27 onAppear"])
        #expect(writers(of: "Settings.size", in: analysis) == ["Settings:13 init"])
        #expect(analysis.writes(of: "\\.colorScheme").isWritten == nil)
    }

    @Test func anOptionalClosureCalledThroughSelfIsARead() {
        let analysis = analyze(
            """
            import SwiftUI

            final class Loader: ObservableObject {
                @Published var done = false
                private var onDone: (() -> Void)?
                func finish() {
                    done = true
                    self.onDone?()
                }
            }

            struct Screen: View {
                @StateObject private var loader = Loader()
                var body: some View { Button("Done") { loader.finish() } }
            }
            """)
        #expect(writers(of: "Loader.done", in: analysis) == ["Screen:14 action via Loader.finish"])
        #expect(analysis.writes(of: "Loader.onDone").isWritten == nil)
    }

    /// A change reaches an object through one view's property: the writer names it, and
    /// where that object comes from. The view's own method between keeps the view's property.
    @Test func aWriterNamesTheViewsPropertyThroughWhichItReachesTheObject() {
        let analysis = analyze(
            """
            import SwiftUI

            final class Loader: ObservableObject {
                @Published var item = ""
                static let shared = Loader()
                func reload() { item = "new" }
            }

            struct Shelf: View {
                @StateObject private var loader = Loader()
                var body: some View { Button("Reload") { refresh() } }
                private func refresh() { loader.reload() }
            }

            struct Editor: View {
                @ObservedObject var loader: Loader
                var body: some View { Button("Clear") { loader.item = "" } }
            }

            struct Banner: View {
                let loader = Loader.shared
                var body: some View { Button("Reload") { loader.reload() } }
            }
            """)
        let writers = analysis.writes(of: "Loader.item").writers.map { writer in
            "\(writer.view ?? "-") \(writer.object.map { "\($0.view).\($0.property)" } ?? "-") \(writer.objectOrigin?.description ?? "-")"
        }
        #expect(
            writers == [
                "Shelf Shelf.loader own instance", "Editor Editor.loader handed down",
                "Banner Banner.loader shared Loader.shared",
            ], "\(writers)")
    }

    /// A binding handed over changes what the views given it change through it, followed
    /// down the views that hand it on (storing it in `init` changes nothing); one that
    /// replaces the value changes all of it.
    @Test func aHandedBindingChangesWhatItsReceiversChange() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Fade {
                var curve = "ease"
                var length = 0.3
            }
            struct FadeEditor: View {
                @State private var fade = Fade()
                var body: some View {
                    VStack {
                        Text(fade.curve)
                        LengthRow(fade: $fade)
                        ResetButton(fade: $fade)
                    }
                }
            }
            struct LengthRow: View {
                @Binding private var fade: Fade
                init(fade: Binding<Fade>) { _fade = fade }
                var body: some View { Knob(fade: $fade) }
            }
            struct Knob: View {
                @Binding var fade: Fade
                var body: some View { Slider(value: $fade.length) }
            }
            struct ResetButton: View {
                @Binding var fade: Fade
                var body: some View { Button("Reset") { fade = Fade() } }
            }
            """)
        let parts = analysis.writes(of: "FadeEditor.fade").writers.map { writer in
            "\(writer.location.line) \(writer.trigger.rawValue) \(writer.parts.map { $0.sorted().joined(separator: ",") } ?? "whole")"
        }
        #expect(parts == ["12 binding length", "13 binding whole"], "\(parts)")
    }

    @Test func eachTriggerIsTheClosureOrControlWhereTheChangeStarts() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Panel: View {
                @State private var a = 0
                @State private var on = false
                @State private var text = ""
                @State private var seen = 0
                @State private var loaded: [Int] = []
                @State private var received = 0
                let value: Int

                init(value: Int) {
                    self.value = value
                    _a = State(initialValue: value)
                }

                var body: some View {
                    VStack {
                        Toggle("On", isOn: $on)
                        Row(text: $text)
                        Button("Reset") { reset() }
                    }
                    .onAppear { seen += 1 }
                    .task { loaded = await load() }
                    .onChange(of: value) { a = value }
                    .onReceive(timer) { _ in received += 1 }
                }

                private func reset() { bump() }
                private func bump() { a = 0 }
                private func load() async -> [Int] { [] }
                private var timer: some Publisher { Just(0) }
            }

            struct Row: View {
                @Binding var text: String
                var body: some View { TextField("", text: $text) }
            }
            """)
        #expect(writers(of: "Panel.a", in: analysis) == ["Panel:14 init", "Panel:21 action via Panel.reset, Panel.bump", "Panel:25 onChange"])
        #expect(writers(of: "Panel.on", in: analysis) == ["Panel:19 binding"])
        #expect(writers(of: "Panel.text", in: analysis) == ["Panel:20 binding"])
        #expect(writers(of: "Panel.seen", in: analysis) == ["Panel:23 onAppear"])
        #expect(writers(of: "Panel.loaded", in: analysis) == ["Panel:24 task"])
        #expect(writers(of: "Panel.received", in: analysis) == ["Panel:26 onReceive"])
    }

    @Test func readingMethodsReadAndMutatingOnesWrite() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Counter {
                var value = 0
                mutating func increment() { value += 1 }
                func doubled() -> Int { value * 2 }
            }

            struct Board: View {
                @State private var items: [Int] = []
                @State private var counter = Counter()
                @State private var marks: Set<Int> = []
                var body: some View {
                    VStack {
                        Text("\\(items.filter { $0 > 1 }.count) \\(counter.doubled())")
                        Button("Add") { marks.insert(1) }
                        Button("Count") { counter.increment() }
                    }
                }
            }
            """)
        // `items` is only read by `filter`: nothing changes it after its first value.
        #expect(analysis.neverWrittenKeys.contains("Board.items"))
        #expect(writers(of: "Board.marks", in: analysis) == ["Board:16 action"])
        #expect(writers(of: "Board.counter", in: analysis) == ["Board:17 action"])
        let type = try #require(analysis.model.module.typesNamed["Board"]?.first)
        let effects = analysis.model.uses.uses[type].map { "\($0.property) \($0.effect)" }
        #expect(effects == ["items read", "counter read", "marks mutatingCall", "counter mutatingCall"])
    }

    /// A closure's parameter of a property's name is the parameter inside the closure.
    @Test func aClosureParameterShadowsThePropertyOfItsName() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Upload: View {
                @State private var source = 0
                @State private var list: [String] = []
                var body: some View {
                    List {
                        ForEach(list, id: \\.self) { Text($0) }
                            .onMove { (source, destination) in list.move(fromOffsets: source, toOffset: destination) }
                    }
                    Text("\\(source)").onTapGesture { source += 1 }
                }
            }
            """)
        let type = try #require(analysis.model.module.typesNamed["Upload"]?.first)
        let uses = analysis.model.uses.uses[type].filter { $0.property == "source" }.map { analysis.model.location($0.place).line }
        #expect(uses == [11, 11])
    }

    /// The case a change the analysis reads only as text assigns.
    @Test func aCaseAssignedInTextIsReadFromIt() {
        func assigned(_ text: String) -> String? { WriteShapedText.caseAssigned(at: 0, in: text) }
        #expect(assigned("route = .dodo") == "dodo")
        #expect(assigned("route = UIState.Route.item(item: item)") == "item")
        #expect(assigned("route=Route.news") == "news")
        #expect(assigned("route = nil") == "")
        #expect(assigned("route == .dodo") == nil)
        #expect(assigned("route = makeRoute()") == nil)
        #expect(assigned("route += 1") == nil)
    }

    /// A method neither the table nor the app describes may change its value where its
    /// result is dropped; where the code uses the result, it answers a question.
    @Test func anUnknownMethodWhoseResultIsUsedReads() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Pin { var url: URL? }

            struct PinView: View {
                @State private var pin = Pin(url: nil)
                @State private var log = Log()
                @State private var isOn = false
                var body: some View {
                    Text(pin.url?.path(percentEncoded: false) ?? "")
                        .onAppear { log.flush() }
                        .onDisappear { _ = log.drain() }
                    Toggle("On", isOn: $isOn.animation())
                }
            }
            """)
        #expect(analysis.neverWrittenKeys.contains("PinView.pin"))
        // A binding's method makes a binding: what the toggle edits through it is a change.
        #expect(!analysis.neverWrittenKeys.contains("PinView.isOn"))
        let type = try #require(analysis.model.module.typesNamed["PinView"]?.first)
        let effects = analysis.model.uses.uses[type].map { "\($0.property) \($0.effect)" }
        #expect(effects == ["pin read", "log call", "log call", "isOn call"])
    }

    /// The use model times a closure by the same rule as the body's reading: with the action
    /// given by name, the trailing closure of `Button(action:)` is its label, run during the body.
    @Test func aTrailingClosureAfterALabeledActionIsTheLabel() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Toolbar: View {
                @State private var name = ""
                @State private var title = ""
                let onTap: () -> Void

                var body: some View {
                    VStack {
                        Button(action: onTap) { Text(name) }
                        Button(action: makeAction()) { Text(title) }
                    }
                }

                func makeAction() -> () -> Void { {} }
            }
            """)
        let type = try #require(analysis.model.module.typesNamed["Toolbar"]?.first)
        let timings = analysis.model.uses.uses[type].filter { ["name", "title"].contains($0.property) }.map(\.timing)
        #expect(timings == [.body, .body])
    }

    @Test func aChangeThroughAnObjectChangesTheObjectsKeyNotTheProperty() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Room { var count = 0 }

            struct RoomView: View {
                @State private var room = Room()
                var body: some View {
                    Stepper("\\(room.count)", value: $room.count)
                }
            }
            """)
        #expect(analysis.neverWrittenKeys.contains("RoomView.room"))
        #expect(writers(of: "Room.count", in: analysis) == ["RoomView:8 binding"])
    }

    @Test func codeTheModelCannotTypeStillCountsAsAWrite() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Feed { var posts: [String] = [] }

            enum Loader {
                static func fill(_ target: AnyObject) {
                    (target as? Feed)?.posts = ["a"]
                }
            }

            struct FeedView: View {
                @State private var feed = Feed()
                var body: some View { Text("\\(feed.posts.count)") }
            }
            """)
        let writes = analysis.writes(of: "Feed.posts")
        #expect(writes.writers.isEmpty)
        #expect(writes.untraced.map(\.line) == [7])
        #expect(writes.isWritten == true)
    }

    /// A local declared from something else shadows the property of its name for the
    /// statements after it; one bound from that property (`guard let store = store`)
    /// stands for it.
    @Test func aLocalOfAPropertysNameShadowsItFromItsDeclarationOn() {
        let analysis = analyze(
            """
            import SwiftUI

            final class Old { var flags = 0 }
            struct Manga { var title = ""; func toOld() -> Old { Old() } }
            @Observable final class Library {
                var manga = Manga()
                var count = 0
                func save() {
                    let manga = manga.toOld()
                    manga.flags = 1
                }
                func rename() {
                    manga.title = "x"
                }
                func bump() {
                    guard let count = Optional(count) else { return }
                    self.count = count + 1
                }
            }
            struct Shelf: View {
                @State private var library = Library()
                var body: some View {
                    Text(library.manga.title + "\\(library.count)")
                    Button("Save") { library.save() }
                    Button("Rename") { library.rename() }
                    Button("Bump") { library.bump() }
                }
            }
            """)
        #expect(analysis.writes(of: "Library.manga").writers.map(\.via) == [["Library.rename"]])
        #expect(analysis.writes(of: "Library.manga").untraced.isEmpty)
        #expect(analysis.writes(of: "Library.count").writers.map(\.via) == [["Library.bump"]])
    }

    /// Text that changes a member of that name counts only in the app's files, and where
    /// the code bound the value from a property of another type, only for that type.
    @Test func untypedTextCountsInTheAppForTheTypeItWasBoundFrom() {
        let app = """
            import SwiftUI

            @Observable final class Stack { var items: [Int] = [] }
            @Observable final class Footer { var items: [String] = ["a"] }
            @Observable final class History {
                var stack: Stack?
                func pop() {
                    guard let top = stack else { return }
                    top.items.removeFirst()
                }
            }
            struct HistoryView: View {
                @State private var history = History()
                @State private var footer = Footer()
                var body: some View {
                    Text("\\(footer.items.count) \\(history.stack?.items.count ?? 0)")
                }
            }
            """
        let test = """
            import XCTest
            final class FooterTests: XCTestCase {
                func testItems() { let footer = Footer(); footer.items = [] }
            }
            """
        let analysis = SourceAnalyzer(options: .init(threads: 2)).analyze(sources: [
            SourceText(path: "App.swift", text: app), SourceText(path: "FooterTests.swift", text: test),
        ])
        #expect(analysis.writes(of: "Footer.items").isWritten == false)
        #expect(analysis.writes(of: "Stack.items").untraced.map(\.line) == [9])
    }

    /// A method the app adds to a type it does not declare says whether it mutates: a
    /// call of one that does not is a read.
    @Test func anExtensionMethodOfAnOuterTypeSaysWhetherItMutates() {
        let analysis = analyze(
            """
            import SwiftUI

            extension String {
                func shortened(to length: Int) -> String { String(prefix(length)) }
                mutating func trim() { self = trimmingCharacters(in: .whitespaces) }
            }
            @Observable final class Item {
                var title = ""
                var note = ""
                func preview() -> String { title.shortened(to: 5) }
                func clean() { note.trim() }
            }
            struct ItemView: View {
                @State private var item = Item()
                var body: some View {
                    Text(item.preview() + item.note + item.title)
                    Button("Clean") { item.clean() }
                }
            }
            """)
        #expect(analysis.writes(of: "Item.title").isWritten == false)
        #expect(analysis.writes(of: "Item.note").writers.map(\.via) == [["Item.clean"]])
    }

    /// `app.router.path = …` in code the model cannot type changes the router's path, not
    /// which router the app holds: a property holding an object of the app stays unwritten.
    @Test func aChangeThroughAReferenceLeavesTheReferenceUnwritten() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Router { var path: [Int] = [] }
            @Observable final class AppModel {
                static let shared = AppModel()
                var router = Router()
                var counts = Counts()
            }
            struct Counts { var taps = 0 }

            enum Deep {
                static func open(_ id: Int) {
                    AppModel.shared.router.path = [id]
                    AppModel.shared.counts.taps = 1
                }
            }

            struct RootView: View {
                @State private var model = AppModel.shared
                var body: some View { Text("\\(model.router.path.count) \\(model.counts.taps)") }
            }
            """)
        #expect(analysis.writes(of: "AppModel.router").isWritten == false)
        // A member of a struct is part of the value: the property changes.
        #expect(analysis.writes(of: "AppModel.counts").untraced.map(\.line) == [14])
        #expect(analysis.writes(of: "Router.path").untraced.map(\.line) == [13])
    }

    @Test func aWrapperSpelledLikeAPropertyIsThatProperty() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Cache: View {
                @State private var count = 0
                private var _shadow = 0
                private var shadow = 1
                var body: some View {
                    Text("\\(_count.wrappedValue) \\(_shadow) \\(shadow)")
                }
            }
            """)
        let type = try #require(analysis.model.module.typesNamed["Cache"]?.first)
        let uses = analysis.model.uses.uses[type].map { "\($0.property) \($0.access)" }
        // `_count` is the wrapper of `count`; `_shadow` is a property of its own.
        #expect(uses == ["count storage", "_shadow value", "shadow value"])
    }

    @Test func theTimingOfAClosureIsTheTablesOrUnknown() throws {
        let source = Parser.parse(
            source: """
                VStack { a }.sheet(isPresented: $b) { c }.onChange(of: d) { e }
                Custom { f }
                Button(action: { g }, label: { h })
                """)
        var timings: [String] = []
        final class Closures: SyntaxVisitor {
            var found: [ClosureExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let closures = Closures(viewMode: .sourceAccurate)
        closures.walk(source)
        for closure in closures.found {
            let (timing, call) = SwiftUIKnowledge.timing(of: closure)
            timings.append("\(closure.statements.trimmedDescription) \(call ?? "-") \(timing.map { "\($0)" } ?? "unknown")")
        }
        #expect(
            timings == [
                "a VStack during", "c sheet deferred", "e onChange later", "f Custom unknown", "g Button later",
                "h Button during",
            ])
    }
}

/// Where each object a view holds comes from: its own, its creator's, the environment's or
/// the app's one shared instance.
@Suite struct ObjectOriginTests {
    @Test func eachPropertyKnowsWhereItsObjectComesFrom() {
        let analysis = analyze(
            """
            import SwiftUI

            final class RowModel: ObservableObject { @Published var progress = 0.0 }
            @Observable final class Store { static let shared = Store(); var items: [Int] = [] }
            let appStore = Store()

            struct Row: View {
                @StateObject private var model = RowModel()
                var body: some View { Text("\\(model.progress)") }
            }

            struct Detail: View {
                @ObservedObject var model: RowModel
                @Environment(Store.self) private var store
                private let shared = Store.shared
                private let global = appStore
                @State private var made: Store
                init(model: RowModel) {
                    self.model = model
                    _made = State(initialValue: Store())
                }
                var body: some View { Text("\\(model.progress) \\(store.items.count) \\(shared.items.count) \\(global.items.count) \\(made.items.count)") }
            }

            struct Screen: View {
                @StateObject private var rowModel = RowModel()
                var body: some View {
                    VStack {
                        Row()
                        Row()
                        Detail(model: rowModel)
                    }
                }
            }
            """)
        let holders = analysis.objectHolders.map { "\($0.view).\($0.property) \($0.type ?? "?") \($0.origin.map(\.description) ?? "?")" }
        #expect(
            holders == [
                "Row.model RowModel own instance",
                "Detail.model RowModel handed down",
                "Detail.store Store environment",
                "Detail.shared Store shared Store.shared",
                "Detail.global Store shared appStore",
                "Detail.made Store own instance",
                "Screen.rowModel RowModel own instance",
            ])
    }
}

/// A key read only in a closure given to a call the analysis cannot describe is read by no
/// view in the graph; the answer says where such a closure may read it.
@Suite struct UnfollowedReadTests {
    @Test func theAnswerNamesTheClosureThatMayReadTheKey() throws {
        let analysis = analyze(
            """
            import SwiftUI
            import RemoteImage

            struct Photo: View {
                @State private var zoom = 1.0
                var body: some View {
                    RemoteImage(url: nil) { image in
                        image.scaleEffect(zoom)
                    }
                }
            }
            """)
        #expect(analysis.unfollowedReads(of: "Photo.zoom").map(\.description) == ["File0.swift:8:31"])
        var text = ""
        Analysis.writeUnfollowedReads(
            analysis.unfollowedReads(of: "Photo.zoom"), of: try analysis.explain(key: "Photo.zoom"), to: &text)
        #expect(text == "read by no view; a closure the analysis could not follow may read it at File0.swift:8:31\n")
    }

    /// A sheet's content is built when shown, not by the presenting body: its reads, of
    /// the view's own storage and of the object it holds, are said to be there.
    @Test func readsOfPresentedContentAreNamedWhereNoBodyReadsTheKey() throws {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store { var name = "" }

            struct Root: View {
                @State private var store = Store()
                @State private var shown = false
                var body: some View {
                    Button("Go") { shown = true }
                        .sheet(isPresented: $shown) { Text(store.name) }
                }
            }
            """)
        #expect(analysis.presentedReads(of: "Store.name").map(\.description) == ["File0.swift:10:54"])
        #expect(analysis.presentedReads(of: "Root.store").map(\.description) == ["File0.swift:10:48"])
        #expect(analysis.presentedReads(of: "Root.shown").isEmpty)
        let line = Analysis.presentedReadsLine(
            analysis.presentedReads(of: "Store.name"), of: try analysis.explain(key: "Store.name"))
        #expect(line == "read by no view's body; content a view presents reads it at File0.swift:10:54")
        #expect(analysis.textReport().contains("  Store.name  property of Store\n    read by no view's body;"))
        // A key a body reads is answered by its readers.
        let elsewhere = [SourceLocation(file: "File0.swift", line: 1, column: 1)]
        #expect(Analysis.presentedReadsLine(elsewhere, of: try analysis.explain(key: "Root.shown")) == nil)
    }
}

/// Who changes a key, where the path to it crosses objects, closures that run later, setters
/// and the app's own views that take actions.
@Suite struct WriterTracingTests {
    static let source = """
        import SwiftUI
        import Combine

        enum Mode { case a, b
            func describe() -> String { "x" }
        }

        @Observable final class Router { var flag = false }

        @Observable final class Model {
            var onValue: (() -> Int)?
            var items: [String] = []
            var mode: Mode = .a
            var title = ""
            let router = Router()
            var stored = 0
            var computed: Int {
                get { stored }
                set { stored = newValue }
            }
            func load() { Task { items = ["a"] } }
            func reset() { title = "" }
            func titleBinding() -> Binding<String> { Binding { self.title } set: { self.title = $0 } }
        }

        final class Feed: ObservableObject {
            @Published var term = ""
            @Published var count = 0
            let router = Router()
            private var bag: [AnyCancellable] = []
            init() { bind() }
            private func bind() {
                $term.sink { [weak self] _ in self?.count += 1 }.store(in: &bag)
            }
        }

        struct Pill<Content: View>: View {
            let reset: () -> Void
            @ViewBuilder let content: () -> Content
            var body: some View {
                Button("Reset") { reset() }
                content()
            }
        }

        struct Screen: View {
            @State private var model = Model()
            @State private var count = 0
            @StateObject private var feed = Feed()
            var body: some View {
                VStack {
                    Text(model.mode.describe() + "\\(model.onValue?() ?? 0) \\(model.stored) \\(feed.count)")
                    Button("Load") { model.load() }
                    Button("Reset", action: model.reset)
                    Button("Flag") { model.router.flag = true }
                    Button("Set") { model.computed = 3 }
                    Pill(reset: clear) { Text("\\(count)") }
                    TextField("Term", text: $feed.term)
                }
                .sheet(isPresented: .constant(false)) { TextField("Title", text: model.titleBinding()) }
            }
            private func clear() { count = 0 }
        }
        """

    @Test func changesAreTracedToTheActionsThatStartThem() {
        let analysis = analyze(Self.source)
        // A change in a `Task` the object's method starts is the method's callers'.
        #expect(writers(of: "Model.items", in: analysis) == ["Screen:53 action via Model.load"])
        // A method handed over as an action is called by it; a binding a method returns is
        // set by the control it is handed to.
        #expect(writers(of: "Model.title", in: analysis) == ["Screen:54 action via Model.reset", "Screen:60 binding via Model.titleBinding"])
        // Through two objects, the change lands on the second's property.
        #expect(writers(of: "Router.flag", in: analysis) == ["Screen:55 action"])
        // A computed property's setter is a method its assignments call.
        #expect(writers(of: "Model.stored", in: analysis) == ["Screen:56 action via Model.computed (set)"])
        // The app's own view: its `Void` closure is an action, its content is not.
        #expect(writers(of: "Screen.count", in: analysis) == ["Screen:57 action via Screen.clear"])
        // A `sink` an initializer sets up changes the key later, not as its first value.
        #expect(writers(of: "Feed.count", in: analysis) == ["Feed:31 other via Feed.bind"])
        #expect(writers(of: "Feed.term", in: analysis) == ["Screen:58 binding"])
        // Calling a stored closure, a method that does not mutate, subscribing to `$term`:
        // reads, not changes.
        #expect(analysis.neverWrittenKeys.isSuperset(of: ["Model.onValue", "Model.mode"]))
        #expect(analysis.writes(of: "Model.onValue").writers.isEmpty)
    }
}
