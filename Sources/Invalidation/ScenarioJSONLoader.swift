/// Feeds what ``ScenarioJSONReader`` reads straight into a ``TreeBuilder`` and a
/// ``ChangeList``, without making a `String` for any name or key.
struct ScenarioJSONLoader: ScenarioJSONSink {
    var builder: TreeBuilder
    var changes = ChangeList()
    /// Per node: the offset of its `{`, to place model problems in the file.
    var nodeOffsets: ContiguousArray<Int> = []

    /// Creates a loader sized for an input of `byteCount` bytes.
    init(byteCount: Int) {
        // About 80 bytes a view in the usual form; overestimating only costs untouched capacity.
        let views = byteCount / 48
        builder = TreeBuilder(expectedViews: views, expectedKeys: byteCount / 512)
        nodeOffsets.reserveCapacity(views)
    }

    mutating func addStorage(_ storage: Storage, forKey key: UnsafeRawBufferPointer) -> Bool {
        builder.setStorage(storage, forKey: builder.internKey(key))
    }

    @inline(__always)
    mutating func addNode(_ node: ScenarioJSONNode, reads: ContiguousArray<UnsafeRawBufferPointer>, offset: Int) {
        builder.addView(name: node.name, parent: node.parent)
        for key in reads { builder.addRead(key) }
        nodeOffsets.append(offset)
    }

    mutating func addChange(label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer) {
        changes.append(label: label, key: key, keyID: builder.internKey(key))
    }

    mutating func addNote(_ note: UnsafeRawBufferPointer) {}
}

extension LoadedScenario {
    /// Loads a scenario from its JSON form in one pass, validating the form and the tree.
    ///
    /// Top-level keys may come in any order. Nodes may carry `type`, `file`, `line`
    /// and `column`, and the scenario `notes`; they are checked and skipped.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The path to name in error locations, if the text came from a file.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` when the text is not the
    ///   scenario JSON form; ``InvalidationError/invalidModel(_:at:)``, located at the
    ///   offending node, when its views do not form a tree.
    public init(json bytes: UnsafeRawBufferPointer, file: String?) throws(InvalidationError) {
        let loader: ScenarioJSONLoader
        do {
            loader = try ScenarioJSONReader.read(bytes, into: ScenarioJSONLoader(byteCount: bytes.count))
        } catch {
            throw error.error(in: bytes, file: file)
        }
        do {
            self.init(index: try loader.builder.build(), changes: loader.changes)
        } catch {
            let location = ScenarioJSONScanner.location(of: loader.nodeOffsets[error.node], in: bytes, file: file)
            throw .invalidModel(error, at: location)
        }
    }

    /// Loads a scenario from JSON text; see ``init(json:file:)-(UnsafeRawBufferPointer,_)``.
    public init(json text: String, file: String? = nil) throws(InvalidationError) {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(InvalidationError) in try LoadedScenario(json: UnsafeRawBufferPointer(utf8), file: file) }
        }
        self = try result.get()
    }

    /// Reads and loads the scenario JSON file at `path`.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` when the file cannot
    ///   be read, and the errors of ``init(json:file:)-(UnsafeRawBufferPointer,_)``.
    public init(contentsOfFile path: String) throws(InvalidationError) {
        let contents = try FileContents(path: path)
        self = try contents.withUnsafeBytes { (bytes) throws(InvalidationError) in
            try LoadedScenario(json: bytes, file: path)
        }
    }
}
