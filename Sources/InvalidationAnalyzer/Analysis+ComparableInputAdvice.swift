import Invalidation

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
    /// would no longer reach the view. Not for a view that keeps a view its creator builds
    /// (`let content: Content`, of a generic parameter): `==` cannot compare it, and leaving
    /// it out would keep the view showing old content.
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
                        "make \(name) Equatable, its == comparing the properties its creators fill but \(left) "
                        + "(not its @State, @Environment or other wrappers)")
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
}
