import Invalidation

/// The course's model written the plain way, to check the indexed engine against
/// and to time the course's algorithm.
///
/// A change scans every view; a reader's cause walks up the tree one parent at a
/// time, finding each parent by searching the node list for its name; lines are
/// built by joining strings. Names compare with Swift's `==`, keys with `Set` and
/// `Dictionary`, exactly as the course's code compares them. The tree is assumed
/// valid (no cycle, no duplicate name, every parent a view), as the course assumes.
public struct ReferenceTree: Sendable {
    /// How a view is found by name.
    public enum Lookup: Sendable {
        /// Search the node list from the front, as the course does: O(views) per step.
        case scan
        /// A dictionary from each name to its first node: the same answers, O(1) per step,
        /// so large trees stay affordable in tests.
        case dictionary
    }

    /// What one change recomputes, in the course's terms.
    public struct Outcome: Hashable, Sendable {
        /// The course's line for the change, with its newline.
        public var line: String
        /// The readers of the key with their causes, in node order.
        public var recomputes: [Recompute]
        /// The names of the other views, in node order.
        public var skipped: [String]
    }

    /// The views, in the order given.
    public let nodes: [ViewNode]
    /// Where each key's value is stored.
    public let storage: [String: Storage]
    /// How views are found by name.
    public let lookup: Lookup
    private let firstNode: [String: Int]

    /// Creates a reference tree over the course's values.
    public init(nodes: [ViewNode], storage: [String: Storage], lookup: Lookup = .scan) {
        self.nodes = nodes
        self.storage = storage
        self.lookup = lookup
        var firstNode: [String: Int] = [:]
        if lookup == .dictionary {
            for (position, node) in nodes.enumerated() where firstNode[node.name] == nil {
                firstNode[node.name] = position
            }
        }
        self.firstNode = firstNode
    }

    /// Creates a reference tree over a scenario's views and storage table. Reads
    /// become sets; a key listed twice in the storage table keeps its first entry.
    public init(_ scenario: Scenario, lookup: Lookup = .scan) {
        var storage: [String: Storage] = [:]
        for entry in scenario.storage where storage[entry.key] == nil {
            storage[entry.key] = entry.storage
        }
        let nodes = scenario.nodes.map { ViewNode($0.name, parent: $0.parent, reads: Set($0.reads)) }
        self.init(nodes: nodes, storage: storage, lookup: lookup)
    }

    /// The first view named `name`, if any.
    public func node(named name: String) -> ViewNode? {
        switch lookup {
        case .scan: nodes.first { $0.name == name }
        case .dictionary: firstNode[name].map { nodes[$0] }
        }
    }

    /// The names of the views above the view named `name`, nearest first.
    public func ancestors(of name: String) -> [String] {
        var found: [String] = []
        var current = node(named: name)?.parent
        while let next = current {
            found.append(next)
            current = node(named: next)?.parent
        }
        return found
    }

    /// The course's name of the cause of `node`'s recomputation when `key` changes.
    public func cause(of node: ViewNode, key: String) -> String {
        guard let kind = storage[key] else { return "out-of-scope" }
        switch kind {
        case .environment:
            return "environment"
        case .model:
            return "observed"
        case .appStorage, .sceneStorage, .query:
            return "observed"
        case .state(let owner), .focusState(let owner), .gestureState(let owner):
            if owner == node.name { return "local" }
            if ancestors(of: node.name).contains(owner) { return "parent" }
            return "off-rule"
        }
    }

    /// What a change of `key`, labelled `label`, recomputes, with the course's line.
    public func change(_ label: String, key: String) -> Outcome {
        let recomputes = recomputes(ofKey: key)
        let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
        let recomputed =
            recomputes.isEmpty ? "none" : recomputes.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let rest = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
        let line = "\(label): \(key) changed | recomputed \(recomputed) | skipped \(rest)\n"
        return Outcome(line: line, recomputes: recomputes, skipped: skipped)
    }

    /// The recomputations a change of `key` causes, in node order.
    public func recomputes(ofKey key: String) -> [Recompute] {
        nodes.filter { $0.reads.contains(key) }.map { Recompute(view: $0.name, cause: cause(of: $0, key: key)) }
    }

    /// The course's four count lines for `recomputes`.
    public static func countLines(_ recomputes: [Recompute]) -> String {
        var text = ""
        for cause in ["local", "parent", "observed", "environment"] {
            text += "\(cause): \(recomputes.filter { $0.cause == cause }.count)\n"
        }
        return text
    }

    /// What `invalidation run` prints for `changes` on this tree: one line per
    /// change, then the four count lines over all of them.
    public func runText(_ changes: [Scenario.Change]) -> String {
        var text = ""
        var recomputes: [Recompute] = []
        for change in changes {
            let outcome = self.change(change.label, key: change.key)
            text += outcome.line
            recomputes += outcome.recomputes
        }
        return text + Self.countLines(recomputes)
    }

    /// What `invalidation run --format counts` prints for `changes` on this tree.
    public func runCounts(_ changes: [Scenario.Change]) -> String {
        Self.countLines(changes.flatMap { recomputes(ofKey: $0.key) })
    }
}
