internal import SwiftSyntax
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
        let uses = PropertyUses.find(Set(observed.map(\.name)), in: view)
        for property in observed {
            let use = uses[property.name] ?? PropertyUses()
            guard use.reads.isEmpty else { continue }
            let wrapper = property.wrapper ?? ""
            let how =
                use.isUnused
                ? "never uses it"
                : use.handedOver.isEmpty
                    ? "uses it only in actions"
                    : use.later.isEmpty ? "only hands it on" : "only hands it on and uses it in actions"
            let fix: String
            switch property.wrapperKind {
            case .stateObject?:
                fix = use.isUnused
                    ? "Remove it."
                    : "Keep ownership without observing: make the class @Observable and hold it with @State, or move the @StateObject into the view that reads it."
            case .environmentObject?:
                fix = "Remove it here and read the object in the views that show its properties, or give the actions what they need as plain values."
            default:
                fix = use.isUnused ? "Remove it." : "Hold it as a plain 'let' so its changes no longer recompute \(view.simpleName)."
            }
            let message =
                "\(view.simpleName) is recomputed on every change of '\(property.name)' (@\(wrapper)), yet its body reads none of its properties: it \(how). "
                + fix
            var notes: [LintDiagnostic.Note] = []
            let declaringFile = context.model.file(of: property.declaration)
            for expression in (use.handedOver + use.later).filter({ context.model.file(of: $0) == declaringFile }).prefix(3) {
                notes.append(.init(message: "'\(property.name)' is used here without reading a property while the body is evaluated", location: context.location(of: expression)))
            }
            findings.append(
                finding(message, at: context.location(of: property.nameToken), view: view, symbol: property.name, notes: notes))
        }
    }
}
