/// A validated view tree, indexed so that a change costs time in proportion to
/// the views that read its key, not to the size of the tree.
///
/// Names and keys are interned to integer ids; parents are an array; one
/// depth-first walk numbers the views so that "is `a` an ancestor of `b`" is two
/// comparisons; each key keeps its readers in node order together with their causes
/// and the four counts, all computed once when the index is built.
public struct TreeIndex: Sendable {
    let views: SymbolTable
    /// Per node: its view symbol.
    let nodeView: ContiguousArray<Int32>
    /// Per view symbol: its node.
    let nodeOfView: ContiguousArray<Int32>
    /// Per node: its parent node, or -1.
    let parents: ContiguousArray<Int32>
    /// Per node: its position in a depth-first walk.
    let entry: ContiguousArray<Int32>
    /// Per node: the last position of its subtree in the same walk.
    let exit: ContiguousArray<Int32>
    // The key tables grow only through `internKey(_:)`, which adds a key nobody reads.
    private(set) var keys: SymbolTable
    private(set) var storage: ContiguousArray<Storage?>
    /// Per key `k`, its readers are `readers[readerStarts[k] ..< readerStarts[k + 1]]`, in node order.
    private(set) var readerStarts: ContiguousArray<Int32>
    let readers: ContiguousArray<Int32>
    /// Aligned with `readers`: the cause of each reader's recomputation.
    let causes: ContiguousArray<Cause>
    /// Per key, four entries: the counted causes of its readers.
    private(set) var counts: ContiguousArray<Int32>

    init(_ builder: TreeBuilder) throws(ModelProblem) {
        let count = builder.nodeView.count
        views = builder.views
        nodeView = builder.nodeView
        keys = builder.keys
        storage = builder.storage
        let nodeOfView = builder.nodeOfView
        var parents = ContiguousArray<Int32>(repeating: -1, count: count)
        for node in 0..<count {
            let parentSymbol = builder.nodeParent[node]
            guard parentSymbol >= 0 else { continue }
            let parentNode = nodeOfView[Int(parentSymbol)]
            guard parentNode >= 0 else {
                throw .unknownParent(
                    view: builder.views[builder.nodeView[node]], parent: builder.views[parentSymbol], node: node)
            }
            parents[node] = parentNode
        }
        // Symbols named only as parents were rejected above, so every symbol is a node.
        self.nodeOfView = nodeOfView
        self.parents = parents
        (entry, exit) = try Self.number(parents: parents, views: builder.views, nodeView: builder.nodeView)
        (readerStarts, readers) = Self.invert(
            readStarts: builder.readStarts, readKeys: builder.readKeys, keyCount: builder.keys.count)
        var causes = ContiguousArray<Cause>(repeating: .outOfScope, count: readers.count)
        var counts = ContiguousArray<Int32>(repeating: 0, count: builder.keys.count * 4)
        for key in 0..<builder.keys.count {
            let owner = Self.ownerNode(of: storage[key], views: views, nodeOfView: nodeOfView)
            for position in Int(readerStarts[key])..<Int(readerStarts[key + 1]) {
                let reader = readers[position]
                let cause = Self.cause(
                    storage: storage[key], owner: owner, reader: reader, entry: entry, exit: exit)
                causes[position] = cause
                if cause.isCounted { counts[key * 4 + Int(cause.rawValue)] += 1 }
            }
        }
        self.causes = causes
        self.counts = counts
    }

    // MARK: Views

    /// The number of views.
    public var viewCount: Int { nodeView.count }

    /// The name of the view at `node`.
    public func viewName(_ node: Int) -> String { views[nodeView[node]] }

    /// Calls `body` with the UTF-8 bytes of the name of the view at `node`.
    public func withViewName<Result>(_ node: Int, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try views.withSpelling(of: nodeView[node], body)
    }

    /// The node of the view named `name`.
    public func node(named name: String) -> Int? {
        views.id(of: name).map { Int(nodeOfView[Int($0)]) }
    }

    /// The parent node of `node`, or `nil` for a root.
    public func parent(of node: Int) -> Int? {
        let parent = parents[node]
        return parent < 0 ? nil : Int(parent)
    }

    /// Whether `ancestor` is a proper ancestor of `node`: O(1).
    public func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        entry[ancestor] < entry[node] && entry[node] <= exit[ancestor]
    }

    // MARK: Keys

    /// The number of keys: those in the storage table, read by a view, or interned for a change.
    public var keyCount: Int { keys.count }

    /// The id of `key`, or `nil` when no view reads it and the storage table does not name it.
    public func key(named key: String) -> Int32? { keys.id(of: key) }

    /// The spelling of the key `key`.
    public func keyName(_ key: Int32) -> String { keys[key] }

    /// The storage of `key`, or `nil` when it is out of scope.
    public func storage(ofKey key: Int32) -> Storage? { storage[Int(key)] }

    /// The nodes that read `key`, in node order.
    public func readers(ofKey key: Int32) -> ArraySlice<Int32> {
        readers[readerRange(key)]
    }

    /// The causes of the recomputations of `key`'s readers, aligned with ``readers(ofKey:)``.
    public func causes(ofKey key: Int32) -> ArraySlice<Cause> {
        causes[readerRange(key)]
    }

    /// How many of `key`'s readers fall in each counted cause.
    public func counts(ofKey key: Int32) -> CauseCounts {
        let base = Int(key) * 4
        return CauseCounts(
            local: Int(counts[base]), parent: Int(counts[base + 1]),
            observed: Int(counts[base + 2]), environment: Int(counts[base + 3]))
    }

    /// The id of `key`, adding it first, with no storage and no readers, when the index
    /// does not know it: the entry ``TreeBuilder`` makes for a change of a key that no
    /// view reads and the storage table does not name.
    mutating func internKey(_ key: UnsafeRawBufferPointer) -> Int32 {
        let (id, isNew) = keys.intern(key)
        if isNew {
            storage.append(nil)
            readerStarts.append(readerStarts[readerStarts.count - 1])
            counts.append(contentsOf: repeatElement(0, count: 4))
        }
        return id
    }

    func readerRange(_ key: Int32) -> Range<Int> {
        Int(readerStarts[Int(key)])..<Int(readerStarts[Int(key) + 1])
    }

    /// The cause of a recomputation of the view named `view` when `key` changes,
    /// whether or not the view reads `key` or is in the tree, by the course's rule.
    public func cause(ofView view: String, key: String) -> Cause {
        guard let keyID = keys.id(of: key), let storage = storage[Int(keyID)] else { return .outOfScope }
        guard let owner = storage.stateOwner else {
            return Self.cause(storage: storage, owner: -1, reader: -1, entry: entry, exit: exit)
        }
        if owner == view { return .local }
        guard let viewNode = node(named: view), let ownerNode = node(named: owner) else { return .offRule }
        return isAncestor(ownerNode, of: viewNode) ? .parent : .offRule
    }

    // MARK: Building

    static func ownerNode(of storage: Storage?, views: SymbolTable, nodeOfView: ContiguousArray<Int32>) -> Int32 {
        guard let owner = storage?.stateOwner, let symbol = views.id(of: owner) else { return -1 }
        return nodeOfView[Int(symbol)]
    }

    static func cause(
        storage: Storage?, owner: Int32, reader: Int32,
        entry: ContiguousArray<Int32>, exit: ContiguousArray<Int32>
    ) -> Cause {
        guard let storage else { return .outOfScope }
        if let shared = storage.sharedCause { return shared }
        if owner < 0 { return .offRule }
        if owner == reader { return .local }
        let readerEntry = entry[Int(reader)]
        return entry[Int(owner)] < readerEntry && readerEntry <= exit[Int(owner)] ? .parent : .offRule
    }

    /// Numbers the nodes in one depth-first walk from the roots, in node order.
    /// - Throws: ``ModelProblem/cycle(_:node:)`` when some nodes cannot be reached from a root.
    static func number(
        parents: ContiguousArray<Int32>, views: SymbolTable, nodeView: ContiguousArray<Int32>
    ) throws(ModelProblem) -> (entry: ContiguousArray<Int32>, exit: ContiguousArray<Int32>) {
        let count = parents.count
        var childStarts = ContiguousArray<Int32>(repeating: 0, count: count + 1)
        for parent in parents where parent >= 0 { childStarts[Int(parent) + 1] += 1 }
        for node in 0..<count { childStarts[node + 1] += childStarts[node] }
        var fill = childStarts
        var children = ContiguousArray<Int32>(repeating: 0, count: Int(childStarts[count]))
        for node in 0..<count where parents[node] >= 0 {
            let parent = Int(parents[node])
            children[Int(fill[parent])] = Int32(node)
            fill[parent] += 1
        }
        var entry = ContiguousArray<Int32>(repeating: -1, count: count)
        var order = ContiguousArray<Int32>()
        order.reserveCapacity(count)
        var stack = ContiguousArray<Int32>()
        for root in 0..<count where parents[root] < 0 {
            stack.append(Int32(root))
            while let node = stack.popLast() {
                entry[Int(node)] = Int32(order.count)
                order.append(node)
                var child = Int(childStarts[Int(node) + 1])
                while child > Int(childStarts[Int(node)]) {
                    child -= 1
                    stack.append(children[child])
                }
            }
        }
        if order.count < count {
            throw cycle(parents: parents, entry: entry, views: views, nodeView: nodeView)
        }
        var size = ContiguousArray<Int32>(repeating: 1, count: count)
        for node in order.reversed() where parents[Int(node)] >= 0 {
            size[Int(parents[Int(node)])] += size[Int(node)]
        }
        var exit = ContiguousArray<Int32>(repeating: 0, count: count)
        for node in 0..<count { exit[node] = entry[node] + size[node] - 1 }
        return (entry, exit)
    }

    /// The cycle reached from the first node that no root reaches, starting at its
    /// earliest node and following parents back to it.
    static func cycle(
        parents: ContiguousArray<Int32>, entry: ContiguousArray<Int32>, views: SymbolTable, nodeView: ContiguousArray<Int32>
    ) -> ModelProblem {
        let unreached = entry.firstIndex(of: -1)!
        var seen = Set<Int32>()
        var node = Int32(unreached)
        while seen.insert(node).inserted { node = parents[Int(node)] }
        var members = [node]
        var next = parents[Int(node)]
        while next != node {
            members.append(next)
            next = parents[Int(next)]
        }
        let start = members.indices.min { members[$0] < members[$1] }!
        let ordered = members[start...] + members[..<start]
        let names = (ordered + [ordered.first!]).map { views[nodeView[Int($0)]] }
        return .cycle(names, node: Int(ordered.first!))
    }

    /// Turns per-node read lists into per-key reader lists in node order, dropping a
    /// key read twice by one view (the course's reads are a set).
    static func invert(
        readStarts: ContiguousArray<Int32>, readKeys: ContiguousArray<Int32>, keyCount: Int
    ) -> (starts: ContiguousArray<Int32>, readers: ContiguousArray<Int32>) {
        var starts = ContiguousArray<Int32>(repeating: 0, count: keyCount + 1)
        var lastReader = ContiguousArray<Int32>(repeating: -1, count: keyCount)
        let nodeCount = readStarts.count - 1
        for node in 0..<nodeCount {
            for position in Int(readStarts[node])..<Int(readStarts[node + 1]) {
                let key = Int(readKeys[position])
                if lastReader[key] == Int32(node) { continue }
                lastReader[key] = Int32(node)
                starts[key + 1] += 1
            }
        }
        for key in 0..<keyCount { starts[key + 1] += starts[key] }
        var fill = starts
        var readers = ContiguousArray<Int32>(repeating: 0, count: Int(starts[keyCount]))
        for key in 0..<keyCount { lastReader[key] = -1 }
        for node in 0..<nodeCount {
            for position in Int(readStarts[node])..<Int(readStarts[node + 1]) {
                let key = Int(readKeys[position])
                if lastReader[key] == Int32(node) { continue }
                lastReader[key] = Int32(node)
                readers[Int(fill[key])] = Int32(node)
                fill[key] += 1
            }
        }
        return (starts, readers)
    }
}
