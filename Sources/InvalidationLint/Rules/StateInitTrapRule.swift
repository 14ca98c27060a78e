import InvalidationAnalyzer
import InvalidationReader
/// `state_init_trap`: a `@State` or `@StateObject` given a value in `init` that depends on
/// an `init` parameter, while nothing makes the view follow later values of that parameter.
///
/// A state's initial value is used only when the view's identity first appears: when the
/// parent later passes another value, the view keeps the first one.
enum StateInitTrapRule: ViewLintRule {
    static let description = RuleDescription(
        id: .stateInitTrap,
        name: "State set from an init parameter",
        summary: """
            A @State or @StateObject given a value in init from an init parameter keeps the value of the \
            view's first appearance: SwiftUI uses a state's initial value only once, so later values the parent \
            passes never reach it. Follow the parameter with onChange(of:initial:) or task(id:), or give the view \
            an .id(…) of the parameter where it is created.
            """,
        nonTriggeringExamples: [
            """
            struct CounterView: View {
                @State private var value = 0
                var body: some View { Text("\\(value)") }
            }
            """,
            // The article's RoomView2: the view follows `name`.
            """
            struct RoomView2: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    self.viewModel = RoomVM(roomName: name)
                }
                var body: some View {
                    Text(viewModel.roomName)
                        .onChange(of: name) { self.viewModel = RoomVM(roomName: name) }
                }
            }
            """,
            // A value that depends on no parameter.
            """
            struct Editor: View {
                @State private var draft: String
                init() { _draft = State(initialValue: "") }
                var body: some View { TextField("Draft", text: $draft) }
            }
            """,
            // task(id:) reloads when the id changes.
            """
            struct Detail: View {
                let id: Int
                @StateObject private var loader: Loader
                init(id: Int) {
                    self.id = id
                    _loader = StateObject(wrappedValue: Loader(id: id))
                }
                var body: some View {
                    Text(loader.title).task(id: id) { await loader.load(id) }
                }
            }
            """,
            // Every place that creates the view gives it a new identity for each value.
            RuleExample(files: [
                (
                    "Profile.swift",
                    """
                    struct Profile: View {
                        @State private var name: String
                        init(user: User) { _name = .init(initialValue: user.name) }
                        var body: some View { TextField("Name", text: $name) }
                    }
                    """
                ),
                (
                    "Parent.swift",
                    """
                    struct Parent: View {
                        @State private var user = User()
                        var body: some View { Profile(user: user).id(user.id) }
                    }
                    """
                ),
            ]),
            // A preview creates the view for the canvas only, and another initializer's callers do not count.
            """
            struct Article: View {
                @State private var title: String
                init(title: String) { _title = State(initialValue: title) }
                init(draft: Draft) { _title = State(initialValue: "") }
                var body: some View { Text(title) }
            }
            struct Shelf: View {
                let book: Book
                var body: some View {
                    VStack {
                        Article(title: book.title).id(book.title)
                        Article(draft: Draft())
                    }
                }
            }
            #Preview { Article(title: "Preview") }
            """,
        ],
        triggeringExamples: [
            // The article's RoomView1.
            """
            struct RoomView1: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    ↓self.viewModel = RoomVM(roomName: name)
                }
                var body: some View { Text(viewModel.roomName) }
            }
            """,
            """
            struct Editor: View {
                @State private var draft: String
                @Binding var text: String
                init(text: Binding<String>) {
                    self._text = text
                    ↓self._draft = State(initialValue: text.wrappedValue)
                }
                var body: some View { TextField("Draft", text: $draft) }
            }
            """,
            """
            struct Badge: View {
                @State private var count: Int
                init(count: Int) { ↓_count = .init(initialValue: count) }
                var body: some View { Text("\\(count)") }
            }
            """,
            """
            struct Badge: View {
                @State private var count: Int
                init(start: Int) {
                    let clamped = max(0, start)
                    ↓_count = State(wrappedValue: clamped)
                }
                var body: some View { Text("\\(count)") }
            }
            """,
            """
            struct Detail: View {
                @StateObject private var vm: DetailModel
                init(id: Int) { ↓_vm = StateObject(wrappedValue: DetailModel(id: id)) }
                var body: some View { Text(vm.title) }
            }
            """,
            // An onChange that does not touch the state does not make it follow.
            """
            struct Title: View {
                let name: String
                @State private var shown: String
                init(name: String) {
                    self.name = name
                    ↓self.shown = name
                }
                var body: some View { Text(shown).onChange(of: name) { print("changed") } }
            }
            """,
            // Some places create the view without an .id(…).
            RuleExample(files: [
                (
                    "Profile.swift",
                    """
                    struct Profile: View {
                        @State private var name: String
                        init(user: User) { ↓_name = .init(initialValue: user.name) }
                        var body: some View { TextField("Name", text: $name) }
                    }
                    """
                ),
                (
                    "Parent.swift",
                    """
                    struct Parent: View {
                        @State private var user = User()
                        var body: some View {
                            VStack {
                                Profile(user: user).id(user.id)
                                Profile(user: user)
                            }
                        }
                    }
                    """
                ),
            ]),
        ])

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        let assignments = InitAssignment.find(in: view, kinds: [.owned(.state), .stateObject])
        guard !assignments.isEmpty else { return }
        let following = ParameterFollowing(view: view, context: context)
        for assignment in assignments {
            let unfollowed = following.unfollowedParameters(of: assignment)
            guard let first = unfollowed.first else { continue }
            let property = assignment.property.name
            let names = unfollowed.map { "'\($0.name)'" }.joined(separator: ", ")
            let holder = assignment.properties(holding: first).first ?? first.name
            let fix =
                assignment.properties(holding: first).isEmpty
                ? "Store \(names) and set '\(property)' in .onChange(of: \(first.name), initial: true), or give \(view.simpleName) .id(\(first.name)) where it is created."
                : "Set '\(property)' in .onChange(of: \(holder), initial: true) instead of init, or give \(view.simpleName) .id(\(holder)) where it is created."
            let message =
                "'\(property)' in \(view.simpleName) is @\(assignment.property.wrapper ?? "") set in init from \(names), so it keeps the value of the view's first appearance and ignores later changes of \(names). "
                + fix
            var notes: [LintDiagnostic.Note] = []
            for site in following.sitesWithoutIdentity(for: first, in: assignment.initializer).prefix(3) {
                notes.append(
                    .init(
                        message: "\(view.simpleName) is created here without an .id(…) that changes with '\(first.name)'",
                        location: context.location(of: site.node)))
            }
            findings.append(
                finding(
                    message, at: context.location(of: assignment.target), view: view, symbol: property, notes: notes))
        }
    }
}
