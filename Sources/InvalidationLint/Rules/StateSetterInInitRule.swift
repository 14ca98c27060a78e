import InvalidationAnalyzer
import InvalidationReader

/// `state_setter_in_init`: an assignment in `init` to a `@State` (or `@FocusState`) made
/// after every stored property of the view has a value.
///
/// Swift turns `x = value` on a wrapped property into the wrapper's initializer
/// (`State(wrappedValue: value)`) only while the property has no value yet. Once every
/// stored property of the struct has one (from its declaration, from earlier assignments,
/// or from `self.init(…)`), the same assignment calls the wrapper's setter. The setter of a
/// `@State` that SwiftUI has not installed yet has no storage to write to: the write is
/// lost and the view starts from the state's first value. Which wrappers lose the write,
/// and how each is given a first value instead, is ``SwiftUIKnowledge/installedWrappers``;
/// the setters of `@AppStorage`, `@SceneStorage` and `@Binding` write to their store, and
/// are not reported. When every stored property has a value is ``InitializationOrder``'s:
/// where it cannot tell, the rule stays silent.
enum StateSetterInInitRule: ViewLintRule {
    static let description = RuleDescription(
        id: .stateSetterInInit,
        name: "State set through its setter in init",
        summary: """
            Once every stored property of a view has a value, assigning a @State (or @FocusState) in init calls \
            the wrapper's setter instead of creating it, and a view that is not yet on screen ignores that write: \
            the view starts from the declared value. Give the first value with _name = State(initialValue: …), \
            which the fix-it writes.
            """,
        nonTriggeringExamples: [
            // The setter is given the value the state starts with: nothing is lost.
            """
            struct ProfileName: View {
                let name: String
                @State private var account: String?
                @State private var isLoading = false
                init(name: String) {
                    self.name = name
                    self.account = nil
                    isLoading = false
                }
                var body: some View { Text(account ?? name) }
            }
            """,
            // The first value through the state's storage.
            """
            struct PreferencesPane: View {
                private let width: Double = 160
                @State private var openInEditor = true
                init(defaults: UserDefaults) {
                    _openInEditor = State(initialValue: defaults.bool(forKey: "openInEditor"))
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """,
            // Without a declared value, the assignment creates the state.
            """
            struct PreferencesPane: View {
                @State private var openInEditor: Bool
                init(defaults: UserDefaults) {
                    openInEditor = defaults.bool(forKey: "openInEditor")
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """,
            // Before the last stored property has its value, the assignment creates the state.
            """
            struct Badge: View {
                let title: String
                @State private var isExpanded = false
                init(title: String, expanded: Bool) {
                    isExpanded = expanded
                    self.title = title
                }
                var body: some View { Text(isExpanded ? title : "") }
            }
            """,
            // One branch leaves 'title' without a value: not every path has given one.
            """
            struct Badge: View {
                let title: String?
                @State private var isExpanded = false
                init(title: String?, expanded: Bool) {
                    if let title { self.title = title } else { self.title = nil }
                    if expanded { self.title = "" }
                    _isExpanded = State(initialValue: expanded)
                }
                var body: some View { Text(title ?? "") }
            }
            """,
            // @AppStorage writes to user defaults at once.
            """
            struct Onboarding: View {
                @AppStorage("seen") private var seen = false
                init(force: Bool) {
                    if force { seen = true }
                }
                var body: some View { Text(seen ? "Welcome back" : "Welcome") }
            }
            """,
        ],
        triggeringExamples: [
            """
            struct PreferencesPane: View {
                private let width: Double = 160
                @State private var openInEditor = true
                init(defaults: UserDefaults) {
                    ↓openInEditor = defaults.bool(forKey: "openInEditor")
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """,
            // The binding is the last stored property to get a value.
            """
            struct FormTabs: View {
                @Binding private var draft: Draft
                @State private var selectedTab = 1
                init(draft: Binding<Draft>) {
                    _draft = draft
                    ↓self.selectedTab = draft.wrappedValue.isLocalized ? 2 : 1
                }
                var body: some View { TabView(selection: $selectedTab) { Text(draft.title) } }
            }
            """,
            // After self.init(…), every stored property has a value.
            """
            struct Counter: View {
                let step: Int
                @State private var count = 0
                init(step: Int) { self.step = step }
                init(step: Int, start: Int) {
                    self.init(step: step)
                    ↓count = start
                }
                var body: some View { Text("\\(count)") }
            }
            """,
            // Both branches give 'title' a value; an optional var has one from the start.
            """
            struct Badge: View {
                let title: String
                var subtitle: String?
                @State private var isExpanded = false
                @FocusState private var isFocused: Bool
                init(title: String?) {
                    if let title { self.title = title } else { self.title = "" }
                    ↓isExpanded = title == nil
                    ↓isFocused = true
                }
                var body: some View { Text(title).focused($isFocused) }
            }
            """,
        ])

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        for assignment in context.model.initializerWrites(in: view)
        where !assignment.isStorage && assignment.followsInitialization && !givesStartingValue(assignment) {
            guard let wrapper = assignment.property.wrapper,
                let firstValue = SwiftUIKnowledge.installedWrappers[wrapper]
            else { continue }
            findings.append(finding(assignment, wrapper: wrapper, firstValue: firstValue, view: view))
        }
    }

    /// Whether the assignment gives the value the state starts with anyway: its declared
    /// value as written, or `nil` to an optional declared without one. The ignored write
    /// loses nothing.
    private static func givesStartingValue(_ assignment: InitializerWrite) -> Bool {
        guard let value = assignment.valueText else { return false }
        if let declared = assignment.property.initializerText { return declared == value }
        return assignment.valueIsNil && assignment.property.hasValueBeforeInit
    }

    private static func finding(
        _ assignment: InitializerWrite, wrapper: String, firstValue: FirstValue, view: DeclaredView
    ) -> LintDiagnostic {
        let property = assignment.property
        let cause =
            "'\(property.name)' in \(view.simpleName) is assigned in init after every stored property has a value, "
            + "so this calls @\(wrapper)'s setter, which a view not yet on screen ignores"
        let message: String
        var fixIts: [LintDiagnostic.FixIt] = []
        switch firstValue {
        case .initializer(let label):
            let start =
                property.initializerText != nil
                ? "its declared value" : property.hasValueBeforeInit ? "nil" : "the value init gives it first"
            // The wrapper as written (`SwiftUI.State`), so that the fix compiles where the plain name does not.
            let written = property.wrapperAsWritten ?? wrapper
            message =
                "\(cause): the view always starts at \(start). "
                + "Write `_\(property.name) = \(written)(\(label): …)` instead."
            // An `if` or `switch` expression cannot be an argument: the value needs a local first.
            if !assignment.valueIsConditional {
                fixIts.append(fixIt(assignment, wrapper: written, label: label))
            }
        case .onScreen:
            message =
                "\(cause): focus does not move. "
                + "Move focus once the view is on screen, in .onAppear or with .defaultFocus."
        }
        let notes = assignment.completion.map {
            [
                LintDiagnostic.Note(
                    message: "every stored property of \(view.simpleName) has a value from here on", location: $0)
            ]
        }
        return self.finding(
            message, at: assignment.target.start, view: view, symbol: property.name, notes: notes ?? [], fixIts: fixIts)
    }

    /// `x = value` and `self.x = value` to `_x = State(initialValue: value)`.
    private static func fixIt(_ assignment: InitializerWrite, wrapper: String, label: String) -> LintDiagnostic.FixIt {
        let storage = "_" + assignment.property.name
        let (valueStart, valueEnd) = assignment.value
        return .init(
            message: "Give '\(assignment.property.name)' its first value with \(wrapper)(\(label):)",
            edits: [
                .init(start: assignment.target.start, end: assignment.target.end, replacement: storage),
                .init(start: valueStart, end: valueStart, replacement: "\(wrapper)(\(label): "),
                .init(start: valueEnd, end: valueEnd, replacement: ")"),
            ])
    }
}
