import Invalidation
import InvalidationAnalyzer

/// `missing_environment_object`: a view takes an object from the environment
/// (`@EnvironmentObject var store: Store`, `@Environment(Store.self) var store`), and some
/// path from an `App`'s scenes to it puts no such object there.
///
/// SwiftUI looks the object up when the body reads it, and stops the app when none is
/// there. Environment values flow down every creation, a sheet's and a navigation
/// destination's too; a view's `.environmentObject(_:)` or `.environment(_:)` puts one
/// around what it modifies. A path is reported only from an `App` the linted files declare,
/// so a library's views, which its users place, are left alone; a put whose object's type
/// the source does not tell, a view that may put objects around the content it is given,
/// and a modifier of a framework's that the app hands its delegate (`.spezi(appDelegate)`)
/// count as putting every object there. An app or scene delegate is put there by SwiftUI
/// itself.
enum MissingEnvironmentObjectRule: ViewLintRule {
    static let description = RuleDescription(
        id: .missingEnvironmentObject,
        name: "Environment object nobody puts there",
        summary: """
            A view takes an object from the environment with @EnvironmentObject or a non-optional \
            @Environment(Type.self), and some path from an App's scene to it puts no object of that type there \
            with .environmentObject(_:) or .environment(_:): SwiftUI stops the app when the view's body reads it.
            """,
        defaultSeverity: .error,
        nonTriggeringExamples: MissingEnvironmentObjectExamples.nonTriggering,
        triggeringExamples: MissingEnvironmentObjectExamples.triggering)

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        let uses = context.model.uses.uses[view.type]
        for (object, property) in context.uninjectedObjects[view.view] ?? [] {
            // SwiftUI stops the app only where the object is used: a property nothing uses is
            // `unused_state`'s or dead code, not a crash.
            let used = uses.filter { $0.property == property.name && $0.effect != .capture }
            guard !used.isEmpty else { continue }
            let inBody = used.contains { $0.timing == .body }
            let graph = context.analysis.graph
            let root = object.path.first.map { graph.views[graph.edges[$0].from].name } ?? view.simpleName
            let wrapper = property.wrapperKind == .environmentObject ? "@EnvironmentObject" : "@Environment(\(object.type).self)"
            let put = property.wrapperKind == .environmentObject ? ".environmentObject(_:)" : ".environment(_:)"
            let first = object.path.first.map { graph.views[graph.edges[$0].to].name } ?? view.simpleName
            // Where the first step is content the root presents, that content is where to put it.
            let presentation = object.path.first.flatMap { graph.edges[$0].identity.first { $0.kind.presents } }
            let place =
                presentation.map { "on the content \(root) shows with .\($0), which \(first) is part of" }
                ?? "where \(root) creates \(first)"
            let message =
                "'\(property.name)' in \(view.simpleName) is \(wrapper), but no view on the path from \(root) to it puts a "
                + "\(object.type) in the environment, so SwiftUI stops the app when \(view.simpleName)"
                + (inBody ? "'s body reads it. " : " uses it in an action. ")
                + "Put one there with \(put) \(place)."
            let notes = object.path.map { edge in
                LintDiagnostic.Note(
                    message: "\(graph.views[graph.edges[edge].to].name) is created here, with no \(object.type) in its environment",
                    location: graph.edges[edge].location ?? context.location(of: property.nameToken))
            }
            findings.append(
                finding(
                    message, at: context.location(of: property.nameToken), view: view, symbol: property.name,
                    notes: notes))
        }
    }
}

/// The examples of `missing_environment_object`.
enum MissingEnvironmentObjectExamples {
    static let nonTriggering: [RuleExample] = [
        // The destination's case that lacks the object is one no code builds.
        """
        enum Route: Hashable {
            case settings
            case files(String)
        }
        @Observable final class FilesModel {
            var names: [String] = []
        }
        @main
        struct FilesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings", value: Route.settings)
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .settings: Text("Settings")
                            case .files(let root): FileList(root: root)
                            }
                        }
                }
            }
        }
        struct FileList: View {
            @Environment(FilesModel.self) private var model
            let root: String
            var body: some View { Text("\\(model.names.count) in \\(root)") }
        }
        """,
        // The view that lacks the object is built only on iOS, and the path without it only
        // elsewhere: no one build has both.
        """
        @Observable final class Billing {
            var balance = 0
        }
        @main
        struct HostApp: App {
            @State private var billing = Billing()
            var body: some Scene {
                WindowGroup {
                    #if os(iOS)
                    Home().environment(billing)
                    #else
                    Tabs()
                    #endif
                }
            }
        }
        struct Home: View {
            var body: some View { Tabs() }
        }
        struct Tabs: View {
            var body: some View {
                #if os(iOS)
                BillingDashboard()
                #else
                Text("Servers")
                #endif
            }
        }
        struct BillingDashboard: View {
            @Environment(Billing.self) private var billing
            var body: some View { Text("\\(billing.balance)") }
        }
        """,
        // An object the view declares and never uses: nothing reads it, nothing stops.
        """
        final class Store: ObservableObject {
            @Published var items: [String] = []
        }
        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { Banner() }
            }
        }
        struct Banner: View {
            @EnvironmentObject private var store: Store
            var body: some View { Text("Shop") }
        }
        """,
        // The App puts the object around its scene's content.
        """
        final class Store: ObservableObject {
            @Published var items: [String] = []
        }
        @main
        struct ShopApp: App {
            @StateObject private var store = Store()
            var body: some Scene {
                WindowGroup { ContentView().environmentObject(store) }
            }
        }
        struct ContentView: View {
            var body: some View { NavigationStack { ItemList() } }
        }
        struct ItemList: View {
            @EnvironmentObject var store: Store
            var body: some View { List(store.items, id: \\.self) { Text($0) } }
        }
        """,
        // A sheet's content finds what its presenter's environment holds.
        """
        @Observable final class Session {
            var user = ""
        }
        @main
        struct ChatApp: App {
            @State private var session = Session()
            var body: some Scene {
                WindowGroup { Inbox() }
                    .environment(session)
            }
        }
        struct Inbox: View {
            @State private var composing = false
            var body: some View {
                Button("New") { composing = true }
                    .sheet(isPresented: $composing) { Composer() }
            }
        }
        struct Composer: View {
            @Environment(Session.self) private var session
            var body: some View { Text(session.user) }
        }
        """,
        // An optional object is looked up without stopping the app.
        """
        @Observable final class Theme {
            var accent = "blue"
        }
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Note() } }
        }
        struct Note: View {
            @Environment(Theme.self) private var theme: Theme?
            var body: some View { Text(theme?.accent ?? "none") }
        }
        """,
        // A wrapper view that puts the object around the content it is given.
        """
        final class Router: ObservableObject {
            @Published var path: [String] = []
        }
        @main
        struct TourApp: App {
            var body: some Scene { WindowGroup { WithRouter { Stops() } } }
        }
        struct WithRouter<Content: View>: View {
            @StateObject private var router = Router()
            @ViewBuilder var content: Content
            var body: some View { content.environmentObject(router) }
        }
        struct Stops: View {
            @EnvironmentObject private var router: Router
            var body: some View { Text("\\(router.path.count)") }
        }
        """,
        // A framework set up with the app's delegate (`.spezi(appDelegate)`) may put any
        // object in the environment.
        """
        @Observable final class Records {
            var items: [String] = []
        }
        @main
        struct HealthApp: App {
            @UIApplicationDelegateAdaptor(HealthDelegate.self) var appDelegate
            var body: some Scene {
                WindowGroup { Home().configured(by: appDelegate) }
            }
        }
        struct Home: View {
            @Environment(Records.self) private var records
            var body: some View { Text("\\(records.items.count)") }
        }
        """,
        // An object whose type the source does not tell may be the one the view takes.
        """
        final class Store: ObservableObject {
            @Published var items: [String] = []
        }
        @main
        struct ShopApp: App {
            var body: some Scene { WindowGroup { ItemList().environmentObject(Dependencies.makeStore()) } }
        }
        struct ItemList: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        """,
        // A custom modifier puts the object around the content it modifies, applied directly
        // and through a View extension, sheets included.
        """
        @Observable final class Haptics {
            var enabled = true
        }
        struct ProvideHaptics: ViewModifier {
            @State private var haptics = Haptics()
            func body(content: Content) -> some View { content.padding().environment(haptics) }
        }
        extension View {
            func withHaptics() -> some View { modifier(ProvideHaptics()) }
        }
        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup { Root() }
                Window("Tools", id: "tools") { Tools().modifier(ProvideHaptics()) }
            }
        }
        struct Root: View {
            @State private var showing = false
            var body: some View {
                Button("Show") { showing = true }
                    .sheet(isPresented: $showing) { Tools() }
                    .withHaptics()
            }
        }
        struct Tools: View {
            @Environment(Haptics.self) private var haptics
            var body: some View { Button("Tap") { print(haptics.enabled) } }
        }
        """,
        // A type nested in a view is its own type, not the view's.
        """
        struct Player: View {
            @Observable final class Overlays {
                var showsControls = true
            }
            @State private var overlays = Overlays()
            var body: some View { Controls().environment(overlays) }
        }
        struct Controls: View {
            @Environment(Player.Overlays.self) private var overlays
            var body: some View { Text(overlays.showsControls ? "Shown" : "Hidden") }
        }
        @main
        struct PlayerApp: App {
            var body: some Scene { WindowGroup { Player() } }
        }
        """,
        // SwiftUI puts an observable scene delegate in its scenes' environment itself.
        """
        @Observable final class WindowDelegate: NSObject, UIWindowSceneDelegate {
            var width: CGFloat = 0
        }
        @main
        struct ReaderApp: App {
            var body: some Scene { WindowGroup { Page() } }
        }
        struct Page: View {
            @Environment(WindowDelegate.self) private var window
            var body: some View { Text("\\(window.width)") }
        }
        """,
    ]

    static let triggering: [RuleExample] = [
        // A modifier handed something other than the app's delegate puts nothing there.
        """
        @Observable final class Records {
            var items: [String] = []
        }
        @main
        struct HealthApp: App {
            @UIApplicationDelegateAdaptor(HealthDelegate.self) var appDelegate
            let theme = Theme()
            var body: some Scene {
                WindowGroup { Home().themed(theme) }
            }
        }
        struct Home: View {
            @Environment(Records.self) private var ↓records
            var body: some View { Text("\\(records.items.count)") }
        }
        """,
        // The settings scene is a path of its own, and nothing puts the store there.
        """
        final class Store: ObservableObject {
            @Published var items: [String] = []
        }
        @main
        struct ShopApp: App {
            @StateObject private var store = Store()
            var body: some Scene {
                WindowGroup { ItemList().environmentObject(store) }
                Settings { ItemList() }
            }
        }
        struct ItemList: View {
            @EnvironmentObject var ↓store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        """,
        // The sheet is presented from outside what .environmentObject modifies: its
        // content does not see the store.
        """
        final class Store: ObservableObject {
            @Published var items: [String] = []
        }
        @main
        struct ShopApp: App {
            @StateObject private var store = Store()
            @State private var showsCart = false
            var body: some Scene {
                WindowGroup {
                    ItemList()
                        .environmentObject(store)
                        .sheet(isPresented: $showsCart) { Cart() }
                }
            }
        }
        struct ItemList: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        struct Cart: View {
            @EnvironmentObject var ↓store: Store
            var body: some View {
                VStack {
                    Text("\\(store.items.count) in the cart")
                    CartTotal()
                }
            }
        }
        // Cart's body stops the app first, before CartTotal is built: reported once, at Cart.
        struct CartTotal: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        """,
        // A custom modifier that puts another object there, not the one the view takes.
        """
        @Observable final class Haptics {
            var enabled = true
        }
        @Observable final class Theme {
            var dark = false
        }
        struct ProvideTheme: ViewModifier {
            @State private var theme = Theme()
            func body(content: Content) -> some View { content.environment(theme) }
        }
        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { Tools().modifier(ProvideTheme()) } }
        }
        struct Tools: View {
            @Environment(Haptics.self) private var ↓haptics
            var body: some View { Button("Tap") { print(haptics.enabled) } }
        }
        """,
        // An @Observable object nobody puts in the environment.
        """
        @Observable final class Session {
            var user = ""
        }
        @main
        struct ChatApp: App {
            var body: some Scene { WindowGroup { Profile() } }
        }
        struct Profile: View {
            @Environment(Session.self) private var ↓session
            var body: some View { Text(session.user) }
        }
        """,
    ]
}
