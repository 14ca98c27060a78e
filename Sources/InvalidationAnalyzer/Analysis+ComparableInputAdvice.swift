import Invalidation
internal import SwiftSyntax

extension Analysis {
    /// Per view type created with an argument SwiftUI cannot compare (a closure written in
    /// place, a method passed by name, a struct that holds a closure), which runs its body
    /// whenever its creator's body runs: the graph where the view is `Equatable`, its `==`
    /// leaving those properties out, and created with `.equatable()` at those places, so
    /// that SwiftUI no longer compares them. That is the graph the analyzer builds from such
    /// source; only the swiftui model compares inputs, so only it counts a saving.
    ///
    /// Only closures that return nothing (an action, not content or a value its body gets by
    /// calling them): what its body calls for a result must stay compared, or its changes
    /// would no longer reach the view. Only where the closures stay current when kept
    /// (``closuresStayCurrent(edge:parameters:depth:)``). Not for a view that keeps a view
    /// its creator builds (`let content: Content`, of a generic parameter): `==` cannot
    /// compare it, and leaving it out would keep the view showing old content.
    /// The keys summed over are those a change of which runs the view because of them.
    func comparableInputAdvice(model: RecomputationModel) -> [PendingAdvice] {
        guard model == .swiftui else { return [] }
        let module = self.model.module
        let typeOfView = self.model.built.typeOfView
        var closures: [Int: [(edge: Int, parameters: [String])]] = [:]
        for (position, edge) in graph.edges.enumerated() where !index.isCycleEdge[position] {
            guard graph.views[edge.to].kind == .view else { continue }
            let type = module.types[typeOfView[edge.to]]
            let keepsBuiltView = type.properties.contains { property in
                !property.isStatic && !property.isComputed && property.wrapper == nil
                    && property.type.map { type.genericParameters.contains($0.name) } == true
            }
            guard !keepsBuiltView else { continue }
            let parameters = edge.arguments.filter { argument in
                !argument.isComparable && !argument.fills.isEmpty
                    && !argument.fills.contains(where: type.storesViewClosure(property:))
            }.map(\.parameter)
            if !parameters.isEmpty { closures[edge.to, default: []].append((position, parameters)) }
        }
        // A view some of whose creators hand it a closure that would go stale is left out.
        for (view, sites) in closures
        where !sites.allSatisfy({ closuresStayCurrent(edge: $0.edge, parameters: $0.parameters) }) {
            closures[view] = nil
        }
        guard !closures.isEmpty else { return [] }
        let keys = index.keys
        let today = index.outcomes(of: keys, model: model)
        var found: [PendingAdvice] = []
        for view in closures.keys.sorted() {
            let sites = closures[view] ?? []
            let parameters = Set(sites.flatMap(\.parameters))
            var affected: [String] = []
            var before = InstanceCount.zero
            for (key, outcome) in zip(keys, today) {
                let runs = outcome.recomputed.first { $0.view == view }
                let forced = runs?.reasons.contains { reason in
                    if case .inputNotComparable(let parameter) = reason { return parameters.contains(parameter) }
                    return false
                }
                guard forced == true else { continue }
                affected.append(key)
                before += outcome.instancesAtOnce
            }
            guard !affected.isEmpty else { continue }
            let name = graph.views[view].name
            let left = parameters.sorted().map { "'\($0)'" }.joined(separator: ", ")
            var edits = [
                Advice.Edit(
                    location: graph.views[view].location,
                    change:
                        "make \(name) Equatable, its == comparing the properties its creators fill (a @Binding "
                        + "by its value) but \(left), not its @State, @Environment or other wrappers")
            ]
            for site in sites {
                let creator = graph.views[graph.edges[site.edge].from].name
                edits.append(
                    Advice.Edit(
                        location: graph.edges[site.edge].location,
                        change:
                            "\(creator) creates \(name): add .equatable(); what it passes for "
                            + site.parameters.map { "'\($0)'" }.joined(separator: ", ")
                            + " (a closure, a method) is a new value each time \(creator)'s body runs, hoisted or not"))
            }
            let advice = Advice(
                kind: .comparableInput, subject: name,
                summary:
                    "let SwiftUI compare \(name)'s inputs: Equatable, with .equatable() where it is created, so that the closures it takes stop running its body whenever its creator's runs",
                keys: affected, before: before, after: .zero, edits: Self.sorted(edits),
                views: Self.unique([view] + sites.map { graph.edges[$0.edge].from }))
            found.append(
                PendingAdvice(advice: advice) { graph in
                    for site in sites {
                        for position in graph.edges[site.edge].arguments.indices
                        where site.parameters.contains(graph.edges[site.edge].arguments[position].parameter) {
                            graph.edges[site.edge].arguments[position].isComparable = true
                            graph.edges[site.edge].arguments[position].isCompared = false
                        }
                    }
                })
        }
        return found
    }

    /// Whether the closures the creation edge `edge` passes for `parameters` would do the
    /// same if the created view kept an older one, as it does once `==` leaves them out:
    /// what they read of their creator (directly or through its methods they call) is read
    /// through a reference when they run (its `@State`, `@StateObject`, `@EnvironmentObject`,
    /// `@Binding`, shared storage, constants), or is also passed to the view as a compared
    /// input. A value the creator was given (an object too: which one it holds), an
    /// environment value or a computed property is captured as it was when the closure was
    /// made: such a closure goes stale. A closure the creator was given and hands on stays
    /// current where every closure its own creators give it does.
    func closuresStayCurrent(edge: Int, parameters: [String], depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let source = self.model
        let module = source.module
        let creations = source.built.creations
        guard creations.indices.contains(edge) else { return false }
        let creator = source.built.typeOfView[graph.edges[edge].from]
        let info = module.types[creator]
        let arguments = creations[edge].arguments.compactMap { $0 }
        func label(_ argument: CreationArgument) -> String? {
            argument.expression.parent?.as(LabeledExprSyntax.self)?.label?.text
        }
        // Those given by label, and a trailing closure for a parameter no label names.
        var closures = arguments.filter { label($0).map(parameters.contains) == true }
        if closures.count < parameters.count {
            closures += arguments.filter { label($0) == nil && $0.expression.is(ClosureExprSyntax.self) }
        }
        guard !closures.isEmpty else { return false }
        // The creator's properties the compared arguments pass as they are (`isBusy: isBusy`):
        // values the view gets anew, and compares.
        var passed = Set<String>()
        for argument in arguments where !closures.contains(where: { $0.expression.id == argument.expression.id }) {
            let expression = argument.expression
            if let member = expression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                passed.insert(member.declName.baseName.text)
                continue
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { passed.insert(reference.baseName.text) }
        }
        // The uses inside the closures, and in the creator's methods they name or call,
        // followed through the methods those call.
        var methods: [String] = []
        func noteMethods(in node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) where info.methods[token.text] != nil {
                if case .identifier = token.tokenKind, !methods.contains(token.text) { methods.append(token.text) }
            }
        }
        var ranges: [(start: Invalidation.SourceLocation, end: Invalidation.SourceLocation)] = []
        for closure in closures {
            ranges.append((source.location(of: closure.expression), source.endLocation(of: closure.expression)))
            noteMethods(in: closure.expression)
        }
        var next = 0
        while next < methods.count {
            for function in info.methods[methods[next]] ?? [] {
                if let body = function.body { noteMethods(in: body) }
            }
            next += 1
        }
        let members = Set(methods.map(UseMember.method))
        let uses = source.uses.uses[creator].filter { use in
            if members.contains(use.member) { return true }
            let place = source.location(use.place)
            return ranges.contains { range in
                range.start.file == place.file && (range.start.line, range.start.column) <= (place.line, place.column)
                    && (place.line, place.column) < (range.end.line, range.end.column)
            }
        }
        return uses.allSatisfy { use in
            guard let property = info.property(use.property), !passed.contains(use.property) else { return true }
            switch info.propertyKinds[property] {
            case .owned, .object, .shared, .inert:
                return true
            case .flowed:
                // A binding reads its source when the closure runs; a plain value, or which
                // object the creator was given, is what it was when the closure was made.
                let declared = info.properties[property]
                switch declared.wrapper.flatMap({ SwiftUIKnowledge.propertyWrappers[$0] }) {
                case .binding?: return true
                default: if declared.type?.isBinding == true { return true }
                }
                if declared.type?.isFunction == true {
                    let creatorView = graph.edges[edge].from
                    let into = graph.edges.indices.filter { graph.edges[$0].to == creatorView && !index.isCycleEdge[$0] }
                    return !into.isEmpty && into.allSatisfy { other in
                        let given = graph.edges[other].arguments.filter { $0.fills.contains(use.property) }.map(\.parameter)
                        return given.isEmpty || closuresStayCurrent(edge: other, parameters: given, depth: depth + 1)
                    }
                }
                return false
            case .environmentKey, .computed:
                return false
            }
        }
    }
}
