/// Collects views, their reads and the storage table one piece at a time, then
/// validates them and builds a ``TreeIndex``.
///
/// Loaders feed it raw UTF-8 bytes, so that a million views are interned without
/// creating a `String` for each name.
public struct TreeBuilder: Sendable {
    var views: SymbolTable
    /// Per view symbol: the node that defines it, or -1 when it is only named as a parent.
    var nodeOfView: ContiguousArray<Int32> = []
    /// Per node: its view symbol.
    var nodeView: ContiguousArray<Int32> = []
    /// Per node: its parent's view symbol, or -1 for a root.
    var nodeParent: ContiguousArray<Int32> = []
    /// Per node `n`, its read keys are `readKeys[readStarts[n] ..< readStarts[n + 1]]`.
    var readStarts: ContiguousArray<Int32> = [0]
    var readKeys: ContiguousArray<Int32> = []
    var keys: SymbolTable
    /// Per key symbol: its storage, if the table has one.
    var storage: ContiguousArray<Storage?> = []
    var duplicate: ModelProblem?

    /// Creates an empty builder sized for about `views` views and `keys` keys.
    public init(expectedViews views: Int = 0, expectedKeys keys: Int = 0) {
        self.views = SymbolTable(capacity: views)
        self.keys = SymbolTable(capacity: keys)
        nodeView.reserveCapacity(views)
        nodeParent.reserveCapacity(views)
        readStarts.reserveCapacity(views + 1)
    }

    /// The number of views added so far.
    public var viewCount: Int { nodeView.count }

    /// Adds a view named `name` whose parent is `parent` (`nil` for a root); reads
    /// added next with ``addRead(_:)`` belong to it. Returns its node index.
    @discardableResult
    public mutating func addView(name: UnsafeRawBufferPointer, parent: UnsafeRawBufferPointer?) -> Int {
        let node = nodeView.count
        let (symbol, isNew) = views.intern(name)
        if isNew {
            nodeOfView.append(Int32(node))
        } else if nodeOfView[Int(symbol)] >= 0 {
            if duplicate == nil {
                duplicate = .duplicateView(name: views[symbol], first: Int(nodeOfView[Int(symbol)]), second: node)
            }
        } else {
            nodeOfView[Int(symbol)] = Int32(node)
            views.setSpelling(name, of: symbol)
        }
        nodeView.append(symbol)
        if let parent {
            let (parentSymbol, parentIsNew) = views.intern(parent)
            if parentIsNew { nodeOfView.append(-1) }
            nodeParent.append(parentSymbol)
        } else {
            nodeParent.append(-1)
        }
        readStarts.append(Int32(readKeys.count))
        return node
    }

    /// Adds `key` to the reads of the view added last.
    public mutating func addRead(_ key: UnsafeRawBufferPointer) {
        precondition(!nodeView.isEmpty, "addRead(_:) needs a view added first")
        readKeys.append(internKey(key))
        readStarts[readStarts.count - 1] = Int32(readKeys.count)
    }

    /// Adds a view with its reads.
    @discardableResult
    public mutating func addView(_ name: String, parent: String?, reads: some Sequence<String>) -> Int {
        var name = name
        var parentName = parent
        let node = name.withUTF8 { nameBytes in
            if parentName == nil { return addView(name: UnsafeRawBufferPointer(nameBytes), parent: nil) }
            return parentName!.withUTF8 { addView(name: UnsafeRawBufferPointer(nameBytes), parent: UnsafeRawBufferPointer($0)) }
        }
        for key in reads {
            var key = key
            key.withUTF8 { addRead(UnsafeRawBufferPointer($0)) }
        }
        return node
    }

    /// Interns a key, returning its id in the built index.
    public mutating func internKey(_ key: UnsafeRawBufferPointer) -> Int32 {
        let (id, isNew) = keys.intern(key)
        if isNew { storage.append(nil) }
        return id
    }

    /// Interns a key, returning its id in the built index.
    public mutating func internKey(_ key: String) -> Int32 {
        var key = key
        return key.withUTF8 { internKey(UnsafeRawBufferPointer($0)) }
    }

    /// Sets the storage of `key`. Returns `false`, changing nothing, when the key already has one.
    @discardableResult
    public mutating func setStorage(_ value: Storage, forKey key: Int32) -> Bool {
        guard storage[Int(key)] == nil else { return false }
        storage[Int(key)] = value
        return true
    }

    /// Validates the views and builds the index.
    /// - Throws: ``ModelProblem`` for duplicate names, a parent that names no view, or a cycle.
    public func build() throws(ModelProblem) -> TreeIndex {
        if let duplicate { throw duplicate }
        return try TreeIndex(self)
    }
}
