/// A whole scenario as plain values: the storage table, the views and the changes
/// to play, in the scenario JSON form's order.
///
/// The analyzer produces one (without changes); `invalidation run` plays one.
/// ``LoadedScenario`` is the indexed form that runs.
public struct Scenario: Hashable, Sendable {
    /// One entry of the storage table.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// Where its value lives.
        public var storage: Storage

        /// Creates an entry.
        public init(key: String, storage: Storage) {
            self.key = key
            self.storage = storage
        }
    }

    /// One view, with where the source creates it when the analyzer found it.
    public struct Node: Hashable, Sendable {
        /// The view's name, unique in the scenario.
        public var name: String
        /// The name of the view whose body creates it; `nil` for a root.
        public var parent: String?
        /// The keys its body reads, in the order given.
        public var reads: [String]
        /// The view's type, when it differs from or qualifies the name.
        public var type: String?
        /// The file that creates the view (or declares it, for a root).
        public var file: String?
        /// The 1-based line in `file`.
        public var line: Int?

        /// Creates a node.
        public init(
            name: String, parent: String? = nil, reads: [String] = [], type: String? = nil, file: String? = nil,
            line: Int? = nil
        ) {
            self.name = name
            self.parent = parent
            self.reads = reads
            self.type = type
            self.file = file
            self.line = line
        }
    }

    /// One change to play.
    public struct Change: Hashable, Sendable {
        /// The label printed before the key.
        public var label: String
        /// The key that changes.
        public var key: String

        /// Creates a change.
        public init(label: String, key: String) {
            self.label = label
            self.key = key
        }
    }

    /// The storage table, in the order given.
    public var storage: [Entry]
    /// The views, in the order given.
    public var nodes: [Node]
    /// The changes, in order.
    public var changes: [Change]
    /// Remarks about what the producer of the scenario could not see.
    public var notes: [String]

    /// Creates a scenario.
    public init(storage: [Entry] = [], nodes: [Node] = [], changes: [Change] = [], notes: [String] = []) {
        self.storage = storage
        self.nodes = nodes
        self.changes = changes
        self.notes = notes
    }

    /// Validates and indexes the scenario.
    /// - Throws: ``ModelProblem`` when the views do not form a tree. A key listed
    ///   twice in the storage table keeps its first entry.
    public func loaded() throws(ModelProblem) -> LoadedScenario {
        var builder = TreeBuilder(expectedViews: nodes.count, expectedKeys: storage.count)
        for node in nodes {
            builder.addView(node.name, parent: node.parent, reads: node.reads)
        }
        for entry in storage {
            builder.setStorage(entry.storage, forKey: builder.internKey(entry.key))
        }
        var list = ChangeList()
        for change in changes {
            list.append(label: change.label, key: change.key, keyID: builder.internKey(change.key))
        }
        return LoadedScenario(index: try builder.build(), changes: list)
    }
}
