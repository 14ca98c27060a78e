import InvalidationAnalyzer
import InvalidationReader

/// `observed_object_created_inline`: an `@ObservedObject` that creates its own object,
/// where it is declared (`@ObservedObject var x = Model()`) or in `init`.
///
/// `@ObservedObject` does not own its object: each time the parent re-creates the view, a
/// new object replaces the old one, and whatever the old one held is lost.
enum ObservedObjectCreatedInlineRule: ViewLintRule {
    static let description = RuleDescription(
        id: .observedObjectCreatedInline,
        name: "ObservedObject created inline",
        summary: """
            An @ObservedObject that creates its own object gets a new one every time the parent re-creates the \
            view, losing the old one's state. Hold an object the view owns with @StateObject, or pass the object \
            in from the view that owns it.
            """,
        nonTriggeringExamples: [
            // The Composable Architecture's ViewStore mirrors the store the view is handed.
            """
            import ComposableArchitecture
            struct CounterView: View {
                let store: StoreOf<Counter>
                @ObservedObject var viewStore: ViewStoreOf<Counter>
                init(store: StoreOf<Counter>) {
                    self.store = store
                    self.viewStore = ViewStore(store, observe: { $0 })
                }
                var body: some View { Text("\\(viewStore.count)") }
            }
            """,
            """
            struct SettingsView: View {
                @ObservedObject var settings: Settings
                @StateObject private var store = Store()
                var body: some View { Text(settings.name) }
            }
            """,
            """
            struct SettingsView: View {
                @ObservedObject var settings = Settings.shared
                var body: some View { Text(settings.name) }
            }
            """,
            // An object the view never uses: `observed_object_unread` says to remove it.
            """
            struct TimerSheet: View {
                @ObservedObject var hours = NumberField()
                var body: some View { Text("Timer") }
            }
            """,
            // The app is created once: its object is never replaced.
            """
            @main struct NotesApp: App {
                @ObservedObject var store = NotesStore()
                var body: some Scene { WindowGroup { Text(store.title) } }
            }
            """,
        ],
        triggeringExamples: [
            """
            struct SettingsView: View {
                @ObservedObject var settings = ↓Settings()
                @ObservedObject private var store: Store = ↓.init(name: "main")
                var body: some View { Text(settings.name + store.name) }
            }
            """,
            """
            struct DetailView: View {
                @ObservedObject var model: DetailModel
                init(id: Int) { self.model = ↓DetailModel(id: id) }
                var body: some View { Text(model.title) }
            }
            """,
            """
            struct DetailView: View {
                @ObservedObject var model: DetailModel
                init(id: Int) { _model = ObservedObject(wrappedValue: ↓DetailModel(id: id)) }
                var body: some View { Text(model.title) }
            }
            """,
        ])

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        // The app is created once: its object is never replaced.
        if context.isApp(view) { return }
        for property in view.properties where property.wrapperKind == .observedObject {
            for built in context.model.objectsBuilt(for: property, in: view) {
                // A package's object that only mirrors state another keeps (a `ViewStore`) loses
                // nothing when built again: the package builds it with the view.
                let typeName = built.type ?? property.typeName.map { String($0.prefix { $0 != "<" }) }
                if let typeName, SwiftUIKnowledge.mirroringObjectTypes.contains(typeName),
                    !context.model.declaresType(typeName, at: property.declaration)
                {
                    continue
                }
                var fixIts: [LintDiagnostic.FixIt] = []
                if built.isDeclared {
                    // An object the view never uses keeps no state to lose: `observed_object_unread`
                    // says to remove it.
                    guard PropertyUses.find([property.name], in: view, uses: context.model.uses)[property.name]
                        .map({ !$0.isUnused }) ?? false
                    else { continue }
                    if let attribute = property.wrapperAttribute {
                        fixIts.append(
                            .init(
                                message: "Hold it with @StateObject",
                                edits: [
                                    .init(
                                        start: context.location(of: attribute.attributeName),
                                        end: context.endLocation(of: attribute.attributeName),
                                        replacement: SwiftUIKnowledge.ownedObjectWrapper)
                                ]))
                    }
                }
                let type = built.type ?? property.typeName ?? "object"
                findings.append(
                    finding(
                        message(property, view, type), at: context.location(of: built.value), view: view,
                        symbol: property.name, fixIts: fixIts))
            }
        }
    }

    private static func message(_ property: DeclaredProperty, _ view: DeclaredView, _ type: String) -> String {
        "'\(property.name)' in \(view.simpleName) is @ObservedObject but creates its own \(type), so every time the parent re-creates \(view.simpleName) a new \(type) is built to replace the old one, and whatever the old one held since it was built is dropped. "
            + "Hold it with @StateObject if \(view.simpleName) owns it, or pass it in from the view that owns it."
    }
}
