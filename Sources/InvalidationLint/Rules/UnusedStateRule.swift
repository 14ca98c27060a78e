import InvalidationAnalyzer
import InvalidationReader

/// `unused_state`: a `@State` that is never written after construction, never read, or
/// never used at all.
///
/// - Never written: no assignment, no mutating call, no `&x`, no binding `$x` handed out, no
///   `_x` outside `init` (see ``UseModel/accessesAfterConstruction(of:in:)``). The state then keeps its initial value for the
///   view's whole life. Reported only for `private` state (a creator can give any other its
///   value) that holds a value (``DeclaredProperty/holdsValue``): an object held in `@State` is
///   the owner's normal pattern, changed through its own methods. A state that starts as `nil`
///   is reported whatever it would hold: without a write it never holds anything, and writes
///   through `x?.` do nothing to it. Not reported either:
///   - a state whose initial value differs at each creation (`UUID()`, `Date()`): the view
///     keeps its first one on purpose, which a constant could not do;
///   - a state given its value in `init` from a parameter: it is a copy of the parameter,
///     and whether the copy goes stale is the question of `state_init_trap` and
///     `state_init_copy`. One set in `init` to a constant is reported like a declared one.
/// - Never read: every use is a write (`x = …`, `x += 1`), so nothing shows or uses the value.
///   Reported only for state that holds a value: an object assigned and never read is kept
///   alive on purpose (a subscription's `AnyCancellable`, an event monitor, a timer), and
///   holding it is its use.
/// - Neither: declared and never used after construction, whatever it holds.
///   `state_init_trap` leaves such state to this rule.
enum UnusedStateRule: ViewLintRule {
    static let description = RuleDescription(
        id: .unusedState,
        name: "Unused state",
        summary: """
            A private @State holding a value that the view never assigns, mutates or binds keeps its initial \
            value: the code that reads it never sees another. A @State holding a value that the view only assigns \
            is shown and used nowhere. A @State the view never uses can go. State holding an object, or a type not \
            known to be a value, is reported only when never used (or always nil): an object changes through its own \
            methods, and holding it keeps it alive.
            """,
        nonTriggeringExamples: [
            // An assignment marked with `try?` assigns.
            """
            struct MarkdownText: View {
                let source: String
                @State private var formatted: AttributedString?
                var body: some View {
                    Text(formatted ?? AttributedString(source))
                        .task { try? formatted = AttributedString(markdown: source) }
                }
            }
            """,
            // Each element of a tuple that is assigned is assigned.
            """
            struct RangeView: View {
                @State private var low = 0
                @State private var high = 0
                var body: some View {
                    Text("\\(low)-\\(high)")
                        .task { (low, high) = (1, 2) }
                }
            }
            """,
            """
            struct FeedView: View {
                @State private var listProxy: ScrollViewProxy?
                @State private var isOn = false
                @State private var count = 0
                @State private var model = Model()
                @State private var player = AVPlayer()
                @State private var id = UUID()
                @State private var listener: AnyCancellable?
                @State var title = "Feed"
                var body: some View {
                    ScrollViewReader { proxy in
                        Toggle(title, isOn: $isOn)
                        Button("\\(count)") { count += 1; listProxy = proxy }
                        Text(model.title).id(id)
                        Button("Top") { listProxy?.scrollTo(0) }
                        VideoPlayer(player: player)
                    }
                    .onAppear { listener = model.changes.sink { _ in } }
                }
            }

            @Observable final class Model { var title = "" }
            """,
            RuleExample(files: [
                (
                    "Counter.swift",
                    """
                    struct Counter: View {
                        @State private var count = 0
                        var body: some View { Button("Add") { increment() } }
                    }
                    """
                ),
                (
                    "Counter+Label.swift",
                    """
                    extension Counter {
                        func increment() { count += 1 }
                        var label: some View { Text("\\(count)") }
                    }
                    """
                ),
            ]),
            // A binding made with animation is still the state's binding: the toggle changes it.
            """
            struct Legend: View {
                @State private var showsLegend = false
                var body: some View {
                    Toggle("Legend", isOn: $showsLegend.animation(.easeInOut))
                    if showsLegend { Text("Legend") }
                }
            }
            """,
            // An `==` of the view's own compares it: SwiftUI runs the body again when it differs.
            """
            struct MessageCell: View, Equatable {
                let text: String
                @State var timestamp: Date
                var body: some View { Text(text) }
                static func == (lhs: MessageCell, rhs: MessageCell) -> Bool {
                    lhs.text == rhs.text && lhs.timestamp == rhs.timestamp
                }
            }
            """,
            // Methods the app adds to Binding make other bindings of the state, even one
            // named like a collection's (`map`): the toggle and the field change it.
            """
            extension Binding {
                func withClick() -> Self {
                    Binding { wrappedValue } set: { newValue in
                        wrappedValue = newValue
                    }
                }
                func map<V>(get: @escaping (Value) -> V, set: @escaping (V) -> Value) -> Binding<V> {
                    Binding<V> { get(wrappedValue) } set: { wrappedValue = set($0) }
                }
            }
            struct Query: Equatable {
                var name = ""
            }
            struct Options: View {
                @State private var includesLogs = false
                @State private var query = Query()
                var body: some View {
                    Toggle("Logs", isOn: $includesLogs.withClick())
                    TextField("Name", text: $query.name.map(get: { $0 }, set: { $0 }))
                    Text(includesLogs ? query.name : "Off")
                }
            }
            """,
        ],
        triggeringExamples: [
            // Never used, though its creator passes a value: the value goes too.
            """
            struct Cell: View {
                let text: String
                @State var ↓timestamp: Date
                var body: some View { Text(text) }
            }
            struct Cells: View {
                var body: some View { Cell(text: "Hi", timestamp: .now) }
            }
            """,
            """
            struct FeedView: View {
                @State private var ↓listProxy: ScrollViewProxy?
                @State private var ↓isExpanded = false
                var body: some View {
                    Button("Top") { listProxy?.scrollTo(0) }
                    if isExpanded { Text("More") }
                }
            }
            """,
            """
            struct EditorTabs: View {
                @State private var ↓isHoveringOverTabs = false
                @State private var ↓leftover = Model()
                var body: some View {
                    HStack { Text("Tabs") }
                        .onHover { hovering in isHoveringOverTabs = hovering }
                }
            }

            final class Model {}
            """,
        ],
        supersedes: [.nonPrivateState])

    /// At most this many notes point at the assignments of a state nothing reads.
    static let noteLimit = 3

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        let states = view.properties.filter { $0.wrapperKind == .owned(.state) }
        guard !states.isEmpty else { return }
        let uses = context.model.uses.accessesAfterConstruction(of: Set(states.map(\.name)), in: view.type)
        let assignments = InitAssignment.find(in: view, kinds: [.owned(.state)])
        for property in states {
            let use = uses[property.name] ?? PropertyAccesses()
            let subject = "'\(property.name)' in \(view.simpleName) is @\(property.wrapper ?? "")"
            let message: String
            var notes: [LintDiagnostic.Note] = []
            // An `==` of its own that compares it decides when SwiftUI runs the body again.
            if use.isUnused, context.model.staticMembersName(property.name, of: view) { continue }
            if use.isUnused {
                let passing = view.hasMemberwiseInitializer ? context.sites(of: view, passingValueFor: property.name) : []
                if passing.isEmpty {
                    message = "\(subject) but is never used: remove it."
                } else {
                    message = "\(subject) but is never used: remove it, and the value passed for it where \(view.simpleName) is created."
                    notes = passing.map {
                        .init(
                            message: "\(view.simpleName) is created here with a value for '\(property.name)'",
                            location: context.location(of: $0.node))
                    }
                }
            } else if use.reads.isEmpty && property.holdsValue {
                message =
                    "\(subject) that is assigned but never read: nothing shows or uses its value. "
                    + "Remove it and its assignments, or read it where it was meant to be used."
                var seen = Set<String>()
                for write in use.writes {
                    let location = context.location(of: write.node)
                    guard seen.insert(location.description).inserted else { continue }
                    notes.append(.init(message: "'\(property.name)' is assigned here", location: location))
                    if notes.count == noteLimit { break }
                }
            } else if let constant = neverWritten(
                property, use: use, assignments: assignments.filter { $0.property.name == property.name })
            {
                message = "\(subject) but is never assigned or bound, so \(constant) Assign it where it should change, or make it a constant."
            } else {
                continue
            }
            findings.append(
                finding(message, at: context.location(of: property.nameToken), view: view, symbol: property.name, notes: notes))
        }
    }

    /// For a private state that nothing changes after construction, what that means, as the
    /// end of a sentence; `nil` when something may change it, or when it is not reported.
    private static func neverWritten(
        _ property: DeclaredProperty, use: PropertyAccesses, assignments: [InitAssignment]
    ) -> String? {
        guard property.isPrivate, !assignments.contains(where: { !$0.parameters.isEmpty }) else { return nil }
        // Declared without a value, an optional starts as nil; set in init, a value not
        // read as one expression is not known.
        let initialValues = assignments.isEmpty ? [property.initializer] : assignments.map(\.value)
        let isNil =
            property.isOptional
            && initialValues.allSatisfy { value in
                value.map(InitialValue.isNil) ?? assignments.isEmpty
            }
        guard isNil || property.holdsValue else { return nil }
        // A state that starts from a new value each time (`UUID()`) keeps its first one on purpose.
        guard isNil || initialValues.allSatisfy({ $0.map { InitialValue.isSameOnEveryCreation($0, type: property.typeName) } ?? false })
        else { return nil }
        // While the value is nil, a write through `x?.` does nothing.
        guard !use.writes.contains(where: { !(isNil && $0.needsValue) }) else { return nil }
        if isNil {
            if let chain = use.reads.lazy.map(\.node).compactMap(InitialValue.optionalChain).first {
                return "it is always nil and the code that uses it (`\(chain)`) does nothing."
            }
            return "it is always nil wherever it is used."
        }
        let texts = Set(initialValues.map { $0?.trimmedSource ?? "" })
        if texts.count == 1, let text = texts.first, !text.isEmpty, text.count <= 40, !text.contains("\n") {
            return "it always keeps its initial value, `\(text)`, wherever it is used."
        }
        return "it always keeps its initial value wherever it is used."
    }
}
