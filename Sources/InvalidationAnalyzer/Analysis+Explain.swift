import Invalidation
import InvalidationReader

/// What one key's change costs across the app: how many view instances it recomputes,
/// of how many view types, and why.
public struct KeyCost: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where its value lives; `nil` when out of scope (no storage entry).
    public var storage: Storage?
    /// How many view bodies its change runs at once, whatever the cause: views in the
    /// branches of one `if`/`switch` are alternatives, and count their costliest branch.
    public var instances: InstanceCount
    /// How many view types those instances are of.
    public var viewTypes: Int
    /// The counted causes among those recomputations, in instances.
    public var counts: CauseCounts
    /// How many places start a change of the key after its first value (``KeyWrites``),
    /// where the source is known and the key's writers are: `0` for a key never written.
    public var writers: Int?

    /// Creates a cost.
    public init(
        key: String, storage: Storage?, instances: InstanceCount, viewTypes: Int, counts: CauseCounts,
        writers: Int? = nil
    ) {
        self.key = key
        self.storage = storage
        self.instances = instances
        self.viewTypes = viewTypes
        self.counts = counts
        self.writers = writers
    }
}

extension Analysis {
    /// The course's tree, indexed by the engine.
    /// - Throws: ``InvalidationError/invalidModel(_:at:)`` if the views do not form a tree,
    ///   which the analyzer does not produce.
    public func loaded() throws(InvalidationError) -> LoadedScenario {
        do {
            return try scenario.loaded()
        } catch {
            throw .invalidModel(error, at: nil)
        }
    }

    /// What a change of `key` recomputes across the app: its course line is
    /// `outcome.write(to:)`, its count lines `CourseText.writeCounts(outcome.counts, to:)`.
    /// - Parameters:
    ///   - key: A qualified key, such as `CounterCard.tapCount`, `MailboxStore.hasSelectedMessage` or `\.colorScheme`.
    ///   - label: The label printed before the key; the key itself by default.
    ///   - model: The rule that decides which bodies run.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` naming close matches when no
    ///   view reads the key and the storage table does not list it.
    public func explain(
        key: String, label: String? = nil, model: RecomputationModel = .swiftui
    ) throws(InvalidationError) -> GraphOutcome {
        try Self.explain(key: key, label: label, model: model, in: index)
    }

    /// ``explain(key:label:model:)`` on a graph read back from its JSON form.
    public static func explain(
        key: String, label: String? = nil, model: RecomputationModel = .swiftui, in index: GraphIndex
    ) throws(InvalidationError) -> GraphOutcome {
        let keys = index.keys
        guard keys.contains(key) else {
            let matches = closeMatches(to: key, among: keys)
            let hint = matches.isEmpty ? "" : "; close matches: " + matches.joined(separator: ", ")
            throw .malformedInput("unknown key '\(key)': no view reads it and no storage declares it\(hint)", at: nil)
        }
        return index.recomputations(of: key, label: label, model: model)
    }

    /// Every key (in the storage table or read by a view) with what its change costs and
    /// how many places change it: the keys something changes first, most instances
    /// recomputed first, ties by key name; then, in the same order, the keys nothing
    /// changes after their first value (`writers` of 0: the ``neverWrittenKeys``), whose
    /// cost never comes.
    public func keyCosts(model: RecomputationModel = .swiftui) -> [KeyCost] {
        var costs = Self.keyCosts(in: index, model: model)
        for position in costs.indices {
            let writes = writes(of: costs[position].key)
            guard writes.isWritten != nil else { continue }
            // Nothing writes a key after its first value exactly where no place counts here.
            costs[position].writers =
                writes.writers.filter { $0.trigger != .initializer }.count + writes.untraced.count
        }
        return costs.filter { $0.writers != 0 } + costs.filter { $0.writers == 0 }
    }

    /// ``keyCosts(model:)`` of any indexed graph.
    public static func keyCosts(in index: GraphIndex, model: RecomputationModel = .swiftui) -> [KeyCost] {
        let keys = index.keys
        var costs = zip(keys, index.outcomes(of: keys, model: model)).map { key, outcome in
            KeyCost(
                key: key, storage: outcome.storage, instances: outcome.instancesAtOnce,
                viewTypes: outcome.recomputed.count, counts: outcome.counts)
        }
        costs.sort { ($1.instances, $0.key) < ($0.instances, $1.key) }
        return costs
    }

    /// Writes one row per key: instances recomputed, view types, instances by cause, storage,
    /// and `never written` after the storage of the keys in `neverWritten`.
    public static func writeKeyCosts<Out: ByteOutput>(
        _ costs: [KeyCost], neverWritten: Set<String> = [], to out: inout Out
    ) {
        let keyWidth = max(3, costs.map(\.key.count).max() ?? 0)
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        func number(_ value: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - value.count)) + value
        }
        let showsWriters = costs.contains { $0.writers != nil }
        out.append("\(padded("key", keyWidth))  instances  views  local  parent  observed  environment")
        out.append(showsWriters ? "  writers  storage\n" : "  storage\n")
        for cost in costs {
            out.append(padded(cost.key, keyWidth))
            out.append("  \(number(cost.instances.description, 9))  \(number(String(cost.viewTypes), 5))")
            out.append("  \(number(String(cost.counts.local), 5))  \(number(String(cost.counts.parent), 6))")
            out.append("  \(number(String(cost.counts.observed), 8))  \(number(String(cost.counts.environment), 11))")
            if showsWriters { out.append("  \(number(cost.writers.map(String.init) ?? "-", 7))") }
            out.append("  \(cost.storage.map(String.init(describing:)) ?? "no storage (out of scope)")")
            out.append(neverWritten.contains(cost.key) ? ", never written\n" : "\n")
        }
    }

    /// Writes every key's cost as a JSON array: `[{"key": K, "instances": N, "views": V,
    /// "counts": {…}, "storage": …}, …]`, the costliest first, with `"written": false` for
    /// the keys in `neverWritten`.
    public static func writeKeyCostsJSON<Out: ByteOutput>(
        _ costs: [KeyCost], neverWritten: Set<String> = [], to out: inout Out
    ) {
        let document = JSONDocument.array(
            costs.map { cost in
                var members: [(String, JSONDocument)] = [
                    ("key", .string(cost.key)), ("instances", .integer(cost.instances.value)),
                ]
                if cost.instances.isSaturated { members.append(("saturated", .bool(true))) }
                members += [
                    ("views", .integer(cost.viewTypes)),
                    (
                        "counts",
                        .object([
                            ("local", .integer(cost.counts.local)), ("parent", .integer(cost.counts.parent)),
                            ("observed", .integer(cost.counts.observed)),
                            ("environment", .integer(cost.counts.environment)),
                        ])
                    ),
                    ("storage", cost.storage?.jsonDocument ?? .null),
                ]
                if let writers = cost.writers { members.append(("writers", .integer(writers))) }
                if neverWritten.contains(cost.key) { members.append(("written", .bool(false))) }
                return .object(members)
            })
        document.write(to: &out, compactLeaves: true)
    }

    /// All keys: the storage table's, then those only read, in course order.
    public var keys: [String] { index.keys }

    /// Up to `limit` keys spelled like `key`: the same property of another type, a key
    /// that contains it, or one a few edits away; closest first.
    public func closeMatches(to key: String, limit: Int = 5) -> [String] {
        Self.closeMatches(to: key, among: keys, limit: limit)
    }

    /// Every key of the course's tree: its storage table's, then those only read, in node order.
    public var treeKeys: [String] {
        var seen = Set<String>()
        var keys: [String] = []
        let scenario = self.scenario
        for entry in scenario.storage where seen.insert(entry.key).inserted { keys.append(entry.key) }
        for node in scenario.nodes {
            for key in node.reads where seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    /// Up to `limit` of `candidates` spelled like `key`, by the rule of ``closeMatches(to:limit:)``.
    public static func closeMatches(to key: String, among candidates: [String], limit: Int = 5) -> [String] {
        let wanted = key.lowercased()
        let wantedProperty = Self.property(of: wanted)
        var scored: [(score: Int, key: String)] = []
        for candidate in candidates {
            let lower = candidate.lowercased()
            let distance = Self.editDistance(wanted, lower, limit: 8)
            var score = distance
            if Self.property(of: lower) == wantedProperty { score = min(score, 1) }
            if lower.contains(wanted) || (wanted.count >= 3 && wanted.contains(lower)) { score = min(score, 2) }
            if score <= max(2, wanted.count / 3) { scored.append((score, candidate)) }
        }
        scored.sort { ($0.score, $0.key) < ($1.score, $1.key) }
        return scored.prefix(limit).map(\.key)
    }

    private static func property(of key: String) -> String {
        StateKey(key)?.property ?? key
    }

    /// Levenshtein distance, or `limit + 1` once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for (i, aByte) in a.enumerated() {
            current[0] = i + 1
            var rowMinimum = current[0]
            for (j, bByte) in b.enumerated() {
                let substitution = previous[j] + (aByte == bByte ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j + 1])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return min(previous[b.count], limit + 1)
    }
}

extension GraphIndex {
    /// What a change of each of `keys` recomputes, in the order given: the keys are
    /// independent, so they are answered on one thread per active core.
    func outcomes(of keys: [String], model: RecomputationModel) -> [GraphOutcome] {
        let index = self
        return ParallelWork.map(count: keys.count) { position in
            index.recomputations(of: keys[position], model: model, listsSkipped: false)
        }
    }
}
