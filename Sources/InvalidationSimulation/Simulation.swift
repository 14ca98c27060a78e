internal import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// The model of an app's views together with the facts about their lifetime, ready to
/// play changes: which `@State`/`@StateObject` slots each view has and what fills them,
/// what decides each view's identity, and which later closures replace slot values.
///
/// The views, keys and reads are the analyzer's (``Analysis``), and so are the facts of
/// lifetime: declarations, what initializers and actions write (its use model) and
/// creation sites come from its one reading of the source, as facts without syntax;
/// nothing is read again. ``play(_:)`` runs the changes; see ``LifetimePlayer`` for the
/// rules it follows.
public struct Simulation: Sendable {
    /// The extracted model.
    public let analysis: Analysis
    let index: TreeIndex
    let nodes: [Scenario.Node]
    let parents: [Int?]
    let children: [[Int]]
    /// Per node: its creation facts (empty for an analysis built elsewhere).
    let creations: [ViewCreation]
    /// Per node: what decides its identity.
    let contexts: [NodeContext]
    /// Per node: its view type's facts.
    let typeFacts: [ViewTypeFacts]
    /// Per node: the declared `init` its creation calls, if any.
    let initializers: [InitializerFacts?]
    /// The model keys (properties of observable objects), by property name.
    let modelKeys: [String: [String]]
    /// The keys each node reads.
    let reads: [Set<String>]

    /// Prepares a simulation of `analysis`: its course's tree, with the lifetime facts of
    /// each view type read from the declarations and creation sites the analysis holds.
    /// - Throws: ``InvalidationError/invalidModel(_:at:)`` when the views do not form a tree.
    public init(analysis: Analysis) throws(InvalidationError) {
        self.analysis = analysis
        index = try analysis.loaded().index
        nodes = analysis.scenario.nodes
        var nodeIndex: [String: Int] = [:]
        for (position, node) in nodes.enumerated() { nodeIndex[node.name] = position }
        parents = nodes.map { $0.parent.flatMap { nodeIndex[$0] } }
        var children = Array(repeating: [Int](), count: nodes.count)
        for (position, parent) in parents.enumerated() { if let parent { children[parent].append(position) } }
        self.children = children
        creations = analysis.creations
        reads = nodes.map { Set($0.reads) }
        var modelKeys: [String: [String]] = [:]
        for entry in analysis.scenario.storage {
            guard case .model = entry.storage, let key = StateKey(entry.key) else { continue }
            modelKeys[key.property, default: []].append(entry.key)
        }
        self.modelKeys = modelKeys

        let views = analysis.model.declaredViews
        let values = ValueFacts(model: analysis.model, views: views)
        var facts: [String: ViewTypeFacts] = [:]
        for view in views { facts[view.name] = ViewTypeFacts(view, values: values) }
        let sites = analysis.treeSites
        var contexts: [NodeContext] = []
        var typeFacts: [ViewTypeFacts] = []
        var initializers: [InitializerFacts?] = []
        for (position, node) in nodes.enumerated() {
            let type = node.type ?? node.name
            let typeFact = facts[type] ?? ViewTypeFacts(name: type)
            typeFacts.append(typeFact)
            var context = NodeContext()
            if let creation = values.creation(sites[position]) {
                context.components = creation.identity
                context.enclosingType = creation.enclosingType
                context.arguments = creation.arguments
                // The creation's code belongs to the nearest ancestor of that type (a closure
                // passed to a container runs in the container's body with the passer's names).
                var ancestor = parents[position]
                while let candidate = ancestor, nodes[candidate].type != context.enclosingType {
                    ancestor = parents[candidate]
                }
                context.codeOwner = ancestor ?? parents[position]
            }
            contexts.append(context)
            initializers.append(
                sites[position].initializer.flatMap { $0 < typeFact.initializers.count ? typeFact.initializers[$0] : nil })
        }
        self.contexts = contexts
        self.typeFacts = typeFacts
        self.initializers = initializers
    }

    /// Analyzes `sources` and prepares their simulation.
    /// - Throws: ``InvalidationError/invalidModel(_:at:)`` when the views do not form a tree.
    public init(sources: [SourceText], options: SourceAnalyzer.Options = .init()) throws(InvalidationError) {
        try self.init(analysis: SourceAnalyzer(options: options).analyze(sources: sources))
    }

    /// Reads and analyzes the `.swift` files at `paths` (folders searched recursively) and
    /// prepares their simulation.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` for a path that cannot be read.
    public init(paths: [String], options: SourceAnalyzer.Options = .init()) throws(InvalidationError) {
        try self.init(analysis: SourceAnalyzer(options: options).analyze(paths: paths))
    }

    // MARK: Keys

    /// The prefix of a change that navigates: `navigate:RoomView1` opens the destination
    /// that shows `RoomView1` (for another element, when it sits in a `ForEach` row).
    public static let navigationPrefix = "navigate:"

    /// Every key a change may name: the model's keys, then a navigation for each view
    /// shown by a `NavigationLink` or destination that keeps its presentation state itself.
    public var changeKeys: [String] {
        analysis.treeKeys + navigableNodes.map { Self.navigationPrefix + nodes[$0].name }
    }

    /// The nodes a `navigate:` change can open.
    var navigableNodes: [Int] {
        nodes.indices.filter { contexts[$0].presentation.map { $0.binding == nil } ?? false }
    }

    /// Checks that `key` is one ``changeKeys`` lists.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` naming close matches, at `location`.
    public func check(key: String, at location: Invalidation.SourceLocation? = nil) throws(InvalidationError) {
        let keys = changeKeys
        guard !keys.contains(key) else { return }
        let matches = Analysis.closeMatches(to: key, among: keys)
        let hint = matches.isEmpty ? "" : "; close matches: " + matches.joined(separator: ", ")
        throw .malformedInput("unknown key '\(key)': no view reads it, no storage declares it, no view is navigated to\(hint)", at: location)
    }

    /// Plays `changes` in order after the first appearance and returns what happened,
    /// each change's recomputations decided by `model`.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a change of an unknown key.
    public func play(
        _ changes: [Scenario.Change], model: RecomputationModel = .swiftui
    ) throws(InvalidationError) -> LifetimeRun {
        for change in changes { try check(key: change.key) }
        var player = LifetimePlayer(simulation: self)
        player.model = model
        return player.play(changes)
    }

    /// What a change of `key` recomputes on the tree: the course's readers and, under the
    /// swiftui model, the views whose creators' bodies run and pass them an input that
    /// changed or cannot be compared (caused as the key's storage has it), in node order.
    func outcome(label: String, key: String, model: RecomputationModel) -> ChangeOutcome {
        let course = index.outcome(label: label, key: key)
        guard model == .swiftui, creations.count == nodes.count else { return course }
        var causeOf: [String: Cause] = [:]
        for item in course.recomputed { causeOf[item.view] = item.cause }
        var readers = Set<Int>()
        var causes: [Int: Cause] = [:]
        for (position, node) in nodes.enumerated() {
            guard let cause = causeOf[node.name] else { continue }
            readers.insert(position)
            causes[position] = cause
        }
        let runs = ViewCreation.bodiesRun(whenChanging: key, readers: readers, parents: parents, creations: creations)
        var recomputed: [ChangeOutcome.Recomputed] = []
        var skipped: [String] = []
        for (node, runs) in runs.enumerated() {
            if runs {
                let cause = causes[node] ?? index.cause(ofView: nodes[node].name, key: key)
                recomputed.append(.init(view: nodes[node].name, cause: cause))
            } else {
                skipped.append(nodes[node].name)
            }
        }
        return ChangeOutcome(label: label, key: key, recomputed: recomputed, skipped: skipped)
    }

    // MARK: Resolving names

    /// The keys `expression` reads, as code of `node`'s view type, with the parameters of
    /// `initializer` (when the code is that `init`) standing for the creation's arguments.
    func keys(of expression: ExpressionFacts, in node: Int, initializer: InitializerFacts? = nil) -> [String] {
        var found: [String] = []
        func add(_ keys: [String]) {
            for key in keys where !found.contains(key) { found.append(key) }
        }
        for reference in expression.references {
            if let initializer, !reference.viaSelf,
                initializer.parameters.contains(where: { $0.name == reference.name })
            {
                add(creations[node].arguments[reference.name] ?? [])
                continue
            }
            add(keys(ofProperty: reference.name, in: node, depth: 0))
        }
        for member in expression.members {
            add((modelKeys[member] ?? []).filter { reads[node].contains($0) })
        }
        return found
    }

    private func keys(ofProperty name: String, in node: Int, depth: Int) -> [String] {
        switch typeFacts[node].properties[name] {
        case .state?:
            return [StateKey(owner: nodes[node].name, property: name).description]
        case .environment(let key)?, .shared(let key)?:
            return [key]
        case .flowed?:
            return creations[node].inputs[name] ?? []
        case .computed(let getter)? where depth < 4:
            var keys: [String] = []
            for reference in getter.references where reference.name != name {
                for key in self.keys(ofProperty: reference.name, in: node, depth: depth + 1) where !keys.contains(key) {
                    keys.append(key)
                }
            }
            for member in getter.members {
                for key in (modelKeys[member] ?? []) where reads[node].contains(key) && !keys.contains(key) {
                    keys.append(key)
                }
            }
            return keys
        default:
            return []
        }
    }

    /// The key of a `@State` slot of `node`; `@StateObject` slots have none.
    func key(ofSlot slot: SlotDeclaration, in node: Int) -> String? {
        slot.wrapper == .state ? StateKey(owner: nodes[node].name, property: slot.name).description : nil
    }

    /// The name of a slot in the output: `RoomView1.viewModel`.
    func slotName(_ slot: SlotDeclaration, in node: Int) -> String { "\(nodes[node].name).\(slot.name)" }
}
