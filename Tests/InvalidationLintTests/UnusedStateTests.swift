import InvalidationLint
import Testing

/// `unused_state`: a `@State` never written after construction, never read, or never used.
@Suite struct UnusedStateTests {
    /// Lints one file named `View.swift` with only `unused_state`.
    static func lint(_ source: String) -> LintReport {
        LintTesting.lint([("View.swift", source)], rules: [.unusedState])
    }

    // MARK: Never written

    @Test func aProxyNeverAssignedIsAlwaysNilAndItsCallsDoNothing() {
        let report = Self.lint(
            """
            struct FeedView: View {
                @State private var listProxy: ScrollViewProxy?
                var body: some View {
                    ScrollViewReader { proxy in
                        List { Text("Top") }
                        Button("Top") { listProxy?.scrollTo(0, anchor: .top) }
                    }
                }
            }
            """)
        #expect(LintTesting.places(report) == ["View.swift:2:24 unused_state"])
        #expect(
            report.diagnostics.map(\.message) == [
                "'listProxy' in FeedView is @State but is never assigned or bound, so it is always nil and the code "
                    + "that uses it (`listProxy?.scrollTo(…)`) does nothing. Assign it where it should change, or make it a constant."
            ])
        #expect(report.diagnostics.first?.symbol == "listProxy")
        #expect(report.diagnostics.first?.notes == [])
    }

    @Test func aValueNeverAssignedKeepsItsInitialValue() {
        let report = Self.lint(
            """
            struct RowView: View {
                @State private var isExpanded = false
                @State private var spacing: CGFloat = 8
                @State private var tags: [String: Int] = [:]
                var body: some View {
                    VStack(spacing: spacing) { if isExpanded { Text("\\(tags.count)") } }
                }
            }
            """)
        #expect(
            LintTesting.places(report) == [
                "View.swift:2:24 unused_state", "View.swift:3:24 unused_state", "View.swift:4:24 unused_state",
            ])
        #expect(
            report.diagnostics.first?.message
                == "'isExpanded' in RowView is @State but is never assigned or bound, so it always keeps its initial "
                + "value, `false`, wherever it is used. Assign it where it should change, or make it a constant.")
    }

    @Test func anObjectOrATypeNotKnownToBeAValueIsTheOwnersNormalPattern() {
        // The object changes through its own methods; a framework type may be a class.
        let report = Self.lint(
            """
            struct PlayerView: View {
                @State private var model = Model()
                @State private var player = AVPlayer()
                @State private var formatter: NumberFormatter = NumberFormatter()
                @State private var models: [Model] = [Model()]
                @State private var made = makeValue()
                var body: some View {
                    VideoPlayer(player: player)
                    Text(model.title)
                    Text(formatter.string(from: 3) ?? "")
                    ForEach(models) { Text($0.title + made) }
                }
            }

            @Observable final class Model { var title = "" }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func anOptionalObjectNeverAssignedIsAlwaysNil() {
        // Whatever it would hold, nothing ever puts it there: `player?.play()` never runs.
        let report = Self.lint(
            """
            struct PlayerView: View {
                @State private var player: AVPlayer?
                var body: some View { Button("Play") { player?.play() } }
            }
            """)
        #expect(LintTesting.places(report) == ["View.swift:2:24 unused_state"])
        #expect(report.diagnostics.first?.message.contains("(`player?.play()`) does nothing") == true)
    }

    @Test func valuesAreProvenByAnnotationOrInitialValue() {
        let declarations = [
            "@State private var a: Color? = .red", "@State private var b: Set<UUID> = []",
            "@State private var c = Filter.all", "@State private var d = Settings()",
            "@State private var e: [Settings] = []", "@State private var f = NavigationPath()",
            "@State private var g = (1, \"\")", "@State private var h = -1.5",
            "@State private var i: (Int, String) = (1, \"\")",
        ]
        let report = Self.lint(
            """
            struct Screen: View {
                \(declarations.joined(separator: "\n    "))
                var body: some View { Text("\\(a) \\(b) \\(c) \\(d) \\(e) \\(f) \\(g) \\(h) \\(i)") }
            }

            enum Filter { case all, some }
            struct Settings { var size = 1 }
            """)
        #expect(report.diagnostics.map(\.symbol) == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
    }

    @Test func aValueThatDiffersAtEachCreationIsKeptOnPurpose() {
        // `let id = UUID()` would change every time the parent recomputes; the state keeps the first.
        let report = Self.lint(
            """
            struct Field: View {
                @State private var fieldID = UUID()
                @State private var appeared = Date()
                @State private var start: Date = .now
                var body: some View { Text("\\(appeared) \\(start)").id(fieldID) }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aBindingToAControlMayWriteIt() {
        let report = Self.lint(
            """
            struct SettingsView: View {
                @State private var isOn = false
                @State private var name = ""
                var body: some View {
                    Toggle("On", isOn: $isOn)
                    TextField("Name", text: $name)
                    if isOn { Text(name) }
                }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aMethodCalledOnAValueMayMutateIt() {
        let report = Self.lint(
            """
            struct Disclosure: View {
                @State private var isOpen = false
                @State private var path = NavigationPath()
                @State private var count = 0
                var body: some View {
                    NavigationStack {
                        Button(isOpen ? "Close" : "Open") { isOpen.toggle(); path.append(1) }
                        Text("\\(path.count) \\(count)")
                    }
                    .onAppear { increment(&count) }
                }
                func increment(_ value: inout Int) { value += 1 }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aMethodCalledFromAButtonWritesIt() {
        let report = Self.lint(
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Button("\\(count)") { increment() }
                }
                private func increment() { self.count += 1 }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func theObserverOfAnotherPropertyWritesIt() {
        let report = Self.lint(
            """
            struct Search: View {
                @State private var query = "" {
                    didSet { hasQuery = !query.isEmpty }
                }
                @State private var hasQuery = false
                var body: some View {
                    Button("Clear") { query = "" }
                    if hasQuery { Text("Results") }
                }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aPropertyThatIsNotPrivateMayGetItsValueFromTheCreator() {
        let report = Self.lint(
            """
            struct Badge: View {
                @State var title = "New"
                var body: some View { Text(title) }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aStateSetInInitFromAParameterIsLeftToTheInitRules() {
        // A copy of a parameter: whether it goes stale is state_init_trap's question, and
        // `let` would change what the view shows. A constant set in init is still a constant.
        let report = Self.lint(
            """
            struct Card: View {
                @State private var title: String
                @State private var limit: Int
                @State private var selection: Int?
                init(title: String) {
                    _title = State(initialValue: title)
                    _limit = State(initialValue: 3)
                    _selection = State(initialValue: nil)
                }
                var body: some View {
                    Text(title).lineLimit(limit)
                    if let selection { Text("\\(selection)") }
                }
            }
            """)
        #expect(LintTesting.places(report) == ["View.swift:3:24 unused_state", "View.swift:4:24 unused_state"])
        #expect(report.diagnostics.first?.message.contains("always keeps its initial value, `3`,") == true)
        #expect(report.diagnostics.last?.message.contains("it is always nil wherever it is used.") == true)
    }

    // MARK: Never read

    @Test func aValueOnlyAssignedIsNeverRead() {
        let report = Self.lint(
            """
            struct EditorTabs: View {
                @State private var isHoveringOverTabs = false
                @State private var hoverCount = 0
                var body: some View {
                    HStack { Text("Tabs") }
                        .onHover { hovering in
                            isHoveringOverTabs = hovering
                            hoverCount += 1
                        }
                        .onDisappear { isHoveringOverTabs = false }
                }
            }
            """)
        #expect(LintTesting.places(report) == ["View.swift:2:24 unused_state", "View.swift:3:24 unused_state"])
        #expect(
            report.diagnostics.first?.message
                == "'isHoveringOverTabs' in EditorTabs is @State that is assigned but never read: nothing shows or uses "
                + "its value. Remove it and its assignments, or read it where it was meant to be used.")
        #expect(report.diagnostics.first?.notes.map { "\($0.location) \($0.message)" } == [
            "View.swift:7:17 'isHoveringOverTabs' is assigned here",
            "View.swift:10:28 'isHoveringOverTabs' is assigned here",
        ])
        // A compound assignment reads only to write.
        #expect(report.diagnostics.last?.notes.map { "\($0.location)" } == ["View.swift:8:17"])
    }

    @Test func anObjectOnlyAssignedIsKeptAlive() {
        // Holding the subscription is what keeps it running.
        let report = Self.lint(
            """
            struct Commands: View {
                @State private var listener: AnyCancellable?
                @State private var session: Session?
                var body: some View {
                    Text("Tasks").onAppear {
                        listener = manager.objectWillChange.sink { _ in }
                        session = Session()
                    }
                }
            }

            final class Session {}
            """)
        #expect(LintTesting.places(report) == [])
    }

    @Test func aReadInAnExtensionInAnotherFileCounts() {
        let report = LintTesting.lint(
            [
                (
                    "Counter.swift",
                    """
                    struct Counter: View {
                        @State private var count = 0
                        var body: some View { Button("Add") { count += 1 }; label }
                    }
                    """
                ),
                (
                    "Counter+Label.swift",
                    """
                    extension Counter {
                        var label: some View { Text("\\(count)") }
                    }
                    """
                ),
            ], rules: [.unusedState])
        #expect(LintTesting.places(report) == [])
    }

    @Test func shorthandBindingsAndCapturesRead() {
        let report = Self.lint(
            """
            struct Detail: View {
                @State private var item: String?
                @State private var draft = ""
                var body: some View {
                    Button("Pick") { item = "a"; draft = "b" }
                    Button("Show") { [draft] in if let item { print(item, draft) } }
                }
            }
            """)
        #expect(LintTesting.places(report) == [])
    }

    // MARK: Never used

    @Test func aStateNeverUsedCanGo() {
        let report = Self.lint(
            """
            struct Workspace: View {
                @State private var showingAlert = false
                @State var terminalCollapsed = true
                @State private var model = Model()
                var body: some View { Text("Workspace") }
            }

            final class Model {}
            """)
        #expect(
            LintTesting.places(report) == [
                "View.swift:2:24 unused_state", "View.swift:3:16 unused_state", "View.swift:4:24 unused_state",
            ])
        #expect(report.diagnostics.first?.message == "'showingAlert' in Workspace is @State but is never used: remove it.")
    }

    @Test func aParameterOfTheSameNameIsNotAUse() {
        let report = Self.lint(
            """
            struct Preview: View {
                @State private var text: String
                @State private var client = Client()
                private let providers: [Client]
                init(text: String) {
                    _text = State(initialValue: text)
                    providers = [client]
                }
                var body: some View { Text("\\(providers.count)") }
            }

            final class Client {}
            """)
        // `text` in init is the parameter; `client` is read in init, so it is used.
        #expect(LintTesting.places(report) == ["View.swift:2:24 unused_state"])
        #expect(report.diagnostics.first?.message.hasSuffix("is never used: remove it.") == true)
    }

    @Test func stateInitTrapLeavesUnusedStateToThisRule() {
        let files = [
            (
                "Card.swift",
                """
                struct Card: View {
                    @State private var title: String
                    init(title: String) { _title = State(initialValue: title) }
                    var body: some View { Text("Card") }
                }
                """
            ),
            (
                "Host.swift",
                """
                struct Host: View {
                    @State private var title = ""
                    var body: some View { Card(title: title); TextField("Title", text: $title) }
                }
                """
            ),
        ]
        let report = LintTesting.lint(files, rules: [.unusedState, .stateInitTrap])
        #expect(LintTesting.places(report) == ["Card.swift:2:24 unused_state"])
    }

    @Test func previewHarnessesAreLeftAlone() {
        let report = Self.lint(
            """
            struct Picker: View {
                @Binding var value: Int
                var body: some View { Stepper("\\(value)", value: $value) }
            }

            #if DEBUG
            private struct PickerPreview: View {
                @State private var value = 0
                @State private var neverUsed = false
                @State private var neverChanged = 3
                var body: some View { Picker(value: $value).padding(CGFloat(neverChanged)) }
            }

            #Preview { PickerPreview() }
            #endif
            """)
        #expect(LintTesting.places(report) == [])
    }

    /// State never used is to be removed: it is not also told to become private.
    @Test func unusedStateIsNotAlsoToldToBecomePrivate() {
        let source = """
            import SwiftUI

            struct Child: View {
                @State var query = ""
                @State var leftover = 0
                var body: some View { TextField("Query", text: $query) }
            }
            """
        let both = LintTesting.lint([("Child.swift", source)], rules: [.unusedState, .nonPrivateState])
        #expect(LintTesting.places(both) == ["Child.swift:4:16 non_private_state", "Child.swift:5:16 unused_state"])
        // Without unused_state, nothing replaces the advice to make it private.
        let alone = LintTesting.lint([("Child.swift", source)], rules: [.nonPrivateState])
        #expect(LintTesting.places(alone) == ["Child.swift:4:16 non_private_state", "Child.swift:5:16 non_private_state"])
    }
}
