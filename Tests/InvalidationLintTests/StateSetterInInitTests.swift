import Invalidation
import InvalidationLint
import Testing
import _InvalidationTestSupport

/// `state_setter_in_init`: an assignment to a `@State` in `init` is flagged exactly where
/// Swift's initialization order makes it a setter call, which SwiftUI drops before the view
/// is on screen. Each source marks the expected findings with `↓`.
@Suite struct StateSetterInInitTests {
    /// The places flagged in `marked` (one file, `View.swift`), and the places its markers expect.
    static func check(_ marked: String) -> (found: [String], expected: [String], report: LintReport) {
        let source = MarkedText("import SwiftUI\n\n" + marked, markers: [MarkedText.arrow])
        let report = LintTesting.lint([("View.swift", source.text)], rules: [.stateSetterInInit])
        let expected = source.markers.map { "View.swift:\($0.line):\($0.column) state_setter_in_init" }
        return (LintTesting.places(report), expected, report)
    }

    /// `source` with every edit of `fixIt` made (edits in source order, not overlapping).
    static func applying(_ fixIt: LintDiagnostic.FixIt, to source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for edit in fixIt.edits.reversed() {
            let head = Array(lines[edit.start.line - 1].prefix(edit.start.column - 1))
            let tail = Array(lines[edit.end.line - 1].dropFirst(edit.end.column - 1))
            let replaced = (head + Array(edit.replacement.utf8) + tail)
            lines.replaceSubrange((edit.start.line - 1)...(edit.end.line - 1), with: [replaced])
        }
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    // MARK: When every stored property has a value

    @Test func anAssignmentAfterEveryDeclaredValueIsASetter() {
        let result = Self.check(
            """
            struct PreferencesPane: View {
                private let width: Double = 160
                @State private var openInEditor = true
                init(defaults: UserDefaults) {
                    ↓openInEditor = defaults.bool(forKey: "openInEditor")
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """)
        #expect(result.found == result.expected)
        let finding = result.report.diagnostics.first
        #expect(
            finding?.message
                == "'openInEditor' in PreferencesPane is assigned in init after every stored property has a value, "
                + "so this calls @State's setter, which a view not yet on screen ignores: the view always starts at "
                + "its declared value. Write `_openInEditor = State(initialValue: …)` instead.")
        #expect(finding?.view == "PreferencesPane" && finding?.symbol == "openInEditor")
        // Every property has its value where it is declared: no place in init to point at.
        #expect(finding?.notes == [])
    }

    @Test func anIfExpressionValueGetsNoFixIt() {
        // `State(initialValue: if … else …)` does not compile: an `if` expression is no argument.
        let result = Self.check(
            """
            struct ContactRow: View {
                let ids: [String]
                @State private var contact: String?
                init(ids: [String]) {
                    self.ids = ids
                    ↓self.contact = if let first = ids.first { first } else { nil }
                }
                var body: some View { Text(contact ?? "") }
            }
            """)
        #expect(result.found == result.expected)
        #expect(result.report.diagnostics.first?.fixIts == [])
    }

    @Test func withoutADeclaredValueTheAssignmentCreatesTheState() {
        let result = Self.check(
            """
            struct PreferencesPane: View {
                private let width: Double = 160
                @State private var openInEditor: Bool
                init(defaults: UserDefaults) {
                    openInEditor = defaults.bool(forKey: "openInEditor")
                    self.openInEditor = !openInEditor
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """)
        // The second assignment follows the first, which gave the last property its value.
        #expect(result.found == ["View.swift:8:9 state_setter_in_init"])
        #expect(result.report.diagnostics.first?.message.contains("starts at the value init gives it first") == true)
    }

    @Test func onlyAssignmentsAfterTheLastStoredPropertyIsSetAreSetters() {
        let result = Self.check(
            """
            struct Badge: View {
                let title: String
                @State private var isExpanded = false
                init(title: String, expanded: Bool) {
                    isExpanded = expanded
                    self.title = title
                    ↓self.isExpanded = !expanded
                }
                var body: some View { Text(isExpanded ? title : "") }
            }
            """)
        #expect(result.found == result.expected)
        let notes = result.report.diagnostics.first?.notes ?? []
        #expect(notes.map { "\($0.location) \($0.message)" } == [
            "View.swift:8:9 every stored property of Badge has a value from here on"
        ])
    }

    @Test func aBindingNotYetAssignedLeavesTheViewIncomplete() {
        // ControlRoom's APSFormView: the binding is the last property to get its value.
        let result = Self.check(
            """
            struct FormTabs: View {
                @Binding private var draft: String
                @State private var selectedTab = 1
                init(draft: Binding<String>) {
                    selectedTab = 0
                    _draft = draft
                    ↓self.selectedTab = draft.wrappedValue.isEmpty ? 2 : 1
                }
                var body: some View { TabView(selection: $selectedTab) { Text(draft) } }
            }
            """)
        #expect(result.found == result.expected)
        #expect(result.report.diagnostics.first?.notes.map(\.location.line) == [8])
    }

    @Test func aDelegatingInitGivesEveryPropertyItsValue() {
        let result = Self.check(
            """
            struct Counter: View {
                let step: Int
                @State private var count: Int
                init(step: Int) {
                    self.step = step
                    count = 0
                }
                init(step: Int, start: Int) {
                    self.init(step: step)
                    ↓count = start
                }
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(result.found == result.expected)
        #expect(result.report.diagnostics.first?.notes.map(\.location.line) == [11])
    }

    // MARK: Paths through init

    @Test func bothBranchesOfAnIfMustAssign() {
        let result = Self.check(
            """
            struct Both: View {
                let title: String
                @State private var isNew = false
                init(title: String?) {
                    if let title { self.title = title } else { self.title = "" }
                    ↓isNew = title == nil
                }
                var body: some View { Text(title) }
            }

            struct OneBranch: View {
                var title: String
                @State private var isNew = false
                init(title: String?) {
                    if let title { self.title = title } else if title == nil { print("none") } else { self.title = "" }
                    isNew = title == nil
                    self.title = title ?? ""
                }
                var body: some View { Text(title) }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func aBranchThatReturnsDoesNotReachTheCodeAfterIt() {
        let result = Self.check(
            """
            struct EarlyReturn: View {
                let title: String
                @State private var isNew = false
                init(title: String?) {
                    guard let title else {
                        self.title = ""
                        return
                    }
                    self.title = title
                    ↓isNew = true
                }
                var body: some View { Text(title) }
            }

            // Inside the branch every property has a value; after it, 'title' has none yet.
            struct OnlyTheReturningBranchAssigns: View {
                let title: String
                @State private var isNew = false
                init(title: String?) {
                    if title == nil {
                        self.title = ""
                        ↓isNew = true
                        return
                    }
                    isNew = false
                    self.title = title!
                }
                var body: some View { Text(title) }
            }

            struct DefaultsFromAGuard: View {
                private let width: Double = 160
                @State private var openInEditor = true
                init() {
                    guard let defaults = UserDefaults(suiteName: "shared") else { return }
                    ↓self.openInEditor = defaults.bool(forKey: "openInEditor")
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func everyCaseOfASwitchMustAssign() {
        let result = Self.check(
            """
            enum Kind { case a, b, c }

            struct AllCases: View {
                let title: String
                @State private var count = 0
                init(kind: Kind) {
                    switch kind {
                    case .a: title = "a"
                    case .b, .c: title = "b"
                    }
                    ↓count = 1
                }
                var body: some View { Text(title) }
            }

            struct ACaseBreaks: View {
                var title: String
                @State private var count = 0
                init(kind: Kind, skip: Bool) {
                    switch kind {
                    case .a:
                        if skip { break }
                        title = "a"
                        ↓count = 1
                    default: title = "b"
                    }
                    count = 2
                    title = ""
                }
                var body: some View { Text(title) }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func catchClausesAndLabeledBreaksArePathsToo() {
        let result = Self.check(
            """
            struct Caught: View {
                var title: String
                @State private var count = 0
                init(path: String) {
                    do {
                        title = try String(contentsOfFile: path)
                    } catch {
                        title = ""
                    }
                    ↓count = 1
                }
                var body: some View { Text(title) }
            }

            struct NotCaught: View {
                var title: String
                @State private var count = 0
                init(path: String) {
                    do {
                        title = try String(contentsOfFile: path)
                    } catch {
                        print(error)
                    }
                    count = 1
                    title = ""
                }
                var body: some View { Text(title) }
            }

            struct LeftEarly: View {
                var title: String
                @State private var count = 0
                init(skip: Bool) {
                    named: do {
                        if skip { break named }
                        title = "a"
                    }
                    count = 1
                    title = ""
                    ↓count = 2
                }
                var body: some View { Text(title) }
            }

            struct Replaced: View {
                var title: String
                @State private var count = 0
                init(copying other: Replaced) {
                    self = other
                    ↓count = 1
                }
                var body: some View { Text(title) }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func loopsAndConditionalCompilationCountOnlyWhatHeldBefore() {
        let result = Self.check(
            """
            struct Loop: View {
                var names: [String]
                var first: String
                @State private var count = 0
                init(items: [String]) {
                    names = []
                    for item in items {
                        first = item
                        ↓count = 1
                    }
                    count = items.count
                }
                var body: some View { Text("\\(count)") }
            }

            struct Platform: View {
                var inset: Double
                @State private var count = 0
                init() {
                    #if os(macOS)
                    inset = 8
                    #endif
                    count = 1
                    #if os(iOS)
                    inset = 4
                    #else
                    inset = 2
                    #endif
                    ↓count = 2
                }
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(result.found == result.expected)
    }

    // MARK: What has a value before init

    @Test func anOptionalVarHasAValueAndAnOptionalLetDoesNot() {
        let result = Self.check(
            """
            struct OptionalVar: View {
                var subtitle: String?
                @State private var count = 0
                init() { ↓count = 1 }
                var body: some View { Text("\\(count)") }
            }

            struct OptionalLet: View {
                let subtitle: String?
                @State private var count = 0
                init() {
                    count = 1
                    subtitle = nil
                }
                var body: some View { Text("\\(count)") }
            }

            struct SpelledOptional: View {
                var subtitle: Optional<String>
                @State private var count = 0
                init() {
                    count = 1
                    subtitle = nil
                }
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func wrappersWithAnInitializerWithoutArgumentsHaveAValue() {
        let result = Self.check(
            """
            final class Model: ObservableObject {}

            struct Given: View {
                @Environment(\\.dismiss) private var dismiss
                @EnvironmentObject private var model: Model
                @FocusState private var isFocused: Bool
                @Query private var items: [String]
                @Namespace private var namespace
                @State private var selection: String?
                init(start: String) {
                    ↓selection = start
                }
                var body: some View { Text(selection ?? "") }
            }

            struct NotGiven: View {
                @ObservedObject var model: Model
                @State private var selection: String?
                @State private var count: Int
                init(model: Model) {
                    selection = "a"
                    count = 0
                    self.model = model
                    ↓selection = "b"
                }
                var body: some View { Text(selection ?? "") }
            }
            """)
        #expect(result.found == result.expected)
        let messages = result.report.diagnostics.map(\.message)
        #expect(messages.first?.contains("the view always starts at nil.") == true)
    }

    // MARK: What is and is not a lost write

    @Test func theStatesStorageIsNeverASetter() {
        let result = Self.check(
            """
            struct Storage: View {
                private let width: Double = 160
                @State private var openInEditor = true
                init(open: Bool) {
                    _openInEditor = State(initialValue: open)
                    self._openInEditor = State(wrappedValue: !open)
                }
                var body: some View { Toggle("Open", isOn: $openInEditor) }
            }
            """)
        #expect(result.found == [])
    }

    @Test func storageBindingsAndObjectsKeepTheirWrites() {
        let result = Self.check(
            """
            final class Model: ObservableObject {}

            struct Kept: View {
                @AppStorage("seen") private var seen = false
                @SceneStorage("tab") private var tab = 0
                @Binding var isOn: Bool
                @ObservedObject var model: Model
                init(isOn: Binding<Bool>, model: Model) {
                    _isOn = isOn
                    self.model = model
                    seen = true
                    tab = 1
                    self.isOn = true
                    self.model = Model()
                }
                var body: some View { Toggle("Seen", isOn: $seen) }
            }
            """)
        #expect(result.found == [])
    }

    @Test func aLocalWithThePropertysNameIsNotTheProperty() {
        let result = Self.check(
            """
            struct Shadowed: View {
                @State private var count = 0
                init(items: [Int]) {
                    var count = items.count
                    count = count * 2
                    ↓self.count = count
                }
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(result.found == result.expected)
    }

    @Test func focusStateIsReportedWithoutAFix() {
        let result = Self.check(
            """
            struct CustomFocus: ViewModifier {
                @Binding var selection: Int
                @FocusState var isFocused: Bool
                var value: Int
                init(_ selection: Binding<Int>, value: Int) {
                    _selection = selection
                    self.value = value
                    ↓self.isFocused = selection.wrappedValue == value
                }
                func body(content: Content) -> some View { content.focused($isFocused) }
            }
            """)
        #expect(result.found == result.expected)
        let finding = result.report.diagnostics.first
        #expect(finding?.fixIts == [])
        #expect(
            finding?.message
                == "'isFocused' in CustomFocus is assigned in init after every stored property has a value, so this "
                + "calls @FocusState's setter, which a view not yet on screen ignores: focus does not move. Move focus "
                + "once the view is on screen, in .onAppear or with .defaultFocus.")
    }

    // MARK: The fix-it

    @Test func theFixItGivesTheFirstValueThroughTheStorage() throws {
        let marked = """
            struct Pane: View {
                private let width: Double = 160
                @State private var openInEditor = true
                @SwiftUI.State private var title = ""
                init(defaults: UserDefaults?) {
                    ↓self.openInEditor = defaults?.bool(forKey: "open")
                        ?? false
                    ↓title = "Pane"
                }
                var body: some View { Toggle(title, isOn: $openInEditor) }
            }
            """
        let result = Self.check(marked)
        #expect(result.found == result.expected)
        let source = MarkedText("import SwiftUI\n\n" + marked, markers: [MarkedText.arrow]).text
        var fixed = source
        for finding in result.report.diagnostics.reversed() {
            let fixIt = try #require(finding.fixIts.first)
            #expect(finding.fixIts.count == 1)
            fixed = Self.applying(fixIt, to: fixed)
        }
        #expect(
            result.report.diagnostics.first?.fixIts.first?.message
                == "Give 'openInEditor' its first value with State(initialValue:)")
        #expect(
            fixed
                == source.replacingOccurrences(
                    of: """
                                self.openInEditor = defaults?.bool(forKey: "open")
                                    ?? false
                                title = "Pane"
                        """,
                    with: """
                                _openInEditor = State(initialValue: defaults?.bool(forKey: "open")
                                    ?? false)
                                _title = SwiftUI.State(initialValue: "Pane")
                        """))
        #expect(fixed != source)
        // Once fixed, nothing is left to report.
        let again = LintTesting.lint([("View.swift", fixed)], rules: [.stateSetterInInit])
        #expect(again.diagnostics.isEmpty)
    }
}
