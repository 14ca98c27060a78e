import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing

/// Lint reads the analyzer's one model of the source: where a second reading of its own
/// once disagreed with the analyzer, the answers now follow the analyzer's.
@Suite struct OneReadingTests {
    static func places(_ source: String, rules: Set<RuleID>) -> [String] {
        LintTesting.places(LintTesting.lint([("Drift.swift", source)], rules: rules))
    }

    /// Creation sites are joined to the model by their syntax, not by their line: two
    /// creations on one line are two sites.
    @Test func twoCreationsOnOneLineAreTwoSites() {
        let card = """
            struct Card: View {
                let value: Int
                let onTap: () -> Void
                var body: some View { Button("\\(value)", action: onTap) }
            }

            """
        let oneLine = Self.places(
            card + """
                struct Pair: View {
                    @State private var a = 0
                    @State private var b = 0
                    var body: some View { HStack { Card(value: a) { a += 1 }; Card(value: b) { b += 1 } } }
                }
                """, rules: [.statePlacement])
        let twoLines = Self.places(
            card + """
                struct Pair: View {
                    @State private var a = 0
                    @State private var b = 0
                    var body: some View {
                        HStack {
                            Card(value: a) { a += 1 }
                            Card(value: b) { b += 1 }
                        }
                    }
                }
                """, rules: [.statePlacement])
        #expect(oneLine == ["Drift.swift:7:24 state_placement", "Drift.swift:8:24 state_placement"])
        #expect(twoLines == oneLine)
    }

    /// Every kind of view type the analyzer knows has its state checked, not only `View`.
    @Test func stateInAModifierAndInAnAppIsChecked() {
        #expect(
            Self.places(
                """
                struct Highlight: ViewModifier {
                    @State var isOn = false
                    func body(content: Content) -> some View { content.opacity(isOn ? 1 : 0.5) }
                }
                @main struct DemoApp: App {
                    @State private var store = 0
                    var body: some Scene { WindowGroup { Text("\\(store)") } }
                }
                """, rules: [.nonPrivateState, .unusedState])
                == ["Drift.swift:2:16 non_private_state", "Drift.swift:6:24 unused_state"])
    }

    /// The wrapper is the first attribute that is a wrapper, not the first attribute.
    @Test func anAvailabilityAttributeBeforeTheWrapperIsSkipped() {
        #expect(
            Self.places(
                """
                struct Counter: View {
                    @available(iOS 17, *) @State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """, rules: [.nonPrivateState]) == ["Drift.swift:2:38 non_private_state"])
    }

    /// A view type's extensions in other files are part of it: a property used only in
    /// an extension's helper is still seen.
    @Test func membersInExtensionsInOtherFilesAreTheViews() {
        let report = LintTesting.lint(
            [
                (
                    "Screen.swift",
                    """
                    struct Screen: View {
                        @ObservedObject var model: Model
                        var body: some View { title }
                    }
                    final class Model: ObservableObject { @Published var name = "" }
                    """
                ),
                ("Screen+Title.swift", "extension Screen { var title: some View { Text(model.name) } }"),
            ], rules: [.observedObjectUnread])
        #expect(report.diagnostics.isEmpty)
    }

    /// `_x` names `x`'s wrapper only where the view declares no `_x`: `private let _title`
    /// is a property of its own. The analyzer follows it from its creator's argument; lint
    /// once took it for a `title` the view does not have, so a constant passed from above
    /// looked like a value that can change.
    @Test func aPropertyDeclaredWithAnUnderscoreIsThatProperty() throws {
        func source(library: String) -> String {
            library + """

                struct Shelf: View {
                    private let _title: String
                    init(title: String) { _title = title }
                    var body: some View { Editor(text: _title) }
                }

                struct Editor: View {
                    @State private var text: String
                    init(text: String) { _text = State(initialValue: text) }
                    var body: some View { TextField("Text", text: $text) }
                }
                """
        }
        let constant = source(
            library: """
                struct Library: View {
                    var body: some View { Shelf(title: "Fixed") }
                }
                """)
        let changing = source(
            library: """
                struct Library: View {
                    @State private var name = "A"
                    var body: some View {
                        Shelf(title: name)
                        Button("Next") { name += "!" }
                    }
                }
                """)
        for (text, keys, places) in [
            (constant, [String](), [String]()),
            (changing, ["Library.name"], ["Drift.swift:16:26 state_init_trap"]),
        ] {
            let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Drift.swift", text: text)])
            let editor = try #require(analysis.scenario.nodes.firstIndex { $0.name == "Editor" })
            #expect(analysis.creations[editor].arguments["text"] == keys)
            #expect(Self.places(text, rules: [.stateInitTrap]) == places)
        }
    }
}
