/// A view tree and its storage table, with the course's API.
///
/// A lesson program written against the course compiles against this type
/// unchanged and prints the same lines; underneath, the tree is validated and
/// indexed once, so a change costs time in proportion to the views that read its key.
public struct ViewTree: Sendable {
    /// The views, in the order given.
    public let nodes: [ViewNode]
    /// Where each key's value is stored.
    public let storage: [String: Storage]
    /// The validated, indexed form of the tree.
    public let index: TreeIndex
    private let text: CourseText

    /// Creates a tree, stopping the program with a one-line message when the views
    /// do not form a tree (a cycle, a duplicate name, a parent that names no view).
    /// Use ``init(validating:storage:)`` to handle those as errors.
    public init(nodes: [ViewNode], storage: [String: Storage]) {
        do {
            try self.init(validating: nodes, storage: storage)
        } catch {
            fatalError("invalid view tree: \(error)")
        }
    }

    /// Creates a tree, throwing when the views do not form a tree.
    /// - Throws: ``ModelProblem`` for a cycle, a duplicate name, or a parent that names no view.
    public init(validating nodes: [ViewNode], storage: [String: Storage]) throws(ModelProblem) {
        var builder = TreeBuilder(expectedViews: nodes.count, expectedKeys: storage.count)
        for node in nodes {
            // Sorted so that the index never depends on a set's iteration order.
            builder.addView(node.name, parent: node.parent, reads: node.reads.sorted())
        }
        for (key, value) in storage.sorted(by: { $0.key < $1.key }) {
            builder.setStorage(value, forKey: builder.internKey(key))
        }
        self.nodes = nodes
        self.storage = storage
        self.index = try builder.build()
        self.text = CourseText(index)
    }

    /// The names of the views above `name`, nearest first, each spelled as the `parent`
    /// field that leads to it; empty for a root or an unknown name.
    public func ancestors(of name: String) -> [String] {
        var found: [String] = []
        var current = index.node(named: name)
        while let node = current, let parent = nodes[node].parent {
            found.append(parent)
            current = index.parent(of: node)
        }
        return found
    }

    /// The course's name of the cause of `node`'s recomputation when `key` changes:
    /// `local`, `parent`, `observed`, `environment`, `off-rule` or `out-of-scope`.
    /// The view is looked up in the tree by name, as in the course.
    public func cause(of node: ViewNode, key: String) -> String {
        index.cause(ofView: node.name, key: key).description
    }

    /// What a change of `key` recomputes, as a value.
    public func outcome(_ label: String, key: String) -> ChangeOutcome {
        index.outcome(label: label, key: key)
    }

    /// Prints the course's line for a change of `key` and returns the recomputations.
    @discardableResult
    public func change(_ label: String, key: String) -> [Recompute] {
        var line = ByteBuffer()
        write(label, key: key, to: &line)
        print(line.string, terminator: "")
        let keyID = index.key(named: key)
        let readers = keyID.map(index.readers(ofKey:)) ?? []
        let causes = keyID.map(index.causes(ofKey:)) ?? []
        return zip(readers, causes).map { Recompute(view: index.viewName(Int($0)), cause: $1.description) }
    }

    /// Writes the course's line for a change of `key` to `out`.
    public func write<Out: ByteOutput>(_ label: String, key: String, to out: inout Out) {
        var label = label
        var key = key
        let keyID = index.key(named: key)
        label.withUTF8 { label in
            key.withUTF8 { key in
                text.writeChange(
                    label: UnsafeRawBufferPointer(label), key: UnsafeRawBufferPointer(key), keyID: keyID, to: &out)
            }
        }
    }
}

/// Prints the course's four count lines: how many of `recomputes` are local,
/// parent, observed and environment. Off-rule and out-of-scope rows are not counted.
public func countCauses(_ recomputes: [Recompute]) {
    var lines = ByteBuffer()
    CourseText.writeCounts(CauseCounts(recomputes), to: &lines)
    print(lines.string, terminator: "")
}
