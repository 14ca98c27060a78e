import InvalidationAnalyzer
import InvalidationReader

/// `non_private_state`: a `@State` or `@StateObject` that is not `private`.
///
/// State belongs to the view that declares it. A non-private state can be set from outside
/// through the memberwise initializer, which only sets the value of the view's first
/// appearance: the start of the `state_init_trap`. A view that declares its own initializer
/// has no memberwise one; code outside can still assign a `@State` (whose setter a view not
/// yet on screen ignores), but not a `@StateObject`, whose value has no setter and whose
/// storage is always private: there, nothing outside can set it, and nothing is reported.
///
/// Where a place that creates the view passes a value for the property, the memberwise
/// initializer needs it: the finding says to stop passing it first, with a note at each
/// such place, and its fix-it is not certain (`lint --fix` leaves it).
enum NonPrivateStateRule: ViewLintRule {
    static let description = RuleDescription(
        id: .nonPrivateState,
        name: "State not private",
        summary: """
            A @State or @StateObject that is not private can be given a value by whoever creates the view, and \
            that value is used only on the view's first appearance. Mark it private (or fileprivate). In a view \
            that declares its own initializer (so has no memberwise one), a @State can still be assigned from \
            outside, and a view not yet on screen ignores the value; a @StateObject cannot, and is not reported.
            """,
        nonTriggeringExamples: [
            """
            struct CounterView: View {
                @State private var value = 0
                @StateObject fileprivate var store = Store()
                @Binding var isOn: Bool
                var body: some View { Text("\\(value)") }
            }
            """,
            // No memberwise initializer, and a @StateObject has no setter: nothing outside sets it.
            """
            struct RoomView: View {
                @StateObject var store: RoomStore
                init(name: String) { _store = StateObject(wrappedValue: RoomStore(name: name)) }
                var body: some View { Text(store.name) }
            }
            """,
            // A view private to its file: every place that creates it is in sight.
            """
            private struct Swatch: View {
                @State var isPicked = false
                var body: some View { Toggle("Picked", isOn: $isPicked) }
            }
            """,
            // A declared initializer and a private setter: nothing outside can assign it.
            """
            struct Counter: View {
                @State private(set) var count: Int
                init(start: Int) { _count = State(initialValue: start) }
                var body: some View { Text("\\(count)") }
            }
            """,
            // The system creates the app and passes it nothing.
            """
            @main struct NotesApp: App {
                @State var isShowingWelcome = true
                var body: some Scene { WindowGroup { Toggle("Welcome", isOn: $isShowingWelcome) } }
            }
            """,
        ],
        triggeringExamples: [
            """
            struct ContentView: View {
                @State var ↓selectedRoom: String = "Main Room"
                @StateObject public var ↓store = Store()
                @State private(set) var ↓count = 0
                @SwiftUI.State var ↓title = ""
                var body: some View { Text("\\(title) in \\(selectedRoom): \\(count)") }
            }
            """,
            // A declared initializer leaves no memberwise one, but a @State can still be assigned.
            """
            struct SearchView: View {
                @State var ↓query = ""
                let scope: String
                init(scope: String) { self.scope = scope }
                var body: some View { TextField(scope, text: $query) }
            }
            """,
            // A creator passes a value: made private, the property would leave the memberwise
            // initializer and that call would not compile, so the fix-it is not certain.
            """
            struct Search: View {
                @State var ↓query = ""
                var body: some View { TextField("Query", text: $query) }
            }
            struct Screen: View {
                var body: some View { Search(query: "swift") }
            }
            """,
        ])

    /// The wrappers whose value keeps its first value: state the view owns.
    static let kinds: Set<WrapperKind> = [.owned(.state), .stateObject]

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        // The system creates the app, and passes it no values.
        if context.isApp(view) { return }
        for property in view.properties where property.wrapperKind.map(kinds.contains) == true && !property.isPrivate {
            // In a private type only its own file creates the view, and sees every place that does.
            if property.isSetOnlyInItsFile && !property.declaration.modifiers.contains(where: { $0.detail != nil }) {
                continue
            }
            // Without a memberwise initializer, nothing outside the file can assign a `@StateObject`,
            // a `private(set)` state or one of a private type.
            if !view.hasMemberwiseInitializer, property.wrapperKind == .stateObject || property.isSetOnlyInItsFile {
                continue
            }
            let wrapper = property.wrapper!
            // Where a creator passes a value, the memberwise initializer needs the property:
            // made private, it would no longer compile there. A declared initializer takes
            // the value itself, and keeps compiling.
            var passing = view.hasMemberwiseInitializer ? context.sites(of: view, passingValueFor: property.name) : []
            // A view only previews create still has to compile.
            let onlyPreviewsPass = passing.isEmpty && view.hasMemberwiseInitializer
            if onlyPreviewsPass { passing = context.previewSites(of: view, passingValueFor: property.name) }
            // A place the graph does not hold (UIKit code, a helper outside the views) passes one.
            let passedUnseen =
                passing.isEmpty && view.hasMemberwiseInitializer
                && context.callLabels.namedCallPasses(label: property.name, toType: view.simpleName, declaredIn: Int32(view.file))
            // Where every place that passes one is content presented per value (a sheet per
            // item), each new value comes with a new view: none is ignored yet.
            let passesLaterValues = onlyPreviewsPass || passing.contains { site in
                !site.identity.contains { component in
                    [.sheet, .navigationDestination].contains(component.component.kind)
                        && component.component.form.map(SwiftUIKnowledge.perValuePresentationForms.contains) == true
                }
            }
            // Where no place passes one yet, what a value would do.
            let consequence =
                !view.hasMemberwiseInitializer
                ? "code outside \(view.simpleName) can assign it, and a view not yet on screen ignores the value"
                : passing.isEmpty && !passedUnseen
                    ? "a value given where \(view.simpleName) is created would set only its first value, and later "
                        + "ones would be ignored"
                    : passing.isEmpty || passesLaterValues
                        ? "a value given where \(view.simpleName) is created sets only its first value and later ones are ignored"
                        : "a value given where \(view.simpleName) is created sets only its first value: no place that "
                            + "creates it now passes a later value to the same \(view.simpleName), but one that did would "
                            + "see it ignored"
            let advice: String
            var fixIt: LintDiagnostic.FixIt? = LintFixer.markPrivate(property.declaration, context: context)
            let home = context.model.file(of: property.declaration)
            let elsewhere = context.filesUsing(property.name, of: view, outside: home)
            if let requirement = context.model.protocolRequiring(property.name, of: view) {
                // A property that fulfils a protocol's requirement is as visible as the protocol.
                advice =
                    "It fulfils \(requirement)'s requirement '\(property.name)', so it cannot be private while the "
                    + "protocol is visible outside this file."
                fixIt = nil
            } else if passing.isEmpty, !elsewhere.isEmpty {
                // Extensions in other files use it: a private property is out of their reach.
                let here = home.map { context.model.files[$0].path } ?? "its declaration's file"
                let (users, verb) = elsewhere.count == 1 ? (elsewhere[0], "uses") : (StateInitTrapRule.list(elsewhere), "use")
                advice =
                    "\(users) \(verb) it, and a private property is out of reach there: move that code into \(here), "
                    + "then mark it private."
            } else if passing.isEmpty {
                if passedUnseen {
                    advice = initializerAdvice(property, view)
                } else if property.initializer != nil || property.isOptional {
                    // It has its first value where it is declared already.
                    advice = "Mark it private."
                } else if context.initializerSets(property.name, of: view) {
                    advice = "Mark it private; \(view.simpleName)'s initializer still gives it its first value."
                } else if !context.isCreated(view.name), context.previewSites(of: view).isEmpty {
                    // Nothing creates the view: what its value needs is not known.
                    advice =
                        "Mark it private, and give it its first value where it is declared, or in an initializer that "
                        + "takes what it needs: no code creates \(view.simpleName) yet."
                } else {
                    advice = "Mark it private and give it its initial value where it is declared."
                }
            } else if passesOneConstant(
                passing, for: property,
                among: context.sites(of: view) + (onlyPreviewsPass ? context.previewSites(of: view) : []),
                context: context)
            {
                // What is passed is the same every time: it can be the value it is declared with.
                let whereCreated = onlyPreviewsPass ? previewPlaces(passing, context: context) : "\(view.simpleName) is created"
                advice =
                    "Give it its initial value where it is declared and stop passing it where \(whereCreated), "
                    + "then mark it private: while a value is passed, a private '\(property.name)' does not compile."
            } else if property.wrapperKind == .owned(.state),
                context.analysis.isWritten(view.name + "." + property.name) == false,
                !context.model.uses.namesWrapper(property.name, in: view.type)
            {
                // Creators hand it data, and the view never changes it nor needs its binding
                // (`$item.title` edits an object's member through it): an input, not state.
                advice =
                    "\(view.simpleName) never changes it: drop @State and keep it as a plain property, which shows "
                    + "every value passed."
                fixIt = LintFixer.replaceWrapper(property, with: dropWrapperMessage, by: "", context: context)
            } else if property.wrapperKind == .stateObject,
                !passing.contains(where: { context.argument(for: property.name, at: $0).map(LocalValue.buildsValue) ?? true })
            {
                // Creators hand it an object they keep: the view does not own it; where its body
                // reads none of the object's properties, it need not observe it either.
                if PropertyUses.find([property.name], in: view, uses: context.model.uses)[property.name]?.reads.isEmpty ?? true {
                    advice =
                        "Its creators hand it an object they keep, and its body reads none of its properties: hold it "
                        + "as a plain property, which follows the object passed without recomputing \(view.simpleName) "
                        + "for its changes."
                    fixIt = LintFixer.replaceWrapper(property, with: dropObjectWrapperMessage, by: "", context: context)
                } else {
                    advice =
                        "Its creators hand it an object they keep: hold it with @ObservedObject, which follows the object "
                        + "passed, not @StateObject, which keeps the first one."
                    fixIt = LintFixer.replaceWrapper(property, with: observeMessage, by: "@ObservedObject", context: context)
                }
            } else {
                advice = initializerAdvice(property, view)
            }
            let notes = passing.map { site in
                LintDiagnostic.Note(
                    message: "\(view.simpleName) is created here with a value for '\(property.name)'",
                    location: context.location(of: site.node))
            }
            let message = "'\(property.name)' in \(view.simpleName) is @\(wrapper) but not private, so \(consequence). " + advice
            findings.append(
                finding(
                    message, at: context.location(of: property.nameToken), view: view, symbol: property.name,
                    notes: notes, fixIts: fixIt.map { [$0] } ?? []))
        }
    }

    /// Whether every place of `passing` passes for `property` the same constant, written in
    /// place: the value it can be declared with. Where one of `sites` passes nothing, it
    /// takes the declared value, and only that value passed again is one value.
    private static func passesOneConstant(
        _ passing: [CreationSite], for property: DeclaredProperty, among sites: [CreationSite], context: LintContext
    ) -> Bool {
        let name = property.name
        guard passing.allSatisfy({ context.passesConstant(for: name, at: $0) }) else { return false }
        var written = Set(passing.compactMap { context.argument(for: name, at: $0)?.trimmedSource })
        if sites.count > passing.count {
            written.insert(property.initializer?.trimmedSource ?? "")
        }
        return written.count <= 1
    }

    /// Where the places of `passing`, all in views only previews show, are: those views
    /// (previews themselves are no part of what lint reads).
    private static func previewPlaces(_ passing: [CreationSite], context: LintContext) -> String {
        var creators: [String] = []
        for site in passing where !creators.contains(context.creator(of: site).simpleName) {
            creators.append(context.creator(of: site).simpleName)
        }
        let views = creators.joined(separator: " and ") + (creators.count == 1 ? " creates" : " create")
        return "\(views) it (only previews show " + (creators.count == 1 ? "it)" : "them)")
    }

    /// The advice for a state every creator passes a value for: an initializer that takes
    /// the value, so that the property can be private.
    private static func initializerAdvice(_ property: DeclaredProperty, _ view: DeclaredView) -> String {
        let wrapper = property.wrapperKind == .stateObject ? "StateObject(wrappedValue:" : "State(initialValue:"
        return "Give \(view.simpleName) an initializer that takes the value and sets '_\(property.name) = \(wrapper) …)', "
            + "then mark it private: while the memberwise initializer takes it, a private '\(property.name)' does not compile."
    }

    /// What the fix-its that change the wrapper say; ``LintFixer`` decides their certainty
    /// apart from making the property private.
    static let dropWrapperMessage = "Remove @State"
    static let observeMessage = "Hold it with @ObservedObject"
    static let dropObjectWrapperMessage = "Remove @StateObject"
}
