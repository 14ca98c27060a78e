import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// `observed_object_unread`: an `@ObservedObject`, `@EnvironmentObject` or `@StateObject`
/// whose view reads none of its properties while the body is evaluated.
///
/// An `ObservableObject` invalidates every view that holds it this way on each
/// `@Published` change, whatever the view reads: a view that only hands the object on, or
/// uses it only in actions, is recomputed for nothing.
enum ObservedObjectUnreadRule: ViewLintRule {
    static let description = RuleDescription(
        id: .observedObjectUnread,
        name: "Observed object not read",
        summary: """
            A view that holds an ObservableObject with @ObservedObject, @EnvironmentObject or @StateObject is \
            recomputed on every @Published change of it; when its body reads none of the object's properties \
            (it only hands the object on, or uses it in actions), each of those recomputations is wasted.
            """,
        nonTriggeringExamples: [
            """
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View { Text(model.title) }
            }
            """,
            """
            struct Row: View {
                @EnvironmentObject var store: Store
                var body: some View { content }
                private var content: some View { Text(store.name) }
            }
            """,
            """
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View { Toggle("On", isOn: $model.isOn) }
            }
            """,
            """
            struct Row: View {
                @StateObject private var model = Model()
                var body: some View { label() }
                func label() -> some View { Text(model.title) }
            }
            """,
            // A modifier's body is its body(content:) method.
            """
            struct CloseMenu: ViewModifier {
                @EnvironmentObject var editor: Editor
                let item: Int
                func body(content: Content) -> some View {
                    content.contextMenu {
                        Button("Close") { editor.close(item) }
                            .disabled(editor.tabs.last == item)
                    }
                }
            }
            """,
            // An object with nothing to publish never recomputes the view.
            """
            final class Clock: ObservableObject {
                var start = Date()
                func reset() { start = Date() }
            }
            struct ResetButton: View {
                @ObservedObject var clock: Clock
                var body: some View { Button("Reset") { clock.reset() } }
            }
            """,
            // A sheet's content built by a method, in an extension too, reads the object: the
            // open sheet shows its changes because this view observes it.
            """
            struct Footer: View {
                @EnvironmentObject var switcher: Switcher
                @State private var isSwitching = false
                var body: some View {
                    Button("Accounts") { isSwitching = true }
                        .sheet(isPresented: $isSwitching) { accountList() }
                }
            }
            extension Footer {
                @ViewBuilder func accountList() -> some View {
                    VStack { rows() }
                }
                func rows() -> some View {
                    ForEach(switcher.accounts, id: \\.self) { Text($0) }
                }
            }
            """,
            // The body reads the object through another one built from it: `model.chats`
            // returns `activity.messages`, which this view's observation keeps shown.
            """
            final class Activity: ObservableObject {
                @Published var messages: [String] = []
                func open() {}
            }
            @Observable final class ChatModel {
                private var activity: Activity
                var chats: [String] { activity.messages }
                init(activity: Activity) { self.activity = activity }
            }
            struct ChatButton: View {
                @ObservedObject var activity: Activity
                var model: ChatModel
                init(activity: Activity) {
                    self.activity = activity
                    model = ChatModel(activity: activity)
                }
                var body: some View { Button("Chat \\(model.chats.count)") { activity.open() } }
            }
            """,
            // Protocols an extension adds, even ones outside the analyzed files, announce nothing.
            """
            final class Launcher: NSObject, ObservableObject {
                var window: NSWindow?
                func open() { window = nil }
            }
            extension Launcher: UpdaterDelegate {}
            struct OpenButton: View {
                @EnvironmentObject var launcher: Launcher
                var body: some View { Button("Open") { launcher.open() } }
            }
            """,
            // An @Observable class that also conforms to ObservableObject: Observation tracks
            // its properties, and its objectWillChange never fires.
            """
            @Observable final class Installer: ObservableObject {
                var stage = 0
                func start() { stage = 1 }
            }
            struct InstallView: View {
                @ObservedObject var installer: Installer
                var body: some View { Text("Install").task { installer.start() } }
            }
            """,
            // The body reads the store through a member an extension of the app's protocol gives it.
            """
            final class Library: ObservableObject { @Published var unlocked = false }
            protocol LibraryReading { var library: Library { get } }
            extension LibraryReading { var isUnlocked: Bool { library.unlocked } }
            struct LockBadge: View, LibraryReading {
                @ObservedObject var library: Library
                var body: some View { Text(isUnlocked ? "Open" : "Locked") }
            }
            """,
            // A shared object of another module's class that the view never uses is held to
            // recompute it when that object says so (a hot-reload observer).
            """
            import Inject
            struct Logo: View {
                @ObservedObject private var iO = Inject.observer
                var body: some View { Image(systemName: "leaf").enableInjection() }
            }
            """,
            // The coordinator holds the object and updates the platform view from it each time
            // the representable's update method runs.
            """
            final class Timeline: ObservableObject { @Published var items: [String] = [] }
            struct TimelineTable: UIViewControllerRepresentable {
                @EnvironmentObject private var timeline: Timeline
                func makeUIViewController(context: Context) -> UITableViewController { UITableViewController() }
                func updateUIViewController(_ controller: UITableViewController, context: Context) {
                    context.coordinator.update(controller)
                }
                func makeCoordinator() -> Coordinator { Coordinator(timeline: timeline) }
                final class Coordinator {
                    let timeline: Timeline
                    init(timeline: Timeline) { self.timeline = timeline }
                    func update(_ controller: UITableViewController) { controller.title = "\\(timeline.items.count)" }
                }
            }
            """,
            // The app owns its store and hands it to its scenes: the documented place for it.
            """
            @main struct NotesApp: App {
                @StateObject private var store = Store()
                var body: some Scene {
                    WindowGroup { ContentView().environmentObject(store) }
                }
            }
            """,
            // A class nested in the view that publishes nothing, held for its `deinit`: no
            // change ever recomputes the view.
            """
            struct OnLastDisappear: ViewModifier {
                @StateObject private var observer: Observer
                init(action: @escaping () -> Void) {
                    _observer = StateObject(wrappedValue: Observer(action: action))
                }
                func body(content: Content) -> some View { content }
                private final class Observer: ObservableObject {
                    private let action: () -> Void
                    init(action: @escaping () -> Void) { self.action = action }
                    deinit { action() }
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            struct Root: View {
                @StateObject private var ↓store = Store()
                var body: some View { Child(store: store).environmentObject(store) }
            }
            """,
            """
            struct SaveButton: View {
                @EnvironmentObject var ↓store: Store
                var body: some View { Button("Save") { store.save() } }
            }
            """,
            // A superclass outside the analyzed files may publish.
            """
            final class Player: BasePlayer, ObservableObject {
                func stop() {}
            }
            extension Player: UpdaterDelegate {}
            struct StopButton: View {
                @ObservedObject var ↓player: Player
                var body: some View { Button("Stop") { player.stop() } }
            }
            """,
            """
            struct Toolbar: View {
                @ObservedObject var ↓model: Model
                var body: some View {
                    Text("Edit").onTapGesture { reset() }
                }
                func reset() { model.reset() }
            }
            """,
            """
            struct Empty: View {
                @ObservedObject var ↓model: Model
                var body: some View { Text("Nothing") }
            }
            """,
            // Only stored, from an @autoclosure parameter: never used.
            """
            struct Stored: View {
                @StateObject var ↓model: Model
                init(model: @autoclosure @escaping () -> Model) { _model = StateObject(wrappedValue: model()) }
                var body: some View { Text("Nothing") }
            }
            """,
            // A shared instance of the app's class the view observes for nothing: a plain let will do.
            """
            final class Theme: ObservableObject {
                static let shared = Theme()
                @Published var tint = "green"
            }
            struct Logo: View {
                @ObservedObject private var ↓theme = Theme.shared
                var body: some View { Image(systemName: "leaf") }
            }
            """,
            // The object is used only by an action sheet's button, when it is tapped.
            """
            struct Trash: View {
                @ObservedObject var ↓model: Model
                @State private var isAsking = false
                var body: some View {
                    Button("Empty") { isAsking = true }
                        .actionSheet(isPresented: $isAsking) {
                            ActionSheet(
                                title: Text("Empty?"),
                                buttons: [.destructive(Text("Empty")) { model.empty() }, .cancel()])
                        }
                }
            }
            """,
            // The same with the alert built by a computed property the body uses.
            """
            struct Trash: View {
                @ObservedObject var ↓model: Model
                @State private var isAsking = false
                var body: some View {
                    Button("Empty") { isAsking = true }.alert(isPresented: $isAsking) { confirmation }
                }
                private var confirmation: Alert {
                    Alert(
                        title: Text("Empty?"), primaryButton: .destructive(Text("Empty")) { model.empty() },
                        secondaryButton: .cancel())
                }
            }
            """,
        ])

    /// The wrappers that subscribe the view to every change of an `ObservableObject`.
    static let kinds: Set<WrapperKind> = [.observedObject, .environmentObject, .stateObject]

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        let observed = view.properties.filter { $0.wrapperKind.map(kinds.contains) == true }
        guard !observed.isEmpty else { return }
        let uses = PropertyUses.find(Set(observed.map(\.name)), in: view, uses: context.model.uses)
        for property in observed {
            let use = uses[property.name] ?? PropertyUses()
            guard use.reads.isEmpty else { continue }
            // An object with nothing to publish never recomputes the view.
            if let type = property.objectTypeName, !context.model.publishesChanges(type, at: property.declaration) {
                continue
            }
            // A body that reaches the class another way (`Prefs.shared.language` in a function
            // it calls, a colour its theme class decides) may observe the object to run again
            // when that changes.
            if let type = property.objectTypeName,
                context.model.bodyReaches(type, in: view) || context.model.bodyReadsThroughObject(type, in: view)
            {
                continue
            }
            // One object the app shares (`Store.shared`, a global), as the model tells it.
            let origin = context.model.objectOrigin(of: property, in: view)
            var shared: String?
            if case .shared(let name)? = origin { shared = name }
            // The app owning its objects and handing them to its scenes is the documented
            // place for them; the app's body is cheap to recompute.
            if context.isApp(view), property.wrapperKind == .stateObject, shared == nil,
                use.later.isEmpty
            {
                continue
            }
            let usedInInit = context.model.initializerUses(property.name, in: view)
            let isUnused = use.isUnused && !usedInInit
            // A shared object of another module's type that the view never uses is held for
            // its recomputations alone (a hot-reload observer such as `Inject.observer`): what
            // it publishes is out of the app's sight, and recomputing is its purpose.
            if isUnused, let shared, let base = shared.split(separator: ".").first,
                !context.model.declaresType(String(base), at: property.declaration)
            {
                continue
            }
            // A representable's coordinator usually holds the view (`parent.model`): a use
            // there is out of this view's sight.
            if isUnused, context.model.declaresMethod(SwiftUIKnowledge.makeCoordinator, in: view) { continue }
            // A representable that hands the object to its coordinator and has the coordinator
            // update the platform view from its body reads it there on every update.
            if use.later.contains(where: { $0.member == .method(SwiftUIKnowledge.makeCoordinator) }),
                context.model.bodyUsesCoordinator(of: view)
            {
                continue
            }
            // A representable's make methods run once, when the platform view is first built.
            let atSetup = use.later.filter(isSetup)
            let inActions = use.later.count > atSetup.count
            let wrapper = property.wrapper ?? ""
            let later =
                inActions
                ? (atSetup.isEmpty ? "uses it in actions" : "uses it in actions and when its platform view is made")
                : "uses it when its platform view is made"
            let how =
                isUnused
                ? "never uses it"
                : use.handedOver.isEmpty && use.later.isEmpty
                    ? "uses it only to build its state in init"
                    : use.handedOver.isEmpty
                        ? (inActions && atSetup.isEmpty ? "uses it only in actions" : "only " + later)
                        : use.later.isEmpty ? "only hands it on" : "only hands it on and " + later
            // A property a protocol of the view requires stays, as a plain one that observes nothing.
            let removal =
                context.model.protocolRequiring(property.name, of: view).map {
                    "It fulfils \($0)'s requirement '\(property.name)': hold it as a plain property, so its changes "
                        + "no longer recompute \(view.simpleName)."
                } ?? "Remove it."
            let fix: String
            if let shared {
                fix = "It is the shared \(shared): hold it as a plain 'let \(property.name) = \(shared)' so its changes no longer recompute \(view.simpleName)."
            } else if isUnused {
                fix = removal
            } else {
                // An object the view builds itself (`@ObservedObject var mic = Monitor()` too) is
                // one it owns.
                let owned = property.wrapperKind == .observedObject && origin == .ownInstance
                // Its initializer takes the object from its creators, who build none at the call.
                let handedKept =
                    origin == .handedDown && !context.sites(of: view).isEmpty
                    && !context.sites(of: view).contains(where: context.model.passesBuiltObject)
                switch owned ? .stateObject : property.wrapperKind {
                case .stateObject?
                where handedKept
                    || (view.hasMemberwiseInitializer && !context.sites(of: view, passingValueFor: property.name).isEmpty):
                    // The view owns nothing: its creators hand it an object they keep.
                    let how =
                        view.hasMemberwiseInitializer
                        ? "a plain property (a 'var' if it keeps a declared value, which a 'let' would take out of the "
                            + "memberwise initializer)"
                        : "a plain property its initializer sets"
                    fix =
                        "Its creators hand it an object they keep: hold it as \(how) so its changes no longer recompute "
                        + "\(view.simpleName)."
                case .stateObject?:
                    // Only a class the app declares, with no wrapped property (`@AppStorage`), can be
                    // made @Observable.
                    let declared =
                        property.objectTypeName.map {
                            context.model.isClass($0, at: property.declaration)
                                && !context.model.holdsWrappedProperties($0, at: property.declaration)
                        } ?? false
                    let startsWork =
                        property.objectTypeName.map { context.model.initializerStartsWork($0, at: property.declaration) }
                        ?? false
                    // Only where the view builds the object is one built again with each re-creation.
                    let builds = !context.model.objectsBuilt(for: property, in: view).isEmpty
                    let rebuilt =
                        !builds
                        ? ""
                        : startsWork
                        ? " (a new one is still built, the work its initializer starts is started again, and it is "
                            + "dropped, each time the view is re-created)"
                        : " (a new one is still built, and dropped, each time the view is re-created)"
                    fix =
                        "To own it without observing it, hold it with @State, which keeps the first object and does not "
                        + "observe it\(rebuilt)"
                        + (declared ? ", or make the class @Observable (iOS 17, macOS 14 and later) and hold it with @State." : ".")
                case .environmentObject? where !inActions && use.handedOver.isEmpty:
                    fix =
                        "Pass what making the platform view needs as a plain property from where \(view.simpleName) "
                        + "is created, so that the object's changes no longer recompute it."
                case .environmentObject?:
                    // Handed only to values that are not views (an export a share link takes),
                    // there are no views below to read it instead.
                    let toValuesOnly = !use.handedOver.isEmpty && use.handedOver.allSatisfy(context.model.handsOverToValue)
                    fix =
                        toValuesOnly && !inActions
                        ? "Take it from an environment value (@Environment(\\.key)) that does not subscribe the view, "
                            + "and hand that to the value the body builds."
                        : use.handedOver.isEmpty || toValuesOnly
                        ? "Give the actions a closure from a view that reads the object, or read it from an environment "
                            + "value (@Environment(\\.key)) that does not subscribe the view."
                        : inActions
                            ? "Give its actions a closure from a view that reads the object, then remove it here and "
                                + "read the object in the views that show its properties."
                            : "Remove it here and read the object in the views that show its properties."
                default:
                    fix = "Hold it as a plain 'let' so its changes no longer recompute \(view.simpleName)."
                }
            }
            // Creators that observe the same object and hand the view what SwiftUI cannot compare
            // re-create it on each of its changes all the same.
            let recreated =
                isUnused ? [] : Self.creatorsRecreatingOnChange(of: property.objectTypeName, view: view, context: context)
            let fixed =
                recreated.isEmpty
                ? fix
                : fix + " Its creator\(recreated.count == 1 ? "" : "s") " + StateInitTrapRule.list(recreated)
                    + " observe\(recreated.count == 1 ? "s" : "") the object too and "
                    + "hand\(recreated.count == 1 ? "s" : "") \(view.simpleName) a closure or a binding, which SwiftUI cannot "
                    + "compare, so until those compare each change still runs its body through "
                    + (recreated.count == 1 ? "that creator." : "those creators.")
            // An environment object the view never uses either recomputes it for nothing or,
            // where no view puts one there (a path the graph may not see, as a hosting
            // controller's root), is a read that would stop the app: removing it fixes both.
            let message =
                isUnused && property.wrapperKind == .environmentObject
                ? "\(view.simpleName) never uses its @\(wrapper) '\(property.name)': where one is in the environment, "
                    + "each of its changes recomputes \(view.simpleName) for nothing, and where none is, a read would "
                    + "stop the app. " + removal
                : "\(view.simpleName) is recomputed on every change of '\(property.name)' (@\(wrapper)), yet its body reads none of its properties: it \(how). "
                    + fixed
            var notes: [LintDiagnostic.Note] = []
            let declaringFile = context.model.file(of: property.declaration)
            let handedOn: [(use: PropertyUse, isLater: Bool)] = use.handedOver.map { ($0, false) }
            let runLater: [(use: PropertyUse, isLater: Bool)] = use.later.map { ($0, true) }
            let shown = (handedOn + runLater)
                .filter { context.model.file(of: $0.use.node) == declaringFile }
                .sorted { $0.use.node.position < $1.use.node.position }
            for (placeUse, isLater) in shown.prefix(3) {
                let what =
                    !isLater
                    ? "is handed on here, without reading a property"
                    : isSetup(placeUse)
                        ? "is used here once, when the platform view is made, not when the object changes"
                        : "is used here in code that runs later (an action, a task, a handler), not while the body is evaluated"
                notes.append(.init(message: "'\(property.name)' \(what)", location: context.location(of: placeUse.node)))
            }
            findings.append(
                finding(message, at: context.location(of: property.nameToken), view: view, symbol: property.name, notes: notes))
        }
    }

    /// The creators of `view`, by name, where every place that creates it is in a view whose
    /// body observes objects of class `type` and hands it an argument SwiftUI cannot compare
    /// (a closure, a binding); empty otherwise.
    private static func creatorsRecreatingOnChange(of type: String?, view: DeclaredView, context: LintContext) -> [String] {
        guard let type else { return [] }
        let graph = context.analysis.graph
        let sites = context.sites(of: view)
        var creators: [String] = []
        for site in sites {
            let edge = graph.edges[site.edge]
            guard graph.views[edge.from].reads.contains(where: { StateKey($0.name)?.owner == type }),
                edge.arguments.contains(where: { !$0.isComparable })
            else { return [] }
            let name = context.creator(of: site).simpleName
            if !creators.contains(name) { creators.append(name) }
        }
        return creators
    }

    /// Whether `use` is in a representable's method that makes its platform view or coordinator.
    private static func isSetup(_ use: PropertyUse) -> Bool {
        if case .method(let name) = use.member { return SwiftUIKnowledge.representableSetupMethods.contains(name) }
        return false
    }
}
