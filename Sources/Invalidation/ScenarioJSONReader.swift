/// One node as read from scenario JSON: slices of the input (or of decoded
/// strings), valid only during ``ScenarioJSONSink/addNode(_:reads:offset:)``.
struct ScenarioJSONNode {
    var name = UnsafeRawBufferPointer(start: nil, count: 0)
    var parent: UnsafeRawBufferPointer?
    var type: UnsafeRawBufferPointer?
    var file: UnsafeRawBufferPointer?
    var line: Int?
    var column: Int?
}

/// Receives the pieces of a scenario as ``ScenarioJSONReader`` meets them.
///
/// Byte slices passed in are valid only for the duration of the call.
protocol ScenarioJSONSink {
    /// Adds a storage entry. Returns `false`, changing nothing, when `key` already has one.
    mutating func addStorage(_ storage: Storage, forKey key: UnsafeRawBufferPointer) -> Bool
    /// Adds a node whose `{` is at byte `offset` of the input.
    mutating func addNode(_ node: ScenarioJSONNode, reads: ContiguousArray<UnsafeRawBufferPointer>, offset: Int)
    /// Adds a change.
    mutating func addChange(label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer)
    /// Adds a note.
    mutating func addNote(_ note: UnsafeRawBufferPointer)
}

/// Reads the scenario JSON form in one pass and hands each storage entry, node,
/// change and note to a sink as soon as it is complete.
///
/// The reader checks the whole form: syntax, the keys allowed in each object, the
/// type of each value, duplicates, and that nothing follows the top-level object.
/// Its nesting is that of the form (four levels), so any deeper input fails at the
/// first bracket the form does not allow.
struct ScenarioJSONReader<Sink: ScenarioJSONSink> {
    var scanner: ScenarioJSONScanner
    var sink: Sink
    /// The reads of the node being read; reused from node to node.
    private var reads: ContiguousArray<UnsafeRawBufferPointer> = []

    /// Creates a reader of `bytes` feeding `sink`.
    init(_ bytes: UnsafeRawBufferPointer, sink: Sink) {
        scanner = ScenarioJSONScanner(bytes)
        self.sink = sink
    }

    /// Reads `bytes` into `sink`, returning the sink.
    static func read(_ bytes: UnsafeRawBufferPointer, into sink: Sink) throws(ScenarioJSONFailure) -> Sink {
        var reader = ScenarioJSONReader(bytes, sink: sink)
        defer { reader.scanner.deallocate() }
        try reader.readScenario()
        return reader.sink
    }

    // MARK: The top level

    mutating func readScenario() throws(ScenarioJSONFailure) {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        let start = scanner.position
        guard scanner.consume(UInt8(ascii: "{")) else {
            throw scanner.failure("expected '{' at the start of a scenario")
        }
        var seen: UInt8 = 0
        var more = scanner.consume(UInt8(ascii: "}")) == false
        var first = true
        while more {
            let field: ScenarioTopLevelKey = try nextField(first: &first, seen: &seen, in: "at the top level")
            switch field {
            case .storage: try readStorage()
            case .nodes: try readNodes()
            case .changes: try readChanges()
            case .notes: try readNotes()
            }
            more = try nextMember()
        }
        if seen & 1 << ScenarioTopLevelKey.storage.rawValue == 0 {
            throw scanner.failure("a scenario needs a 'storage' object", at: start)
        }
        if seen & 1 << ScenarioTopLevelKey.nodes.rawValue == 0 {
            throw scanner.failure("a scenario needs a 'nodes' array", at: start)
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            throw scanner.failure("unexpected text after the scenario's closing '}'")
        }
    }

    // MARK: Storage

    private mutating func readStorage() throws(ScenarioJSONFailure) {
        guard scanner.consume(UInt8(ascii: "{")) else {
            throw scanner.failure("expected an object for 'storage'")
        }
        var more = scanner.consume(UInt8(ascii: "}")) == false
        var first = true
        while more {
            scanner.releaseScratch()
            scanner.skipWhitespace()
            let keyOffset = scanner.position
            let key = try memberKey(first: first)
            first = false
            let storage = try readStorageValue(key: key)
            guard sink.addStorage(storage, forKey: key) else {
                throw scanner.failure("storage key '\(String(decoding: key, as: UTF8.self))' is listed twice", at: keyOffset)
            }
            more = try nextMember()
        }
    }

    /// Reads `{"state": {"owner": …}}`, `{"model": {"object": …}}`, `{"environment": {}}`, or
    /// one of the further kinds: `focusState`, `gestureState` and `query` with an `owner`,
    /// `appStorage` and `sceneStorage` with a `key`.
    private mutating func readStorageValue(key: UnsafeRawBufferPointer) throws(ScenarioJSONFailure) -> Storage {
        guard scanner.consume(UInt8(ascii: "{")) else { throw storageShape(key) }
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "\"") else { throw storageShape(key) }
        let kindOffset = scanner.position
        let kind = try memberKey(first: true)
        let storage: Storage
        if kind.isSpelled("state") {
            storage = .state(owner: try readSingleStringObject(member: "owner", key: key))
        } else if kind.isSpelled("model") {
            storage = .model(object: try readSingleStringObject(member: "object", key: key))
        } else if kind.isSpelled("environment") {
            guard scanner.consume(UInt8(ascii: "{")), scanner.consume(UInt8(ascii: "}")) else {
                throw storageShape(key)
            }
            storage = .environment
        } else if kind.isSpelled("focusState") {
            storage = .focusState(owner: try readSingleStringObject(member: "owner", key: key))
        } else if kind.isSpelled("gestureState") {
            storage = .gestureState(owner: try readSingleStringObject(member: "owner", key: key))
        } else if kind.isSpelled("appStorage") {
            storage = .appStorage(key: try readSingleStringObject(member: "key", key: key))
        } else if kind.isSpelled("sceneStorage") {
            storage = .sceneStorage(key: try readSingleStringObject(member: "key", key: key))
        } else if kind.isSpelled("query") {
            storage = .query(owner: try readSingleStringObject(member: "owner", key: key))
        } else {
            throw storageShape(key, at: kindOffset)
        }
        try closeSingleMemberObject(key: key)
        return storage
    }

    /// Reads `{"<member>": "<string>"}` inside the storage of `key`.
    private mutating func readSingleStringObject(member: StaticString, key: UnsafeRawBufferPointer)
        throws(ScenarioJSONFailure) -> String
    {
        guard scanner.consume(UInt8(ascii: "{")) else { throw storageShape(key) }
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "\"") else { throw storageShape(key) }
        let memberOffset = scanner.position
        guard try memberKey(first: true).isSpelled(member) else { throw storageShape(key, at: memberOffset) }
        guard scanner.peek == UInt8(ascii: "\"") else { throw storageShape(key) }
        let value = String(decoding: try scanner.scanString(), as: UTF8.self)
        try closeSingleMemberObject(key: key)
        return value
    }

    /// Consumes the `}` of an object inside a storage value, which allows one member only.
    private mutating func closeSingleMemberObject(key: UnsafeRawBufferPointer) throws(ScenarioJSONFailure) {
        if scanner.consume(UInt8(ascii: "}")) { return }
        if scanner.consume(UInt8(ascii: ",")) {
            scanner.skipWhitespace()
            throw storageShape(key)
        }
        throw scanner.failure("expected ',' or '}' after a value in an object")
    }

    private func storageShape(_ key: UnsafeRawBufferPointer, at offset: Int? = nil) -> ScenarioJSONFailure {
        scanner.failure(
            "storage for '\(String(decoding: key, as: UTF8.self))' must be one of "
                + "{\"state\": {\"owner\": …}}, {\"model\": {\"object\": …}}, {\"environment\": {}}, "
                + "{\"focusState\": {\"owner\": …}}, {\"gestureState\": {\"owner\": …}}, "
                + "{\"appStorage\": {\"key\": …}}, {\"sceneStorage\": {\"key\": …}}, {\"query\": {\"owner\": …}}",
            at: offset)
    }

    // MARK: Nodes

    private mutating func readNodes() throws(ScenarioJSONFailure) {
        guard scanner.consume(UInt8(ascii: "[")) else {
            throw scanner.failure("expected an array for 'nodes'")
        }
        var more = scanner.consume(UInt8(ascii: "]")) == false
        while more {
            scanner.skipWhitespace()
            let offset = scanner.position
            guard scanner.consume(UInt8(ascii: "{")) else {
                throw scanner.failure("expected '{' to start a node")
            }
            try readNode(offset: offset)
            more = try nextElement()
        }
    }

    /// Reads one node after its `{`, which is at `offset`.
    @inline(__always)
    private mutating func readNode(offset: Int) throws(ScenarioJSONFailure) {
        scanner.releaseScratch()
        reads.removeAll(keepingCapacity: true)
        var node = ScenarioJSONNode()
        var seen: UInt8 = 0
        var more = scanner.consume(UInt8(ascii: "}")) == false
        var first = true
        while more {
            let field: ScenarioNodeKey = try nextField(first: &first, seen: &seen, in: "in a node")
            switch field {
            case .name:
                guard scanner.peek == UInt8(ascii: "\"") else {
                    throw scanner.failure("expected a string for 'name' in a node")
                }
                node.name = try scanner.scanString()
            case .parent:
                node.parent = try optionalString("'parent' in a node")
            case .reads:
                try readReads()
            case .type:
                node.type = try optionalString("'type' in a node")
            case .file:
                node.file = try optionalString("'file' in a node")
            case .line:
                node.line = try optionalInteger("'line' in a node")
            case .column:
                node.column = try optionalInteger("'column' in a node")
            }
            more = try nextMember()
        }
        guard seen & 1 << ScenarioNodeKey.name.rawValue != 0 else {
            throw scanner.failure("a node needs a 'name'", at: offset)
        }
        sink.addNode(node, reads: reads, offset: offset)
    }

    private mutating func readReads() throws(ScenarioJSONFailure) {
        guard scanner.consume(UInt8(ascii: "[")) else {
            throw scanner.failure("expected an array of keys for 'reads' in a node")
        }
        var more = scanner.consume(UInt8(ascii: "]")) == false
        while more {
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw scanner.failure("expected a key string in 'reads'")
            }
            reads.append(try scanner.scanString())
            more = try nextElement()
        }
    }

    // MARK: Changes and notes

    private mutating func readChanges() throws(ScenarioJSONFailure) {
        guard scanner.consume(UInt8(ascii: "[")) else {
            throw scanner.failure("expected an array for 'changes'")
        }
        var more = scanner.consume(UInt8(ascii: "]")) == false
        while more {
            scanner.skipWhitespace()
            let offset = scanner.position
            guard scanner.consume(UInt8(ascii: "{")) else {
                throw scanner.failure("expected '{' to start a change")
            }
            try readChange(offset: offset)
            more = try nextElement()
        }
    }

    private mutating func readChange(offset: Int) throws(ScenarioJSONFailure) {
        scanner.releaseScratch()
        var label: UnsafeRawBufferPointer?
        var changedKey: UnsafeRawBufferPointer?
        var seen: UInt8 = 0
        var more = scanner.consume(UInt8(ascii: "}")) == false
        var first = true
        while more {
            let field: ScenarioChangeKey = try nextField(first: &first, seen: &seen, in: "in a change")
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw scanner.failure("expected a string for '\(field == .label ? "label" : "key")' in a change")
            }
            let value = try scanner.scanString()
            switch field {
            case .label: label = value
            case .key: changedKey = value
            }
            more = try nextMember()
        }
        guard let label else { throw scanner.failure("a change needs a 'label'", at: offset) }
        guard let changedKey else { throw scanner.failure("a change needs a 'key'", at: offset) }
        sink.addChange(label: label, key: changedKey)
    }

    private mutating func readNotes() throws(ScenarioJSONFailure) {
        guard scanner.consume(UInt8(ascii: "[")) else {
            throw scanner.failure("expected an array of strings for 'notes'")
        }
        var more = scanner.consume(UInt8(ascii: "]")) == false
        while more {
            scanner.releaseScratch()
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw scanner.failure("expected a string in 'notes'")
            }
            sink.addNote(try scanner.scanString())
            more = try nextElement()
        }
    }

    // MARK: Objects and arrays

    /// Reads a member's key and the `:` after it, leaving the cursor at the value.
    @inline(__always)
    private mutating func memberKey(first: Bool) throws(ScenarioJSONFailure) -> UnsafeRawBufferPointer {
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "\"") else {
            throw scanner.failure(first ? "expected a key or '}' in an object" : "expected a key after ',' in an object")
        }
        let key = try scanner.scanString()
        guard scanner.consume(UInt8(ascii: ":")) else {
            throw scanner.failure("expected ':' after a key in an object")
        }
        scanner.skipWhitespace()
        return key
    }

    /// After a member's value: whether another member follows.
    @inline(__always)
    private mutating func nextMember() throws(ScenarioJSONFailure) -> Bool {
        try nextItem(closing: UInt8(ascii: "}"), "expected ',' or '}' after a value in an object")
    }

    /// After an element: whether another element follows.
    @inline(__always)
    private mutating func nextElement() throws(ScenarioJSONFailure) -> Bool {
        try nextItem(closing: UInt8(ascii: "]"), "expected ',' or ']' after a value in an array")
    }

    /// After an item of an object or array: `true` past a ',', `false` past `closing`.
    @inline(__always)
    private mutating func nextItem(closing: UInt8, _ expectation: String) throws(ScenarioJSONFailure) -> Bool {
        scanner.skipWhitespace()
        switch scanner.peek {
        case UInt8(ascii: ","):
            scanner.position += 1
            return true
        case closing:
            scanner.position += 1
            return false
        default:
            throw scanner.failure(expectation)
        }
    }

    /// Reads the next member's key of an object (`place` names the object in messages)
    /// and returns the field it names, failing on a key the object does not allow or
    /// one it already had.
    @inline(__always)
    private mutating func nextField<Field: ScenarioJSONField>(
        first: inout Bool, seen: inout UInt8, in place: String
    ) throws(ScenarioJSONFailure) -> Field {
        scanner.skipWhitespace()
        let offset = scanner.position
        let key = try memberKey(first: first)
        first = false
        guard let field = Field(key) else {
            if Field.self == ScenarioTopLevelKey.self, key.isSpelled("format") {
                throw scanner.failure(
                    "this is a view graph, not a scenario: 'run' plays the course's tree, which "
                        + "'invalidation analyze --format scenario' writes", at: offset)
            }
            throw scanner.failure(
                "unknown key '\(String(decoding: key, as: UTF8.self))' \(place); expected one of \(Field.allowed)", at: offset)
        }
        let mask: UInt8 = 1 << field.rawValue
        guard seen & mask == 0 else {
            throw scanner.failure("duplicate key '\(String(decoding: key, as: UTF8.self))' \(place)", at: offset)
        }
        seen |= mask
        return field
    }

    /// A string, or `nil` for `null`; `what` names the value in messages.
    @inline(__always)
    private mutating func optionalString(_ what: String) throws(ScenarioJSONFailure)
        -> UnsafeRawBufferPointer?
    {
        if scanner.peek == UInt8(ascii: "\"") { return try scanner.scanString() }
        if scanner.consumeNull() { return nil }
        throw scanner.failure("expected a string or null for \(what)")
    }

    /// A non-negative integer, or `nil` for `null`; `what` names the value in messages.
    private mutating func optionalInteger(_ what: String) throws(ScenarioJSONFailure) -> Int? {
        let byte = scanner.peek
        if byte == UInt8(ascii: "-") || ScenarioJSONScanner.isDigit(byte) { return try scanner.scanNonNegativeInteger(what) }
        if scanner.consumeNull() { return nil }
        throw scanner.failure("expected a non-negative integer or null for \(what)")
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes spell `literal`.
    @inline(__always)
    fileprivate func isSpelled(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard self.count == count else { return false }
        let expected = literal.utf8Start
        for index in 0..<count where self[index] != expected[index] { return false }
        return true
    }
}

/// The keys one kind of object in the scenario form allows.
private protocol ScenarioJSONField: RawRepresentable<UInt8> {
    /// The field `key` spells, if any.
    init?(_ key: UnsafeRawBufferPointer)
    /// The allowed keys, for messages.
    static var allowed: String { get }
}

private enum ScenarioTopLevelKey: UInt8, ScenarioJSONField {
    case storage, nodes, changes, notes

    init?(_ key: UnsafeRawBufferPointer) {
        if key.isSpelled("storage") {
            self = .storage
        } else if key.isSpelled("nodes") {
            self = .nodes
        } else if key.isSpelled("changes") {
            self = .changes
        } else if key.isSpelled("notes") {
            self = .notes
        } else {
            return nil
        }
    }

    static let allowed = "storage, nodes, changes, notes"
}

private enum ScenarioNodeKey: UInt8, ScenarioJSONField {
    case name, parent, reads, type, file, line, column

    @inline(__always)
    init?(_ key: UnsafeRawBufferPointer) {
        switch key.count {
        case 4:
            if key.isSpelled("name") {
                self = .name
            } else if key.isSpelled("type") {
                self = .type
            } else if key.isSpelled("file") {
                self = .file
            } else if key.isSpelled("line") {
                self = .line
            } else {
                return nil
            }
        case 5:
            guard key.isSpelled("reads") else { return nil }
            self = .reads
        case 6:
            if key.isSpelled("parent") {
                self = .parent
            } else if key.isSpelled("column") {
                self = .column
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    static let allowed = "name, parent, reads, type, file, line, column"
}

private enum ScenarioChangeKey: UInt8, ScenarioJSONField {
    case label, key

    init?(_ key: UnsafeRawBufferPointer) {
        if key.isSpelled("label") {
            self = .label
        } else if key.isSpelled("key") {
            self = .key
        } else {
            return nil
        }
    }

    static let allowed = "label, key"
}
