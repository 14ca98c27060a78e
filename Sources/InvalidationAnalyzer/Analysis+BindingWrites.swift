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
        let start = analysis.model.location(of: expression)
        let end = analysis.model.endLocation(of: expression)
        let candidates = handedWriters[start.file ?? ""] ?? []
        return candidates.filter { found in
            let place = (found.location.line, found.location.column)
            return (start.line, start.column) <= place && place < (end.line, end.column)
        }.map(\.key)
    }
}
