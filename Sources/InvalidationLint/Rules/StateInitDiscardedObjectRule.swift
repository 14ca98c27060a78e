import InvalidationAnalyzer
import InvalidationReader

/// `state_init_discarded_object`: an object created in `init` and assigned to a `@State`.
///
/// `@State` keeps its first value, but `init` runs every time the parent re-creates the
/// view: each run builds a new object that is thrown away. Where the value also depends on
/// a parameter nothing follows, `state_init_trap` reports the assignment instead.
enum StateInitDiscardedObjectRule: ViewLintRule {
    static let description = RuleDescription(
        id: .stateInitDiscardedObject,
        name: "Object created in init for @State",
        summary: """
            An object created in init and assigned to a @State is built again every time the parent re-creates \
            the view, and thrown away: the state keeps its first object. Make the state optional and create the \
            object in onChange(of:initial: true), as in the article's RoomView3.
            """,
        nonTriggeringExamples: [
            // The article's RoomView3.
            """
            @Observable class RoomVM { init(roomName: String) {} }
            struct RoomView3: View {
                var name: String
                @State private var viewModel: RoomVM?
                var body: some View {
                    ZStack { if let viewModel { RoomView3Helper(viewModel: viewModel) } }
                        .onChange(of: name, initial: true) { self.viewModel = RoomVM(roomName: name) }
                }
            }
            """,
            // A value type is cheap to build and throw away.
            """
            struct Filter { var query: String }
            struct Search: View {
                @State private var filter: Filter
                init() { _filter = State(initialValue: Filter(query: "")) }
                var body: some View { Text(filter.query) }
            }
            """,
            // @StateObject takes an autoclosure: the object is built only once.
            """
            class Loader: ObservableObject { init(id: Int) {} }
            struct Detail: View {
                @StateObject private var loader: Loader
                init(id: Int) { _loader = StateObject(wrappedValue: Loader(id: id)) }
                var body: some View { Text("") }
            }
            """,
            // The app is created once: nothing is rebuilt.
            """
            @main struct NotesApp: App {
                @State private var store: NotesStore
                init() { _store = State(initialValue: NotesStore(folder: "Notes")) }
                var body: some Scene { WindowGroup { Text(store.folder) } }
            }
            """,
        ],
        triggeringExamples: [
            // The article's RoomView2.
            """
            @Observable class RoomVM { init(roomName: String) {} }
            struct RoomView2: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    self.viewModel = ↓RoomVM(roomName: name)
                }
                var body: some View {
                    Text(viewModel.roomName)
                        .onChange(of: name) { self.viewModel = RoomVM(roomName: name) }
                }
            }
            """,
            """
            @Observable final class Store {}
            struct Root: View {
                @State private var store: Store
                init() { _store = State(initialValue: ↓Store()) }
                var body: some View { Text("") }
            }
            """,
        ])

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        // The app is created once, and in an app, a view no other view's body creates (one
        // only previews show, or only UIKit code hosts) has no parent to re-create it: nothing
        // is rebuilt and thrown away.
        if context.isApp(view) || (context.hasApp && context.sites(of: view).isEmpty) { return }
        let assignments = InitAssignment.find(in: view, kinds: [.owned(.state)])
        guard !assignments.isEmpty else { return }
        let following = ParameterFollowing(view: view, context: context)
        for assignment in assignments {
            guard let value = assignment.value, let type = assignment.createdType, context.isClass(type, at: value),
                following.unfollowedParameters(of: assignment).isEmpty
            else { continue }
            let property = assignment.property.name
            let trigger = assignment.parameters.first.flatMap { assignment.properties(holding: $0).first }
            // A view that hands new values to the object it holds keeps one object: built once.
            let updates = following.followsByUpdating(assignment)
            let fix =
                updates
                ? "Make '\(property)' an optional @State and create the \(type) once, in .task or .onAppear where it "
                    + "is nil."
                : trigger.map { "Make '\(property)' an optional @State and create the \(type) in .onChange(of: \($0), initial: true)." }
                    ?? "Make '\(property)' an optional @State and create the \(type) in .task or .onAppear."
            let message =
                "\(view.simpleName) builds a new \(type) for '\(property)' every time its parent re-creates it, and @State throws it away and keeps the first one. "
                + fix
            findings.append(finding(message, at: context.location(of: value), view: view, symbol: property))
        }
    }
}
