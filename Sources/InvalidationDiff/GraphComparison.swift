import Invalidation

/// Two versions of an app's graph compared key by key: which changes recompute more or
/// fewer view instances, which views they add or drop, and why.
///
/// Views and keys are matched by name. Edges (places that create a view) are matched by
/// their creator and created view, first those that also agree in what decides identity
/// and in the parameters they pass, then the rest in source order; an edge left over is
/// a place added or removed. Reasons are read off the two graphs: the view's own reads
/// and inputs, the edges into it and the values they pass, then, when none of those
/// changed, the nearest views above it whose creation changed.
public struct GraphComparison: Sendable {
    /// The earlier version.
    public let base: GraphIndex
    /// The later version.
    public let head: GraphIndex
    /// Per edge of the earlier graph: the edge of the later graph it matches, if any.
    private let headEdgeOfBase: [Int?]
    /// Per edge of the later graph: the edge of the earlier graph it matches, if any.
    private let baseEdgeOfHead: [Int?]
    /// The rule that decides which bodies a change runs, in both versions.
    public let model: RecomputationModel

    /// Compares `base` with `head`, under `model`.
    public init(base: GraphIndex, head: GraphIndex, model: RecomputationModel = .swiftui) {
        self.base = base
        self.head = head
        self.model = model
        (headEdgeOfBase, baseEdgeOfHead) = Self.matchEdges(base.graph, head.graph)
    }

    /// A key only one version has.
    public struct KeyPresence: Hashable, Sendable {
        /// The key.
        public var key: String
        /// Where its value lives.
        public var storage: Storage?
        /// Instances its change recomputes in the version that has it.
        public var instances: InstanceCount
    }

    /// What the comparison finds.
    public struct Result: Hashable, Sendable {
        /// Keys whose change recomputes other instances: the costlier first (most added
        /// first), then the cheaper, then those that recompute as many, other views.
        public var changes: [KeyChange]
        /// Keys only the later version has (state moved to another owner aside).
        public var addedKeys: [KeyPresence]
        /// Keys only the earlier version has.
        public var removedKeys: [KeyPresence]
    }

    /// Compares every key.
    public func compare() -> Result {
        let baseKeys = base.keys
        let headKeys = head.keys
        let baseSet = Set(baseKeys)
        let headSet = Set(headKeys)
        var pairs: [(base: String, head: String)] = headKeys.filter(baseSet.contains).map { ($0, $0) }
        var onlyBase = baseKeys.filter { !headSet.contains($0) }
        var onlyHead: [String] = []
        for key in headKeys where !baseSet.contains(key) {
            if let moved = movedFrom(key, candidates: onlyBase) {
                pairs.append((moved, key))
                onlyBase.removeAll { $0 == moved }
            } else {
                onlyHead.append(key)
            }
        }
        var changes = pairs.compactMap { change(from: $0.base, to: $0.head) }
        changes.sort { lhs, rhs in
            func rank(_ change: KeyChange) -> Int { change.isCostlier ? 0 : change.isCheaper ? 1 : 2 }
            func delta(_ change: KeyChange) -> Int {
                abs((change.after.value &- change.before.value))
            }
            return (rank(lhs), -delta(lhs), lhs.key) < (rank(rhs), -delta(rhs), rhs.key)
        }
        return Result(
            changes: changes,
            addedKeys: onlyHead.map { presence($0, in: head) },
            removedKeys: onlyBase.map { presence($0, in: base) })
    }

    private func presence(_ key: String, in index: GraphIndex) -> KeyPresence {
        let outcome = index.recomputations(of: key, model: model)
        return KeyPresence(key: key, storage: outcome.storage, instances: outcome.instancesAtOnce)
    }

    /// The key of the earlier version that `key` is when its state moved to another owner:
    /// the only one among `candidates` with the same property and kind of storage, owned
    /// by a view of another name.
    private func movedFrom(_ key: String, candidates: [String]) -> String? {
        guard let storage = head.storage(ofKey: key), let owner = storage.stateOwner, key.hasPrefix(owner + ".") else {
            return nil
        }
        let property = key.dropFirst(owner.count + 1)
        let matches = candidates.filter { candidate in
            guard let old = base.storage(ofKey: candidate), let oldOwner = old.stateOwner, oldOwner != owner,
                candidate == oldOwner + "." + property
            else { return false }
            return Self.sameKind(old, storage)
        }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func sameKind(_ lhs: Storage, _ rhs: Storage) -> Bool {
        switch (lhs, rhs) {
        case (.state, .state), (.focusState, .focusState), (.gestureState, .gestureState): true
        default: false
        }
    }

    // MARK: One key

    /// The change of what `baseKey` recomputes before to what `headKey` recomputes after;
    /// `nil` when every view is recomputed as many times.
    func change(from baseKey: String, to headKey: String) -> KeyChange? {
        let before = base.recomputations(of: baseKey, model: model)
        let after = head.recomputations(of: headKey, model: model)
        var beforeByName: [String: GraphOutcome.Recomputed] = [:]
        for item in before.recomputed { beforeByName[before.name(item.view)] = item }
        var afterByName: [String: GraphOutcome.Recomputed] = [:]
        for item in after.recomputed { afterByName[after.name(item.view)] = item }
        let keys = (base: baseKey, head: headKey)
        var views: [KeyChange.ViewChange] = []
        let names = after.recomputed.map { after.name($0.view) }
            + before.recomputed.map { before.name($0.view) }.filter { afterByName[$0] == nil }
        for name in names {
            let old = beforeByName[name]
            let new = afterByName[name]
            let countBefore = old?.instances ?? .zero
            let countAfter = new?.instances ?? .zero
            guard countBefore != countAfter else { continue }
            views.append(
                KeyChange.ViewChange(
                    view: name, before: countBefore, after: countAfter, causeBefore: old?.cause, causeAfter: new?.cause,
                    reasons: reasons(for: name, keys: keys, increased: countAfter > countBefore,
                        recomputedBefore: Set(beforeByName.keys), recomputedAfter: Set(afterByName.keys))))
        }
        guard !views.isEmpty else { return nil }
        var keyReasons: [KeyChange.Reason] = []
        if baseKey != headKey, let from = before.storage?.stateOwner, let to = after.storage?.stateOwner {
            keyReasons.append(.ownerMoved(from: from, to: to))
        }
        return KeyChange(
            key: headKey, baseKey: baseKey, storage: after.storage ?? before.storage, before: before.instancesAtOnce,
            after: after.instancesAtOnce, reasons: keyReasons, views: views)
    }

    // MARK: Reasons

    /// Why `name` is recomputed more (`increased`) or less under the key.
    private func reasons(
        for name: String, keys: (base: String, head: String), increased: Bool,
        recomputedBefore: Set<String>, recomputedAfter: Set<String>
    ) -> [KeyChange.Reason] {
        let baseGraph = base.graph
        let headGraph = head.graph
        let oldView = baseGraph.view(named: name)
        let newView = headGraph.view(named: name)
        var reasons: [KeyChange.Reason] = []

        // The view's own body: the key itself.
        let oldRead = oldView.flatMap { view in baseGraph.views[view].reads.first { $0.name == keys.base } }
        let newRead = newView.flatMap { view in headGraph.views[view].reads.first { $0.name == keys.head } }
        if let newRead, oldRead == nil { reasons.append(.reads(key: keys.head, at: newRead.location)) }
        if oldRead != nil, newRead == nil { reasons.append(.stopsReading(key: keys.base)) }

        let oldInputs = oldView.map { baseGraph.views[$0].inputs } ?? []
        let newInputs = newView.map { headGraph.views[$0].inputs } ?? []
        let oldInputNames = Set(oldInputs.map(\.name))
        let newInputNames = Set(newInputs.map(\.name))

        // The places that create it, and what they pass.
        reasons += edgeReasons(
            into: name, keys: keys, increased: increased, readInputs: increased ? newInputNames : oldInputNames,
            recomputedBefore: recomputedBefore, recomputedAfter: recomputedAfter)

        // Its inputs: properties its creators fill, read by its body.
        if let newView {
            for input in newInputs where !oldInputNames.contains(input.name)
                && Self.mayCarry(into: newView, property: input.name, key: keys.head, in: headGraph)
            {
                reasons.append(.readsInput(property: input.name, at: input.location))
            }
        }
        if let oldView {
            for input in oldInputs where !newInputNames.contains(input.name)
                && Self.mayCarry(into: oldView, property: input.name, key: keys.base, in: baseGraph)
            {
                reasons.append(.stopsReadingInput(property: input.name))
            }
        }

        if !reasons.isEmpty { return reasons }

        // Nothing changed at the view itself: the nearest views above it whose creation changed.
        let graph = increased ? headGraph : baseGraph
        var level: Set<Int> = Set([increased ? newView : oldView].compactMap { $0 })
        var seen = level
        for _ in 0..<graph.views.count {
            var creators: Set<Int> = []
            for edge in graph.edges where level.contains(edge.to) && seen.insert(edge.from).inserted {
                creators.insert(edge.from)
            }
            guard !creators.isEmpty else { break }
            for creator in creators.sorted() {
                reasons += edgeReasons(
                    into: graph.views[creator].name, keys: keys, increased: increased, readInputs: nil,
                    recomputedBefore: recomputedBefore, recomputedAfter: recomputedAfter)
            }
            if !reasons.isEmpty { break }
            level = creators
        }
        return reasons
    }

    /// The edges into the view named `name` that were added (`increased`) or removed, and
    /// the matched ones whose arguments now (or no longer) carry the key into a property in
    /// `readInputs` (any property when `nil`).
    private func edgeReasons(
        into name: String, keys: (base: String, head: String), increased: Bool, readInputs: Set<String>?,
        recomputedBefore: Set<String>, recomputedAfter: Set<String>
    ) -> [KeyChange.Reason] {
        let baseGraph = base.graph
        let headGraph = head.graph
        var reasons: [KeyChange.Reason] = []
        if increased {
            for (index, edge) in headGraph.edges.enumerated()
            where headGraph.views[edge.to].name == name && baseEdgeOfHead[index] == nil {
                reasons.append(.creates(creator: headGraph.views[edge.from].name, created: name, at: edge.location))
            }
        } else {
            for (index, edge) in baseGraph.edges.enumerated()
            where baseGraph.views[edge.to].name == name && headEdgeOfBase[index] == nil {
                reasons.append(.stopsCreating(creator: baseGraph.views[edge.from].name, created: name, at: edge.location))
            }
        }
        for (index, edge) in headGraph.edges.enumerated() where headGraph.views[edge.to].name == name {
            guard let baseIndex = baseEdgeOfHead[index] else { continue }
            let oldEdge = baseGraph.edges[baseIndex]
            let creator = headGraph.views[edge.from].name
            for argument in edge.arguments {
                for property in argument.fills where readInputs?.contains(property) ?? true {
                    let old = oldEdge.arguments.first { $0.fills.contains(property) }
                    let carriedAfter = Self.carried(
                        argument, key: keys.head, creatorRecomputed: recomputedAfter.contains(creator))
                    let carriedBefore = old.flatMap {
                        Self.carried($0, key: keys.base, creatorRecomputed: recomputedBefore.contains(creator))
                    }
                    if increased, let carriedAfter, carriedBefore == nil {
                        reasons.append(
                            .passes(creator: creator, carried: carriedAfter, property: property, created: name, at: edge.location))
                    }
                    if !increased, let carriedBefore, carriedAfter == nil {
                        reasons.append(
                            .stopsPassing(
                                creator: creator, carried: carriedBefore, property: property, created: name,
                                at: oldEdge.location))
                    }
                }
            }
        }
        return reasons
    }

    /// What `argument` carries of `key`: the key when its value depends on it, the
    /// creator's inputs it passes on when the creator is itself recomputed under the key
    /// (they may carry it), else `nil`.
    private static func carried(_ argument: ViewGraph.Argument, key: String, creatorRecomputed: Bool) -> String? {
        if argument.keys.contains(key) { return key }
        if creatorRecomputed && !argument.inputs.isEmpty {
            return "its " + argument.inputs.map { "'\($0)'" }.joined(separator: ", ")
        }
        return nil
    }

    /// Whether some place that creates `view` passes a value that may carry `key` for `property`.
    private static func mayCarry(into view: Int, property: String, key: String, in graph: ViewGraph) -> Bool {
        graph.edges.contains { edge in
            edge.to == view
                && edge.arguments.contains { $0.fills.contains(property) && ($0.keys.contains(key) || !$0.inputs.isEmpty) }
        }
    }

    // MARK: Matching edges

    /// Pairs the edges of `base` and `head`: by creator and created view, first those that
    /// agree in identity and parameters, then the rest, each group in source order.
    static func matchEdges(_ base: ViewGraph, _ head: ViewGraph) -> (headOfBase: [Int?], baseOfHead: [Int?]) {
        var headOfBase = [Int?](repeating: nil, count: base.edges.count)
        var baseOfHead = [Int?](repeating: nil, count: head.edges.count)
        func signature(_ edge: ViewGraph.Edge, in graph: ViewGraph, strict: Bool) -> String {
            var text = graph.views[edge.from].name + " > " + graph.views[edge.to].name
            if strict {
                text += " | " + edge.identity.map { "\($0.kind.rawValue) \($0.source)" }.joined(separator: ",")
                text += " | " + edge.arguments.map(\.parameter).joined(separator: ",")
            }
            return text
        }
        for strict in [true, false] {
            var waiting: [String: [Int]] = [:]
            for (index, edge) in base.edges.enumerated() where headOfBase[index] == nil {
                waiting[signature(edge, in: base, strict: strict), default: []].append(index)
            }
            for (index, edge) in head.edges.enumerated() where baseOfHead[index] == nil {
                let key = signature(edge, in: head, strict: strict)
                guard var candidates = waiting[key], !candidates.isEmpty else { continue }
                let match = candidates.removeFirst()
                waiting[key] = candidates
                headOfBase[match] = index
                baseOfHead[index] = match
            }
        }
        return (headOfBase, baseOfHead)
    }
}
