import InvalidationAnalyzer
internal import SwiftSyntax

/// `task_without_id`: a `.task { … }` without `id:`, or an `.onAppear { … }`, whose code
/// reads a value the view is given (a parameter, a binding) that some place creating the
/// view can change while the view keeps its identity.
///
/// Both run when the view appears, not when its inputs change: the work (a load, a
/// subscription) is done for the first value only, and the view goes on showing what it
/// did for it. Where the places are live is decided as for `state_init_trap`: the value
/// depends on a key something changes after its first value, under the same identity. A
/// view that watches the value itself (`onChange(of:)`, another `task(id:)`) follows it.
enum TaskWithoutIDRule: ViewLintRule {
    static let description = RuleDescription(
        id: .taskWithoutID,
        name: "Appearance work that reads a changing input",
        summary: """
            A .task without id: or an .onAppear reads a value the view is given, and some place that creates the \
            view passes a value that depends on a key something changes after its first value, under the same \
            identity: the work runs when the view appears, not when the value changes, so the view keeps what it \
            did for the first value. Give the task an id: of the value, or repeat the work in onChange(of:).
            """,
        isOptIn: true,
        nonTriggeringExamples: TaskWithoutIDExamples.nonTriggering,
        triggeringExamples: TaskWithoutIDExamples.triggering)

    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic]) {
        let inputs = view.properties.filter { $0.kind == .flowed }
        guard !inputs.isEmpty, !context.sites(of: view).isEmpty else { return }
        let following = ParameterFollowing(view: view, context: context)
        let stale = StaleArguments(context: context)
        let calls = context.model.uses.actionCalls(of: view.type).filter(isAppearanceWork).sorted {
            $0.positionAfterSkippingLeadingTrivia < $1.positionAfterSkippingLeadingTrivia
        }
        for call in calls {
            // What the modifier's own arguments and closures use; its base is the view it modifies.
            var parts: [Syntax] = call.arguments.map { Syntax($0.expression) }
            if let closure = call.trailingClosure { parts.append(Syntax(closure)) }
            parts += call.additionalTrailingClosures.map { Syntax($0.closure) }
            let used = parts.reduce(into: Set<String>()) { $0.formUnion(following.propertiesUsed(in: $1)) }
            let assigned = parts.reduce(into: Set<String>()) { $0.formUnion(following.propertiesAssigned(in: $1)) }
            // An onAppear that changes none of the view's state starts something once (focus,
            // a scroll, an animation) rather than showing what it did for the value.
            if CallShape.calledName(call) != SwiftUIKnowledge.taskModifier,
                !view.properties.contains(where: { assigned.contains($0.name) && $0.kind != .flowed })
            {
                continue
            }
            var changing: [(property: DeclaredProperty, sources: [(CreationSite, StaleArguments.NewValueSource)])] = []
            for property in inputs
            where used.contains(property.name) && !following.watches(property.name)
                && !StateInitTraps.namesFirstValue(property.name)
            {
                let live = context.sites(of: view).compactMap { site -> (CreationSite, StaleArguments.NewValueSource)? in
                    guard let index = site.fills.firstIndex(where: { $0.contains(property.name) }),
                        context.graphArgument(forParameter: index, at: site)?.isComparable != false
                    else { return nil }
                    return stale.newValueSource(forParameter: index, at: site, ignoringAppearance: true).map { (site, $0) }
                }
                if !live.isEmpty { changing.append((property, live)) }
            }
            guard !changing.isEmpty, let modifier = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            findings.append(finding(modifier, changing, view: view, context: context))
        }
    }

    /// `.task { … }` without an `id:`, or `.onAppear { … }`.
    private static func isAppearanceWork(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(MemberAccessExprSyntax.self), let name = CallShape.calledName(call),
            SwiftUIKnowledge.appearanceModifiers.contains(name)
        else { return false }
        return !call.arguments.contains { $0.label?.text == SwiftUIKnowledge.watchingModifiers[name] }
    }

    private static func finding(
        _ modifier: MemberAccessExprSyntax,
        _ changing: [(property: DeclaredProperty, sources: [(CreationSite, StaleArguments.NewValueSource)])],
        view: DeclaredView, context: LintContext
    ) -> LintDiagnostic {
        let name = modifier.declName.baseName.text
        let names = changing.map(\.property.name)
        let listed = StateInitTrapRule.list(names.map { "'\($0)'" })
        let first = changing[0].property
        let comparable = first.typeName.map { context.model.isEquatable($0, at: first.declaration) } ?? false
        let id = comparable ? first.name : "\(first.name).id"
        let fix =
            name == SwiftUIKnowledge.taskModifier
            ? "Give it an id, .task(id: \(id)), so that a new value cancels the work and runs it again."
            : "Do the work in .task(id: \(id)) instead, or again in .onChange(of: \(id))."
        let message =
            "The .\(name) in \(view.simpleName) reads \(listed), which \(names.count == 1 ? "a place" : "places") that "
            + "\(names.count == 1 ? "creates" : "create") \(view.simpleName) can change while it stays the same view, and it "
            + "runs only when the view appears: the work is not done again for the new value, and \(view.simpleName) "
            + "keeps what it did for the first one. " + fix
        var notes: [LintDiagnostic.Note] = []
        var seen = Set<String>()
        for (property, sources) in changing {
            for (site, source) in sources {
                let location = context.location(of: site.node)
                guard seen.insert("\(location) \(property.name)").inserted else { continue }
                notes.append(
                    LintDiagnostic.Note(
                        message: StateInitTrapRule.siteNote(
                            view: view.simpleName, parameter: property.name, site: site, source: source, context: context),
                        location: location))
            }
        }
        return Self.finding(
            message, at: context.location(of: modifier.declName), view: view, symbol: "\(name)(\(names.joined(separator: ", ")))",
            notes: notes)
    }
}

/// The examples of `task_without_id`.
enum TaskWithoutIDExamples {
    /// A list whose selection a control changes, and the detail it shows beside it.
    static let library = """
        struct Library: View {
            @State private var selection = "Fiction"
            var body: some View {
                HStack {
                    Picker("Shelf", selection: $selection) { Text("Fiction").tag("Fiction") }
                    ShelfDetail(shelf: selection)
                }
            }
        }
        """

    static let nonTriggering: [RuleExample] = [
        // The task's id is the value: a new shelf cancels the load and starts it again.
        RuleExample(
            stringLiteral: library + """

                struct ShelfDetail: View {
                    let shelf: String
                    @State private var books: [String] = []
                    var body: some View {
                        List(books, id: \\.self) { Text($0) }
                            .task(id: shelf) { books = await Catalog.books(on: shelf) }
                    }
                }
                """),
        // The view follows the value with onChange as well.
        RuleExample(
            stringLiteral: library + """

                struct ShelfDetail: View {
                    let shelf: String
                    @State private var books: [String] = []
                    var body: some View {
                        List(books, id: \\.self) { Text($0) }
                            .onAppear { books = Catalog.cached(shelf) }
                            .onChange(of: shelf) { books = Catalog.cached(shelf) }
                    }
                }
                """),
        // The value changes only when the view above appears, and this view appears with it.
        """
        struct Library: View {
            @State private var shelf = "Fiction"
            var body: some View {
                ShelfDetail(shelf: shelf).onAppear { shelf = Catalog.lastShelf }
            }
        }
        struct ShelfDetail: View {
            let shelf: String
            @State private var books: [String] = []
            var body: some View {
                List(books, id: \\.self) { Text($0) }
                    .task { books = await Catalog.books(on: shelf) }
            }
        }
        """,
        // Every place that creates the view passes a constant.
        """
        struct Home: View {
            var body: some View { ShelfDetail(shelf: "Poetry") }
        }
        struct ShelfDetail: View {
            let shelf: String
            @State private var books: [String] = []
            var body: some View {
                List(books, id: \\.self) { Text($0) }
                    .task { books = await Catalog.books(on: shelf) }
            }
        }
        """,
        // A navigation destination per value: each shelf is a new view.
        """
        struct Shelves: View {
            @State private var shelves = ["Fiction", "Poetry"]
            var body: some View {
                NavigationStack {
                    List(shelves, id: \\.self) { NavigationLink($0, value: $0) }
                        .navigationDestination(for: String.self) { shelf in ShelfDetail(shelf: shelf) }
                        .refreshable { shelves = await Catalog.shelves() }
                }
            }
        }
        struct ShelfDetail: View {
            let shelf: String
            @State private var books: [String] = []
            var body: some View {
                List(books, id: \\.self) { Text($0) }
                    .task { books = await Catalog.books(on: shelf) }
            }
        }
        """,
    ]

    static let triggering: [RuleExample] = [
        // The picker changes the shelf; the books stay those of the first one.
        RuleExample(
            stringLiteral: library + """

                struct ShelfDetail: View {
                    let shelf: String
                    @State private var books: [String] = []
                    var body: some View {
                        List(books, id: \\.self) { Text($0) }
                            .↓task { books = await Catalog.books(on: shelf) }
                    }
                }
                """),
        // onAppear, through a method of the view.
        RuleExample(
            stringLiteral: library + """

                struct ShelfDetail: View {
                    let shelf: String
                    @State private var books: [String] = []
                    var body: some View {
                        List(books, id: \\.self) { Text($0) }
                            .↓onAppear(perform: load)
                    }
                    private func load() { books = Catalog.cached(shelf) }
                }
                """),
    ]
}
