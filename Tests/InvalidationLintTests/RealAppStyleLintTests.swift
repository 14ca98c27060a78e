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

    @Test func aStaticComputedPropertyMakesANewObjectNotASharedOne() {
        let source = """
            import SwiftUI

            final class Controller: ObservableObject {
                @Published var count = 0
                static let shared = Controller()
                static var sample: Controller { Controller() }
            }

            struct Sampled: View {
                @StateObject private var controller = Controller.sample
                var body: some View { Child().environmentObject(controller) }
            }

            struct Shared: View {
                @StateObject private var controller = Controller.shared
                var body: some View { Child().environmentObject(controller) }
            }

            struct Child: View {
                @EnvironmentObject private var controller: Controller
                var body: some View { Text("\\(controller.count)") }
            }
            """
        let report = LintTesting.lint([("Controllers.swift", source)], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.hasPrefix("Sampled") && !$0.contains("shared") })
        #expect(messages.contains { $0.hasPrefix("Shared") && $0.contains("It is the shared Controller.shared") })
    }

    @Test func anObjectTheViewIsGivenIsNotSaidToBeBuiltAgain() {
        let source = """
            import SwiftUI

            final class Reminders: ObservableObject {
                @Published var items: [String] = []
                static let shared = Reminders()
                func add(_ text: String) { items.append(text) }
            }

            final class Calls: ObservableObject {
                @Published var active = false
                func accept() { active = true }
            }

            struct CreateSheet: View {
                @StateObject private var store: Reminders = .shared
                var body: some View { Button("Add") { store.add("x") } }
            }

            struct IncomingCall: View {
                @StateObject var store: Calls
                let caller: String
                init(store: Calls, caller: String) {
                    _store = StateObject(wrappedValue: store)
                    self.caller = caller
                }
                var body: some View { Button(caller) { store.accept() } }
            }

            struct Lookup: View {
                @StateObject private var store: Calls
                init() {
                    let registry = Registry.current
                    _store = StateObject(wrappedValue: registry.calls)
                }
                var body: some View { Button("Accept") { store.accept() } }
            }

            struct Root: View {
                @State private var calls = Calls()
                var body: some View {
                    VStack {
                        CreateSheet()
                        IncomingCall(store: calls, caller: "Ann")
                        Lookup()
                    }
                }
            }
            """
        let report = LintTesting.lint([("Sheets.swift", source)], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 3)
        // `= .shared` is the type's shared object.
        #expect(messages.contains { $0.hasPrefix("CreateSheet") && $0.contains("It is the shared Reminders.shared") })
        // Handed in through the initializer by a creator that keeps it.
        #expect(
            messages.contains {
                $0.hasPrefix("IncomingCall") && $0.contains("Its creators hand it an object they keep")
                    && $0.contains("a plain property its initializer sets")
            })
        // Where it comes from is not known: no object is said to be built again.
        #expect(messages.contains { $0.hasPrefix("Lookup") && $0.contains("hold it with @State") })
        #expect(!messages.contains { $0.contains("a new one is still built") })
    }

    @Test func aDiscardedObjectThatTheViewUpdatesIsToBeBuiltOnceNotPerValue() {
        let source = """
            import SwiftUI

            @Observable final class Results {
                var query: String
                init(query: String) { self.query = query }
                func update(query: String) { self.query = query }
            }
            @Observable final class RoomVM {
                var roomName: String
                init(roomName: String) { self.roomName = roomName }
            }

            struct SearchResults: View {
                @State private var model: Results
                private var query: String
                init(query: String) {
                    self.query = query
                    self.model = Results(query: query)
                }
                var body: some View {
                    Text(model.query).onChange(of: query) { _, newValue in model.update(query: newValue) }
                }
            }

            struct Room: View {
                var name: String
                @State private var model: RoomVM
                init(name: String) {
                    self.name = name
                    self.model = RoomVM(roomName: name)
                }
                var body: some View {
                    Text(model.roomName).onChange(of: name) { model = RoomVM(roomName: name) }
                }
            }
            """
        let report = LintTesting.lint([("Search.swift", source)], rules: [.stateInitDiscardedObject])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(
            messages.contains {
                $0.hasPrefix("SearchResults") && $0.contains("create the Results once, in .task or .onAppear")
            })
        #expect(messages.contains { $0.hasPrefix("Room ") && $0.contains(".onChange(of: name, initial: true)") })
    }

    /// In an app, a view no view's body creates (previews and code outside the views aside)
    /// has no parent to re-create it.
    @Test func aViewOnlyPreviewsCreateThrowsNoObjectAway() {
        let source = """
            import SwiftUI

            @Observable final class LogModel {
                var id: String
                init(id: String) { self.id = id }
            }
            @main struct ConsoleApp: App {
                var body: some Scene { WindowGroup { Text("Console") } }
            }
            struct LogList: View {
                private let id: String
                @State private var model: LogModel
                init(id: String) {
                    self.id = id
                    self.model = LogModel(id: id)
                }
                var body: some View { Text(model.id).onChange(of: id) { model.id = id } }
            }
            #Preview { LogList(id: "a") }
            func archivedLogs() -> LogList { LogList(id: "archive") }
            """
        let report = LintTesting.lint([("Logs.swift", source)], rules: [.stateInitDiscardedObject])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }

    @Test func aClassWithAWrappedPropertyIsNotToldToBecomeObservable() {
        let source = """
            import SwiftUI

            final class Settings: ObservableObject {
                @AppStorage("commands") var commands = ""
                @Published var draft = ""
            }
            final class Library: ObservableObject {
                @Published var books: [String] = []
            }

            struct CommandsPanel: View {
                @StateObject private var settings = Settings()
                var body: some View { Editor(settings: settings) }
            }

            struct Editor: View {
                @ObservedObject var settings: Settings
                var body: some View { Text(settings.commands) }
            }

            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Books(library: library) }
            }

            struct Books: View {
                @ObservedObject var library: Library
                var body: some View { Text("\\(library.books.count)") }
            }
            """
        let report = LintTesting.lint([("Panels.swift", source)], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.hasPrefix("CommandsPanel") && $0.contains("hold it with @State") && !$0.contains("@Observable") })
        #expect(messages.contains { $0.hasPrefix("Shelf") && $0.contains("make the class @Observable") })
    }

    /// A card that uses its object only in actions, created by a screen that observes the
    /// same object and hands it a closure: holding the object plainly does not stop its body
    /// from running on each change, and the message says so; created with a value alone, it does.
    @Test func anUnreadObjectWhoseCreatorObservesItAndPassesAClosureIsToldSo() {
        let source = """
            import SwiftUI

            final class Service: ObservableObject {
                @Published var isReady = false
                func verify() { isReady = true }
            }

            struct Screen: View {
                @StateObject private var service = Service()
                var body: some View {
                    VStack {
                        Text(service.isReady ? "Ready" : "Waiting")
                        Card(service: service, onDone: { print("done") })
                        Badge(service: service, title: "Verify")
                    }
                }
            }

            struct Card: View {
                @ObservedObject var service: Service
                let onDone: () -> Void
                var body: some View { Button("Verify") { service.verify(); onDone() } }
            }

            struct Badge: View {
                @ObservedObject var service: Service
                let title: String
                var body: some View { Button(title) { service.verify() } }
            }
            """
        let report = LintTesting.lint([("Cards.swift", source)], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(
            messages.contains {
                $0.hasPrefix("Card ") && $0.contains("Its creator Screen observes the object too and hands Card a closure")
            })
        #expect(messages.contains { $0.hasPrefix("Badge ") && !$0.contains("observes the object too") })
    }

    /// A view no code creates, whose state has no value where it is declared: the advice
    /// cannot say where its first value comes from, and says that nothing creates it.
    @Test func aStateOfAViewNothingCreatesIsToldSo() {
        let source = """
            import SwiftUI

            final class Feed: ObservableObject {
                @Published var posts: [String] = []
                init(name: String) {}
            }

            @main struct FeedApp: App {
                var body: some Scene { WindowGroup { Text("Feeds") } }
            }

            struct FeedContainer: View {
                @StateObject var feed: Feed
                var body: some View { Text("\\(feed.posts.count)") }
            }
            """
        let report = LintTesting.lint([("Feeds.swift", source)], rules: [.nonPrivateState])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("no code creates FeedContainer yet.") == true)
    }

    @Test func aTrapOnAStateTheViewWatchesIsFixedByIdentity() {
        let source = """
            import SwiftUI

            struct Startup: View {
                @State private var image = "swift:5"
                var body: some View {
                    ImagePicker(image: image)
                    Button("Reset") { image = "swift:6" }
                }
            }

            struct ImagePicker: View {
                private let image: String
                @State private var current: String
                init(image: String) {
                    self.image = image
                    _current = State(initialValue: image)
                }
                var body: some View {
                    Text(current).onChange(of: current) { upload(current) }
                }
                func upload(_ image: String) {}
            }
            """
        let report = LintTesting.lint([("Startup.swift", source)], rules: [.stateInitTrap])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains(
                "Give ImagePicker .id(image) where it is created, so that a new value makes a new view with new state: "
                    + "setting 'current' in .onChange(of: image) would also run the view's own .onChange(of: current) each time."
            ) == true, "\(messages)")
    }

    @Test func aViewExtensionThatWrapsItsReceiverInAnInjectingViewPutsObjectsAroundIt() {
        let source = """
            import SwiftUI

            final class Player: ObservableObject { @Published var playing = false }

            struct Shell<Content: View>: View {
                var content: Content
                @StateObject private var player = Player()
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { NavigationStack { content }.environmentObject(player) }
            }

            extension View {
                func inShell() -> some View {
                    Shell { self }
                }
            }

            struct Home: View {
                @EnvironmentObject var player: Player
                var body: some View { Text(player.playing ? "Playing" : "Paused") }
            }

            struct Settings: View {
                @EnvironmentObject var player: Player
                var body: some View { Text(player.playing ? "On" : "Off") }
            }

            @main struct MusicApp: App {
                var body: some Scene {
                    WindowGroup { Home().inShell() }
                    Window("Settings", id: "settings") { Settings().padding() }
                }
            }
            """
        let report = LintTesting.lint([("Music.swift", source)], rules: [.missingEnvironmentObject])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("'player' in Settings") == true)
    }

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
                        var body: some View { Counter(start: start).onTapGesture { start += 1 } }
                    }
                    """
                ),
            ], rules: [.stateInitTrap])
        #expect(LintTesting.places(unfollowed) == ["Counter.swift:5:24 state_init_trap"])
        #expect(unfollowed.diagnostics.first?.notes.map { "\($0.location)" } == ["Host.swift:5:27"])
    }

    @Test func aViewThatOnlyPreviewsCreateIsAHarnessNotPartOfTheApp() {
        // The harness owns state only to drive the picker in a preview: nothing in it is
        // worth a finding, and its creation of the picker does not count as the app's.
        let report = LintTesting.lint(
            [
                (
                    "Picker.swift",
                    """
                    import SwiftUI

                    struct GradientPicker: View {
                        @Binding var gradient: [Double]
                        @State private var ordered: [Double]
                        init(gradient: Binding<[Double]>) {
                            _gradient = gradient
                            _ordered = State(initialValue: gradient.wrappedValue)
                        }
                        var body: some View { Text("\\(ordered.count)") }
                    }

                    #if DEBUG
                    private struct GradientPickerPreview: View {
                        @State var gradient: [Double] = [0, 1]
                        @State private var unusedHere = 0
                        var body: some View { Frame { GradientPicker(gradient: $gradient) } }
                    }

                    private struct Frame<Content: View>: View {
                        @ViewBuilder let content: Content
                        var body: some View { content.padding() }
                    }

                    #Preview {
                        GradientPickerPreview()
                    }
                    #endif
                    """
                )
            ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func aViewTheAppNamesOutsideItsBodiesIsNoHarness() {
        // The graph does not follow a hosting controller, yet the app creates the view there.
        let report = LintTesting.lint(
            [
                (
                    "Panel.swift",
                    """
                    import SwiftUI

                    struct Panel: View {
                        @State var title = "Panel"
                        var body: some View { Text(title) }
                    }

                    #Preview { Panel() }
                    """
                ),
                (
                    "Host.swift",
                    """
                    import SwiftUI

                    func makePanel() -> NSHostingController<Panel> { NSHostingController(rootView: Panel()) }
                    """
                ),
            ], rules: [.nonPrivateState])
        #expect(LintTesting.places(report) == ["Panel.swift:4:16 non_private_state"])
    }

    /// A declared initializer takes the memberwise one away: a `@StateObject` can then be set
    /// by nothing outside the view, and a `@State` only by assigning it. An initializer
    /// declared in an extension leaves the memberwise one, and the usual finding.
    @Test func stateOfAViewWithItsOwnInitializerIsJudgedByWhatOutsideCodeCanDo() {
        let report = LintTesting.lint(
            [
                (
                    "Preview.swift",
                    """
                    import SwiftUI

                    struct FilePreview: View {
                        @StateObject var document: Document
                        @State var zoom = 1.0
                        init(url: URL) { _document = StateObject(wrappedValue: Document(url: url)) }
                        var body: some View { Text(document.title).scaleEffect(zoom) }
                    }

                    struct Thumbnail: View {
                        @StateObject var loader = Loader()
                        var body: some View { Text(loader.name) }
                    }

                    extension Thumbnail {
                        init(name: String) { self.init() }
                    }

                    final class Document: ObservableObject {
                        @Published var title = ""
                        init(url: URL) {}
                    }

                    final class Loader: ObservableObject {
                        @Published var name = ""
                    }
                    """
                )
            ], rules: [.nonPrivateState])
        #expect(LintTesting.places(report) == ["Preview.swift:5:16 non_private_state", "Preview.swift:11:22 non_private_state"])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.first?.contains("code outside FilePreview can assign it") == true, "\(messages)")
        #expect(messages.last?.contains("a value given where Thumbnail is created would set only its first value") == true)
    }

    /// The advice fits where the state gets its value: a view's own initializer that sets it
    /// keeps doing so once it is private; a value only previews pass still has to stop, and
    /// one that differs from what other creators take is no value to declare it with.
    @Test func privateStateAdviceFollowsWhereTheValueComesFrom() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    struct Gauge: View {
                        @State var level: Double
                        init(level: Double) { _level = State(initialValue: level) }
                        var body: some View { Text("\\(level)") }
                    }

                    struct Face: View {
                        @State var height = 10.0
                        var body: some View { Text("\\(height)") }
                    }

                    struct Home: View {
                        var body: some View { VStack { Gauge(level: 1); Face(); Dial() } }
                    }

                    struct Dial: View {
                        @State var angle = 90.0
                        var body: some View { Text("\\(angle)") }
                    }

                    struct EmptyFace: View {
                        var body: some View { VStack { Face(height: 70); Dial(angle: 90.0) } }
                    }

                    #Preview { EmptyFace() }
                    """
                )
            ], rules: [.nonPrivateState])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.hasSuffix("Mark it private; Gauge's initializer still gives it its first value.") == true, "\(messages)")
        // Home's `Face()` takes the declared 10, the preview's view 70: no one value to
        // declare; Face never changes it.
        #expect(messages[1].hasSuffix("Face never changes it: drop @State and keep it as a plain property, which shows every value passed."), "\(messages)")
        #expect(report.diagnostics[1].notes.map(\.location.line) == [24])
        // Only a view previews alone show passes 90, the value Home's `Dial()` takes.
        #expect(
            messages[2].contains(
                "stop passing it where EmptyFace creates it (only previews show it), then mark it private"),
            "\(messages)")
    }

    /// Where creators pass data for a state, the advice says how it can become private:
    /// a state the view never changes is an input (a `let`); one it edits takes its first
    /// value in an initializer; an initializer declared in an extension counts as the view's.
    @Test func privateStateAdviceFollowsWhatCreatorsPass() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    struct Entry: View {
                        @State var title: String
                        var body: some View { Text(title) }
                    }

                    struct Editor: View {
                        @State var draft: String
                        var body: some View { TextField("Draft", text: $draft) }
                    }

                    struct Strip: View {
                        @State var frames: [Double]
                        let count: Int
                        var body: some View { Text("\\(frames.count)") }
                    }

                    extension Strip {
                        init(count: Int) {
                            self.count = count
                            _frames = State(initialValue: Array(repeating: 0, count: count))
                        }
                    }

                    final class Session: ObservableObject { @Published var path = "/" }

                    struct Browser: View {
                        @StateObject var session: Session
                        var body: some View { Label(session.path, systemImage: "folder") }
                    }

                    struct Runner: View {
                        @StateObject var job: Session
                        var body: some View { ProgressView(job.path) }
                    }

                    struct Monitor: View {
                        @StateObject var log: Session
                        var body: some View { Text(log.path) }
                    }

                    enum Launcher {
                        static func run() -> some View { Runner(job: Session()) }
                    }

                    struct Logs: View {
                        let paths: [String]
                        var body: some View {
                            ForEach(paths, id: \\.self) { path in
                                let log = Session()
                                Monitor(log: log)
                            }
                        }
                    }

                    struct Flag: View {
                        @State var isOn = false
                        var body: some View { Toggle("On", isOn: $isOn) }
                    }

                    struct Names: View {
                        @State private var names = ["a", "b"]
                        @StateObject private var session = Session()
                        var body: some View {
                            Flag(isOn: true)
                            Flag(isOn: false)
                            ForEach(names, id: \\.self) { name in
                                Entry(title: name)
                                Editor(draft: name)
                            }
                            Strip(count: names.count)
                            Browser(session: session)
                        }
                    }
                    """
                )
            ], rules: [.nonPrivateState])
        let messages = report.diagnostics.map { "\($0.symbol ?? ""): \($0.message)" }
        #expect(messages.count == 7, "\(messages)")
        // An object built into a local just before it is passed is built there too.
        #expect(messages.first { $0.hasPrefix("log:") }?.contains("Give Monitor an initializer that takes the value") == true, "\(messages)")
        // Different constants are no one value to declare it with.
        #expect(messages.first { $0.hasPrefix("isOn:") }?.contains("Give Flag an initializer that takes the value") == true, "\(messages)")
        #expect(messages.first { $0.hasPrefix("session:") }?.hasSuffix("Its creators hand it an object they keep: hold it with @ObservedObject, which follows the object passed, not @StateObject, which keeps the first one.") == true, "\(messages)")
        #expect(messages.first { $0.hasPrefix("job:") }?.contains("Give Runner an initializer that takes the value and sets '_job = StateObject(wrappedValue: …)'") == true, "\(messages)")
        #expect(messages.first { $0.hasPrefix("title:") }?.hasSuffix("Entry never changes it: drop @State and keep it as a plain property, which shows every value passed.") == true, "\(messages)")
        #expect(messages.first { $0.hasPrefix("draft:") }?.contains("Give Editor an initializer that takes the value and sets '_draft = State(initialValue: …)'") == true, "\(messages)")
        #expect(messages.first { $0.hasPrefix("frames:") }?.hasSuffix("Mark it private; Strip's initializer still gives it its first value.") == true, "\(messages)")
    }

    /// Where every place that passes a value gives each new value a new view (a sheet per
    /// item), no later value is ignored yet: the message says so, and what one would do.
    @Test func aValueEachNewViewTakesIsNotSaidToBeIgnored() {
        let report = LintTesting.lint(
            [
                (
                    "Search.swift",
                    """
                    import SwiftUI

                    final class Search: ObservableObject, Identifiable { let id = UUID(); @Published var progress = 0.0 }
                    struct SearchProgress: View {
                        @StateObject var search: Search
                        var body: some View { ProgressView(value: search.progress) }
                    }
                    struct Finder: View {
                        @State private var search: Search?
                        var body: some View {
                            Button("Search") { search = Search() }
                                .sheet(item: $search) { item in SearchProgress(search: item) }
                        }
                    }
                    """
                )
            ], rules: [.nonPrivateState])
        #expect(
            report.diagnostics.first?.message.contains(
                "sets only its first value: no place that creates it now passes a later value to the same "
                    + "SearchProgress, but one that did would see it ignored.") == true,
            "\(report.diagnostics.first?.message ?? "")")
    }

    /// A helper the body calls several times creates the view at one place: one note.
    @Test func aPlaceSeveralPathsReachIsNotedOnce() {
        let report = LintTesting.lint(
            [
                (
                    "Lists.swift",
                    """
                    import SwiftUI

                    final class Model: ObservableObject { @Published var name = "" }
                    struct Cell: View {
                        @StateObject var model: Model
                        var body: some View { Text(model.name) }
                    }
                    struct Lists: View {
                        @StateObject private var model = Model()
                        var body: some View { VStack { section(); section(); section() } }
                        func section() -> some View { Cell(model: model) }
                    }
                    """
                )
            ], rules: [.nonPrivateState])
        #expect(report.diagnostics.map { $0.notes.map { "\($0.location.line):\($0.location.column)" } } == [["11:35"]])
    }

    /// A value passed where the graph holds no creation (UIKit code building a hosting
    /// controller's root) still needs the memberwise initializer: the advice is an
    /// initializer, not "mark it private".
    @Test func aValuePassedOutsideTheViewsKeepsThePropertyInTheInitializer() {
        let report = LintTesting.lint(
            [
                (
                    "Picker.swift",
                    """
                    import SwiftUI

                    struct SelectionView: View {
                        @State var selection: String = "a"
                        var body: some View { TextField("Selection", text: $selection) }
                    }
                    """
                ),
                (
                    "Controller.swift",
                    """
                    import UIKit
                    import SwiftUI

                    final class SitemapController: UIViewController {
                        func showSelection(_ value: String) {
                            let host = UIHostingController(rootView: SelectionView(selection: value))
                            present(host, animated: true)
                        }
                    }
                    """
                ),
            ], rules: [.nonPrivateState])
        #expect(report.diagnostics.count == 1)
        #expect(
            report.diagnostics.first?.message.contains(
                "Give SelectionView an initializer that takes the value and sets '_selection = State(initialValue: …)'")
                == true, "\(report.diagnostics.first?.message ?? "")")
        // A value is passed, in code the graph does not hold: what it does is said as a fact.
        #expect(
            report.diagnostics.first?.message.contains(
                "a value given where SelectionView is created sets only its first value and later ones are ignored")
                == true)
        #expect(report.diagnostics.first?.fixIts.first?.isCertain == false)

        // A creator in a comment creates nothing: no initializer is asked for.
        let unused = LintTesting.lint(
            [
                (
                    "Editor.swift",
                    """
                    import SwiftUI

                    struct CatalogEditor: View {
                        @State var path: String
                        var body: some View { TextField("Path", text: $path) }
                    }

                    // let editor = CatalogEditor(path: "/")
                    """
                )
            ], rules: [.nonPrivateState])
        #expect(
            unused.diagnostics.first?.message.hasSuffix("Mark it private and give it its initial value where it is declared.")
                == true, "\(unused.diagnostics.first?.message ?? "")")
    }

    /// An app delegate that publishes nothing (no `@Published`, no `objectWillChange`)
    /// recomputes no view that observes it, whatever delegate protocol it adopts.
    @Test func aDelegateThatPublishesNothingRecomputesNothing() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI
                    import AppKit

                    final class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
                        func showOnboarding() {}
                    }
                    final class Settings: NSObject, NSApplicationDelegate, ObservableObject {
                        @Published var launchAtLogin = false
                    }

                    struct AboutView: View {
                        @EnvironmentObject var appDelegate: AppDelegate
                        @EnvironmentObject var settings: Settings
                        var body: some View {
                            Button("Welcome") { appDelegate.showOnboarding() }
                            Button("Login") { settings.launchAtLogin.toggle() }
                        }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        #expect(report.diagnostics.map { $0.symbol ?? "" } == ["settings"])
    }

    /// A view's own subscript, called as `self[…]` from its body, is body code: the object
    /// it reads there is read by the body.
    @Test func anObjectReadInTheViewsSubscriptIsRead() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Settings: ObservableObject { @Published var quality = "High" }

                    struct SettingsList: View {
                        @ObservedObject var settings: Settings
                        @ObservedObject var unused: Settings
                        let rows = ["quality"]
                        var body: some View {
                            List(rows, id: \\.self) { self[$0] }
                        }
                        subscript(row: String) -> some View {
                            Text(row + ": " + settings.quality)
                        }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        #expect(report.diagnostics.map { $0.symbol ?? "" } == ["unused"])
    }

    /// A state an extension in another file uses cannot simply become private: the advice
    /// says where the code that needs it is, and the fix-it is not certain.
    @Test func aStateAnExtensionElsewhereUsesIsToldWhereTheCodeIs() {
        let report = LintTesting.lint(
            [
                (
                    "PostView.swift",
                    """
                    import SwiftUI

                    struct PostView: View {
                        @State var isSaved = false
                        var body: some View { VStack { Text("Post"); saveButton } }
                    }
                    """
                ),
                (
                    "PostView+Pills.swift",
                    """
                    import SwiftUI

                    extension PostView {
                        var saveButton: some View {
                            Button(isSaved ? "Saved" : "Save") { isSaved.toggle() }
                        }
                    }
                    """
                ),
            ], rules: [.nonPrivateState])
        #expect(
            report.diagnostics.first?.message.hasSuffix(
                "PostView+Pills.swift uses it, and a private property is out of reach there: move that code into "
                    + "PostView.swift, then mark it private.") == true, "\(report.diagnostics.first?.message ?? "")")
        #expect(report.diagnostics.first?.fixIts.first?.isCertain == false)
    }

    /// Every file whose code uses the state is named, not the first alone.
    @Test func aStateExtensionsInSeveralFilesUseNamesEachFile() {
        let report = LintTesting.lint(
            [
                (
                    "History.swift",
                    """
                    import SwiftUI

                    struct History: View {
                        @State var showsFuture = false
                        var body: some View { VStack { filters; meals } }
                    }
                    """
                ),
                (
                    "History+Filters.swift",
                    """
                    import SwiftUI

                    extension History {
                        var filters: some View { Button("Future") { showsFuture.toggle() } }
                    }
                    """
                ),
                (
                    "History+Meals.swift",
                    """
                    import SwiftUI

                    extension History {
                        var meals: some View { Text(showsFuture ? "All" : "Past") }
                    }
                    """
                ),
            ], rules: [.nonPrivateState])
        #expect(
            report.diagnostics.first?.message.hasSuffix(
                "History+Filters.swift and History+Meals.swift use it, and a private property is out of reach there: "
                    + "move that code into History.swift, then mark it private.") == true,
            "\(report.diagnostics.first?.message ?? "")")
    }

    /// Content a sheet shows is built again each time the presenting body runs: a read
    /// there needs the presenting view's subscription. A representable's coordinator may use
    /// the object through the view, and its make methods run once, when the platform view
    /// is first built, not in response to anything.
    @Test func anObjectReadInPresentedContentOrByARepresentableIsToldRight() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI
                    import UIKit

                    final class Workspace: ObservableObject { @Published var folder = "/" }

                    struct Sidebar: View {
                        @EnvironmentObject var workspace: Workspace
                        @State private var isAdding = false
                        var body: some View {
                            Button("Add") { isAdding = true }
                                .sheet(isPresented: $isAdding) { Text(workspace.folder) }
                        }
                    }

                    struct Picker: UIViewControllerRepresentable {
                        @EnvironmentObject var workspace: Workspace
                        func makeCoordinator() -> Coordinator { Coordinator(self) }
                        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                        func updateUIViewController(_ controller: UIViewController, context: Context) {}
                        final class Coordinator {
                            let parent: Picker
                            init(_ parent: Picker) { self.parent = parent }
                            func picked() { parent.workspace.folder = "/picked" }
                        }
                    }

                    struct Terminal: UIViewRepresentable {
                        @EnvironmentObject var workspace: Workspace
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            label.text = workspace.folder
                            return label
                        }
                        func updateUIView(_ view: UILabel, context: Context) {}
                    }

                    @main struct Files: App {
                        @StateObject private var workspace = Workspace()
                        var body: some Scene {
                            WindowGroup { VStack { Sidebar(); Picker(); Terminal() }.environmentObject(workspace) }
                        }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        #expect(report.diagnostics.map { $0.view ?? "" } == ["Terminal"])
        let terminal = report.diagnostics.first
        #expect(terminal?.message.contains("it only uses it when its platform view is made.") == true, "\(terminal?.message ?? "")")
        #expect(terminal?.message.hasSuffix("Pass what making the platform view needs as a plain property from where Terminal is created, so that the object's changes no longer recompute it.") == true)
        #expect(terminal?.notes.map(\.message) == ["'workspace' is used here once, when the platform view is made, not when the object changes"])
    }

    /// Content an App presents from outside its `.environmentObject` modifiers is where the
    /// object is missing: the advice names that presentation, not the view deep inside it,
    /// and a view below one whose body already stops the app is not reported again. Content
    /// shown for a case of the presented value that nothing assigns is never shown.
    @Test func aMissingObjectIsPutWhereThePresentationShowsIt() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Store: ObservableObject {
                        static let shared = Store()
                        @Published var route: Route?
                    }
                    enum Route: Identifiable {
                        case profile, search, about
                        var id: Int { 0 }
                        @ViewBuilder func makeView() -> some View {
                            switch self {
                            case .profile: Profile()
                            case .search: Finder()
                            case .about: About()
                            }
                        }
                    }

                    // Code the analysis does not follow assigns `.about`, read from its text.
                    final class Delegate: NSObject, UIApplicationDelegate {
                        func openAbout() { Store.shared.route = Route.about }
                    }

                    struct About: View {
                        @EnvironmentObject var theme: Theme
                        var body: some View { Text("\\(theme.dark)") }
                    }

                    @main struct Reader: App {
                        @StateObject private var store = Store()
                        var body: some Scene {
                            WindowGroup {
                                Button("Home") { store.route = .profile }
                                    .environmentObject(store)
                                    .sheet(item: $store.route) { $0.makeView() }
                            }
                        }
                    }

                    struct Profile: View {
                        @EnvironmentObject var store: Store
                        var body: some View { VStack { Text("\\(store.route == nil)"); Avatar() } }
                    }

                    struct Avatar: View {
                        @EnvironmentObject var store: Store
                        var body: some View { Text("\\(store.route == nil)") }
                    }

                    // Shown only for `.search`, which nothing assigns: never shown.
                    final class Theme: ObservableObject { @Published var dark = false }
                    struct Finder: View {
                        @EnvironmentObject var theme: Theme
                        var body: some View { Text("\\(theme.dark)") }
                    }
                    """
                )
            ], rules: [.missingEnvironmentObject])
        #expect(report.diagnostics.map { $0.view ?? "" } == ["About", "Profile"])
        #expect(
            report.diagnostics.last?.message.hasSuffix(
                "Put one there with .environmentObject(_:) on the content Reader shows with .sheet(item: $store.route), "
                    + "which Profile is part of.") == true, "\(report.diagnostics.last?.message ?? "")")
    }

    /// A view may observe an object to run its body again when something its body reaches
    /// another way changes: a function it calls that reads the class's shared object, two
    /// calls deep, or a colour an extension initializer takes from the class. A view that
    /// reaches the class only in an action is still reported.
    @Test func anObjectWhoseClassTheBodyReachesAnotherWayIsNotUnread() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Prefs: ObservableObject {
                        static let shared = Prefs()
                        @Published var language = "en"
                        static var palette: [String: String] = [:]
                    }
                    func localized(_ key: String) -> String { bundle().path + key }
                    private func bundle() -> Bundle { Bundle(path: Prefs.shared.language) ?? .main }
                    extension Color {
                        init(named key: String) { self.init(white: Prefs.palette[key] == nil ? 0 : 1) }
                    }

                    struct About: View {
                        @ObservedObject var prefs = Prefs.shared
                        var body: some View { Text(localized("about")) }
                    }

                    struct Badge: View {
                        @EnvironmentObject var prefs: Prefs
                        var body: some View { Text("New").foregroundColor(Color.init(named: "badge")) }
                    }

                    struct Reset: View {
                        @EnvironmentObject var prefs: Prefs
                        var body: some View { Button("Reset") { Prefs.shared.language = "en" } }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        #expect(report.diagnostics.map { $0.view ?? "" } == ["Reset"])
    }

    /// An environment object the view never uses is told without a claim about whether
    /// one is there (a hosting controller's root may put it there out of the graph's
    /// sight). One the view hands on and uses in actions keeps the actions working in its
    /// advice.
    @Test func anUnprovidedOrActionUsedEnvironmentObjectIsToldAsItIs() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Shortcuts: ObservableObject { @Published var items: [String] = [] }
                    final class Store: ObservableObject { @Published var count = 0 }

                    struct Preferences: View {
                        @EnvironmentObject var shortcuts: Shortcuts
                        var body: some View { Text("Preferences") }
                    }

                    struct Settings: View {
                        @EnvironmentObject var store: Store
                        @State private var isAsking = false
                        var body: some View {
                            Counter().environmentObject(store)
                                .alert("Reset?", isPresented: $isAsking) { Button("Reset") { store.count = 0 } }
                        }
                    }

                    struct Counter: View {
                        @EnvironmentObject var store: Store
                        var body: some View { Text("\\(store.count)") }
                    }

                    @main struct Tool: App {
                        @StateObject private var store = Store()
                        var body: some Scene { WindowGroup { VStack { Preferences(); Settings() }.environmentObject(store) } }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.first
                == "Preferences never uses its @EnvironmentObject 'shortcuts': where one is in the environment, each of "
                + "its changes recomputes Preferences for nothing, and where none is, a read would stop the app. Remove it.")
        #expect(
            messages.last?.hasSuffix(
                "Give its actions a closure from a view that reads the object, then remove it here and read the object "
                    + "in the views that show its properties.") == true, "\(messages)")
    }

    @Test func anUnreadObjectGetsAdviceThatFitsHowTheViewHoldsIt() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Theme: ObservableObject {
                        static let shared = Theme()
                        @Published var accent = 0
                    }

                    struct Logo: View {
                        @ObservedObject private var theme = Theme.shared
                        var body: some View { Text("Logo") }
                    }

                    struct Swatch: View {
                        @ObservedObject var theme: Theme
                        @State private var accent: Int
                        init(theme: Theme) {
                            self.theme = theme
                            _accent = State(initialValue: theme.accent)
                        }
                        var body: some View { Text("\\(accent)") }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("hold it as a plain 'let theme = Theme.shared'") == true, "\(messages)")
        #expect(messages.last?.contains("uses it only to build its state in init") == true, "\(messages)")
        #expect(messages.last?.contains("Remove it") == false, "\(messages)")
    }

    /// A @StateObject its creators hand over is no object the view owns: a plain property
    /// will do; one the view owns is offered @Observable only where the app declares the class.
    @Test func anUnreadStateObjectGetsAdviceThatFitsWhereItComesFrom() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI
                    import Shift

                    final class Purchases: ObservableObject {
                        @Published var items: [String] = []
                        func restore() {}
                    }

                    struct Restore: View {
                        @StateObject var purchases: Purchases
                        var body: some View { Button("Restore") { purchases.restore() } }
                    }

                    struct Colors: View {
                        @StateObject private var shift = Shift()
                        var body: some View { Button("Shift") { shift.next() } }
                    }

                    struct Store: View {
                        @StateObject private var purchases = Purchases()
                        var body: some View { Restore(purchases: purchases) }
                    }

                    // An object it builds itself is one it owns, whatever the wrapper.
                    struct RestoreBar: View {
                        @ObservedObject private var purchases = Purchases()
                        var body: some View { Button("Restore") { purchases.restore() } }
                    }

                    // Its initializer starts work, which each object built starts again.
                    final class Tools: ObservableObject {
                        @Published var names: [String] = []
                        init() { Task { await self.connect() } }
                        func connect() async {}
                        func refresh() {}
                    }
                    struct ToolsView: View {
                        @StateObject private var tools = Tools()
                        var body: some View { Button("Refresh") { tools.refresh() } }
                    }
                    """
                )
            ], rules: [.observedObjectUnread, .nonPrivateState])
        let messages = report.diagnostics.map { "\($0.rule) \($0.view ?? ""): \($0.message)" }
        #expect(messages.count == 6, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread ToolsView:")
                    && $0.contains("(a new one is still built, the work its initializer starts is started again, and it is dropped")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread RestoreBar:") && $0.contains("(a new one is still built, and dropped,")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread RestoreBar:") && $0.contains("To own it without observing it, hold it with @State")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread Restore:")
                    && $0.hasSuffix(
                        "Its creators hand it an object they keep: hold it as a plain property (a 'var' if it keeps a "
                            + "declared value, which a 'let' would take out of the memberwise initializer) so its changes no "
                            + "longer recompute Restore.")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("non_private_state Restore:")
                    && $0.hasSuffix("hold it as a plain property, which follows the object passed without recomputing Restore for its changes.")
            }, "\(messages)")
        // Shift comes from a package: it cannot be made @Observable here.
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread Colors:")
                    && $0.hasSuffix("(a new one is still built, and dropped, each time the view is re-created).")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("observed_object_unread Store:") && $0.contains("or make the class @Observable")
            }, "\(messages)")
        let fixIt = report.diagnostics.first { $0.rule == .nonPrivateState }?.fixIts.first
        #expect(fixIt?.message == "Remove @StateObject" && fixIt?.isCertain == true)
    }

    /// An environment object handed only to a value that is no view (an export a share
    /// link takes) has no views below to read it instead.
    @Test func anEnvironmentObjectHandedToAValueIsToldToComeFromAnEnvironmentValue() {
        let report = LintTesting.lint(
            [
                (
                    "Share.swift",
                    """
                    import SwiftUI

                    final class Source: ObservableObject { @Published var name = "" }
                    struct AudioExport: Transferable {
                        let source: Source
                        static var transferRepresentation: some TransferRepresentation {
                            ProxyRepresentation { $0.source.name }
                        }
                    }
                    struct ShareAudio: View {
                        @EnvironmentObject private var source: Source
                        var body: some View { ShareLink(item: AudioExport(source: source), preview: SharePreview("Audio")) }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        #expect(
            report.diagnostics.map(\.message) == [
                "ShareAudio is recomputed on every change of 'source' (@EnvironmentObject), yet its body reads none of "
                    + "its properties: it only hands it on. Take it from an environment value (@Environment(\\.key)) that "
                    + "does not subscribe the view, and hand that to the value the body builds."
            ])
    }

    @Test func anObjectAnInitializerOnlyStoresIsNeverUsed() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Theme: ObservableObject {
                        @Published var accent = 0
                    }

                    struct Swatch: View {
                        @ObservedObject var theme: Theme
                        init(theme: Theme) {
                            self.theme = theme
                        }
                        var body: some View { Text("Swatch") }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("never uses it. Remove it.") == true, "\(messages)")
    }

    /// A property a protocol of the view requires (`StoreAccessor`'s `store`) cannot go: the
    /// advice keeps it, as a plain property.
    @Test func anUnusedObjectAProtocolRequiresGoesWithTheConformance() {
        let report = LintTesting.lint(
            [
                (
                    "Views.swift",
                    """
                    import SwiftUI

                    final class Store: ObservableObject {
                        @Published var count = 0
                    }

                    protocol StoreAccessor {
                        var store: Store { get }
                    }

                    struct About: View, StoreAccessor {
                        @ObservedObject var store: Store
                        var body: some View { Text("About") }
                    }
                    """
                )
            ], rules: [.observedObjectUnread])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasSuffix(
                "never uses it. It fulfils StoreAccessor's requirement 'store': hold it as a plain property, so its "
                    + "changes no longer recompute About.") == true,
            "\(messages)")
    }

    /// `init(model: @autoclosure @escaping () -> Model)` storing `model()`: the object is
    /// only stored, and its parameter used for nothing else.
    @Test func anObjectStoredFromAnAutoclosureIsNeverUsed() {
        func messages(initializer: String) -> [String] {
            LintTesting.lint(
                [
                    (
                        "Stored.swift",
                        """
                        import SwiftUI

                        final class Model: ObservableObject {
                            @Published var title = ""
                        }

                        struct Stored: View {
                            @StateObject private var model: Model
                            @State private var title: String
                            \(initializer)
                            var body: some View { Text(title) }
                        }
                        """
                    )
                ], rules: [.observedObjectUnread]
            ).diagnostics.map(\.message)
        }
        #expect(
            messages(
                initializer: """
                    init(model: @autoclosure @escaping () -> Model) {
                            _model = StateObject(wrappedValue: model())
                            _title = State(initialValue: "")
                        }
                    """)
                == [
                    "Stored is recomputed on every change of 'model' (@StateObject), yet its body reads none of its "
                        + "properties: it never uses it. Remove it."
                ])
        let building = messages(
            initializer: """
                init(model: @autoclosure @escaping () -> Model) {
                        _model = StateObject(wrappedValue: model())
                        _title = State(initialValue: model().title)
                    }
                """)
        #expect(building.count == 1)
        #expect(building.first?.contains("it uses it only to build its state in init.") == true, "\(building)")
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

                    struct Feed: View {
                        @State private var pinned = Article()
                        var body: some View {
                            Reader(link: "https://example.com", pinned: pinned).task { pinned = await Article.latest() }
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

                    struct Feed: View {
                        @State private var pinned = Article()
                        var body: some View {
                            Reader(link: "https://example.com", pinned: pinned).task { pinned = await Article.latest() }
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
                        var body: some View {
                            PlanPicker(store: showsOther ? other : store)
                            Toggle("Other plans", isOn: $showsOther)
                        }
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
                        var body: some View { NoteEditor(note: selected).onAppear { selected = Note(text: "") } }
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

    @Test func stateUsedInContentHandedToAContainerStaysWithTheOwner() {
        // The counter and its badge are written in Toolbar's body, inside the content it
        // hands to Card: Card, their nearest common ancestor, cannot own 'taps' without
        // taking that content in too.
        let report = LintTesting.lint(
            [
                (
                    "Toolbar.swift",
                    """
                    import SwiftUI

                    struct Card<Content: View>: View {
                        @ViewBuilder let content: () -> Content
                        var body: some View { VStack { content() }.padding() }
                    }

                    struct Counter: View {
                        let value: Int
                        let onTap: () -> Void
                        var body: some View { Button("\\(value)", action: onTap) }
                    }

                    struct Badge: View {
                        let count: Int
                        var body: some View { Text("\\(count)") }
                    }

                    struct Toolbar: View {
                        @State private var taps = 0
                        var body: some View {
                            HStack {
                                Text("Tools")
                                Card {
                                    Counter(value: taps) { taps += 1 }
                                    Badge(count: taps)
                                }
                            }
                        }
                    }
                    """
                )
            ], rules: [.statePlacement])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test func aReusableViewThatTakesABindingDoesNotOwnOneOwnersState() {
        // SearchField is used by two screens, each with its own text: it cannot own either.
        let field = """
            struct SearchField: View {
                @Binding var text: String
                let hint: String
                var body: some View { TextField(hint, text: $text) }
            }
            """
        func screen(_ name: String) -> String {
            """
            struct \(name): View {
                @State private var text = ""
                var body: some View {
                    VStack {
                        Text("\(name)")
                        SearchField(text: $text, hint: text.isEmpty ? "Search" : "Clear")
                    }
                }
            }
            """
        }
        let report = LintTesting.lint(
            [("Screens.swift", "import SwiftUI\n" + field + "\n" + screen("Files") + "\n" + screen("Tags"))],
            rules: [.statePlacement])
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
                                QueueList(episodes: episodes, expandedID: expandedID) { expandedID = $0 }
                            }
                        }
                    }

                    struct QueueList: View {
                        let episodes: [Episode]
                        let expandedID: Int?
                        let expand: (Int) -> Void
                        var body: some View {
                            ScrollView {
                                ForEach(episodes) { episode in
                                    EpisodeRow(episode: episode, isExpanded: expandedID == episode.id) { expand(episode.id) }
                                }
                            }
                        }
                    }

                    struct EpisodeRow: View {
                        let episode: Episode
                        let isExpanded: Bool
                        let expand: () -> Void
                        var body: some View {
                            Button(episode.title, action: expand)
                                .opacity(isExpanded ? 1 : 0.5)
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
        // Each panel gets the level and hands it to its gauge: the panel and the gauge are
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
                            Panel\(number)(level: level) { level = $0 }
                        }
                    }
                }

                struct Panel\(number): View {
                    let level: Double
                    let set: (Double) -> Void
                    var body: some View { Gauge\(number)(level: level, set: set) }
                }

                struct Gauge\(number): View {
                    let level: Double
                    let set: (Double) -> Void
                    var body: some View { Slider(value: Binding(get: { level }, set: set)) }
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
