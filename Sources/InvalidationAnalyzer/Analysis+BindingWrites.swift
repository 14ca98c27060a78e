import Invalidation
internal import SwiftSyntax

extension Analysis {
    /// The changes views' actions make through a binding they were handed (`@Binding var
    /// isOn` set in a `Button`'s closure, or shown by `Toggle(isOn: $isOn)`), each with the
    /// keys the creators hand over in that binding, followed up through creators that hand
    /// on a binding of their own.
    ///
    /// ``writes(of:)`` places such a change where the binding is handed over (its trigger
    /// is `binding`); an action asks what its own code changes, so this names the keys at
    /// the action, with the binding after `via` (`Row.$isOn`).
    /// - Parameter writers: Every key's writers, as ``writes(of:)`` gives them: the
    ///   bindings handed over are among them.
    func bindingWriters(among writers: [(key: String, writer: KeyWriter)]) -> [(key: String, writer: KeyWriter)] {
        let module = model.module
        let uses = model.uses
        let handed = HandedBindings(analysis: self, writers: writers)
        var found: [(key: String, writer: KeyWriter)] = []
        var keysOfInput: [HandedBindings.Input: [String]] = [:]
        for (view, type) in model.built.typeOfView.enumerated() where uses.uses.indices.contains(type) {
            for use in uses.uses[type] where Self.changesThroughBinding(use) {
                guard let site = ActionSpan(of: use) else { continue }
                let input = HandedBindings.Input(view: view, property: use.property)
                if keysOfInput[input] == nil {
                    var visited = Set<HandedBindings.Input>()
                    keysOfInput[input] = handed.keys(passedInto: input, visited: &visited)
                }
                let trigger: WriteTrigger
                if case .later(let later) = use.timing { trigger = later } else { trigger = .binding }
                let name = module.types[type].name
                let writer = KeyWriter(
                    view: name, type: name, location: model.location(use.place), trigger: trigger,
                    via: ["\(name).$\(use.property)"], site: model.site(site))
                for key in keysOfInput[input] ?? [] { found.append((key, writer)) }
            }
        }
        return found
    }

    /// Whether `use` changes, in an action or through a control that edits it, the value
    /// of a property its view was handed.
    private static func changesThroughBinding(_ use: PropertyUse) -> Bool {
        switch use.timing {
        case .later: use.effect.changesInPlace || use.effect == .shownBinding
        case .body: use.effect == .shownBinding
        default: false
        }
    }
}

/// What the places that create each view hand over to its properties as bindings: the
/// keys of `$value` arguments, and the keys whose writers are a binding handed over inside
/// the argument (`model.orderBinding(for: id)`).
private struct HandedBindings {
    /// A property of a view type, by the view's index in the graph, that a creator fills.
    struct Input: Hashable {
        /// The view, by index in the graph's views.
        var view: Int
        /// The property's name.
        var property: String
    }

    /// The analysis whose graph and creations are read.
    let analysis: Analysis
    /// Per view: the edges that create it.
    let incoming: [[Int]]
    /// The writers whose trigger is a binding handed over, by file.
    let handedWriters: [String: [(key: String, location: Invalidation.SourceLocation)]]

    /// Indexes the graph's edges by the view they create, and `writers` that hand over a
    /// binding by file.
    init(analysis: Analysis, writers: [(key: String, writer: KeyWriter)]) {
        self.analysis = analysis
        let graph = analysis.graph
        var incoming = Array(repeating: [Int](), count: graph.views.count)
        for (position, edge) in graph.edges.enumerated() { incoming[edge.to].append(position) }
        self.incoming = incoming
        var handed: [String: [(key: String, location: Invalidation.SourceLocation)]] = [:]
        for (key, writer) in writers where writer.trigger == .binding {
            handed[writer.location.file ?? "", default: []].append((key, writer.location))
        }
        handedWriters = handed
    }

    /// The keys the creators of `input.view` hand into `input.property`, each once.
    func keys(passedInto input: Input, visited: inout Set<Input>) -> [String] {
        guard visited.insert(input).inserted else { return [] }
        let graph = analysis.graph
        var keys: [String] = []
        for position in incoming[input.view] {
            let edge = graph.edges[position]
            for argument in edge.arguments where argument.fills.contains(input.property) {
                if argument.isBinding {
                    keys += argument.keys
                    for name in argument.inputs {
                        keys += self.keys(passedInto: Input(view: edge.from, property: name), visited: &visited)
                    }
                }
                keys += writtenKeys(inArgument: argument.parameter, ofEdge: position)
            }
        }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }

    /// The keys whose writers hand over a binding inside the argument `parameter` of the
    /// creation edge `position` stands for.
    private func writtenKeys(inArgument parameter: String, ofEdge position: Int) -> [String] {
        let creations = analysis.model.built.creations
        guard creations.indices.contains(position) else { return [] }
        let expressions = creations[position].arguments.compactMap { $0?.expression }
        guard
            let expression = expressions.first(where: { $0.parent?.as(LabeledExprSyntax.self)?.label?.text == parameter })
        else { return [] }
        let candidates = handedWriters[analysis.model.location(of: expression).file ?? ""] ?? []
        return candidates.filter { analysis.model.holds(expression, $0.location) }.map(\.key)
    }
}

extension Analysis {
    /// The members of `key`'s value that the views handed a binding to it at `writer` (a
    /// `$value` argument) change through that binding, followed down the views that hand it
    /// on: `windowCommand.duration = $0` changes `duration` alone. `nil` where one of them
    /// may replace the whole value, or the binding goes where the graph does not follow.
    func partsChanged(throughBindingOf key: String, handedAt writer: KeyWriter) -> Set<String>? {
        guard writer.trigger == .binding, let name = writer.view,
            let view = graph.views.firstIndex(where: { $0.name == name })
        else { return nil }
        let receivers = bindingReceivers(from: view, at: writer.location) { $0.keys.contains(key) }
        guard !receivers.isEmpty else { return nil }
        var parts = Set<String>()
        for (child, property) in receivers {
            guard let changed = partsChanged(through: property, of: child, depth: 0) else { return nil }
            parts.formUnion(changed)
        }
        return parts
    }

    /// What view `view` changes of the value its binding property `property` leads to.
    private func partsChanged(through property: String, of view: Int, depth: Int) -> Set<String>? {
        let type = model.built.typeOfView[view]
        guard model.uses.uses.indices.contains(type) else { return nil }
        var parts = Set<String>()
        // What the initializer sets is the binding it is given, no change.
        for use in model.uses.accessesAfterConstruction(of: [property], in: type)[property]?.writes ?? [] {
            if let changed = use.changedParts {
                parts.formUnion(changed)
                continue
            }
            guard use.effect == .handOverBinding, depth < 4 else { return nil }
            let receivers = bindingReceivers(from: view, at: model.location(use.place)) { $0.inputs.contains(property) }
            guard !receivers.isEmpty else { return nil }
            for (child, name) in receivers {
                guard let changed = partsChanged(through: name, of: child, depth: depth + 1) else { return nil }
                parts.formUnion(changed)
            }
        }
        return parts
    }

    /// The views `view` creates with a binding argument written at `location` that
    /// `matches`, each with the property the argument fills.
    private func bindingReceivers(
        from view: Int, at location: Invalidation.SourceLocation, matches: (ViewGraph.Argument) -> Bool
    ) -> [(view: Int, property: String)] {
        let creations = model.built.creations
        var found: [(view: Int, property: String)] = []
        for (position, edge) in graph.edges.enumerated() where edge.from == view && creations.indices.contains(position) {
            guard edge.arguments.contains(where: { $0.isBinding && matches($0) }) else { continue }
            let expressions = creations[position].arguments.compactMap { $0?.expression }
            guard expressions.contains(where: { model.holds($0, location) }) else { continue }
            for argument in edge.arguments where argument.isBinding && matches(argument) {
                found += argument.fills.map { (edge.to, $0) }
            }
        }
        return found
    }
}

extension SourceModel {
    /// Whether `location` lies in the text of `node`, from its first token to its end.
    func holds(_ node: some SyntaxProtocol, _ location: Invalidation.SourceLocation) -> Bool {
        let start = self.location(of: node)
        let end = endLocation(of: node)
        return start.file == location.file && (start.line, start.column) <= (location.line, location.column)
            && (location.line, location.column) < (end.line, end.column)
    }
}
