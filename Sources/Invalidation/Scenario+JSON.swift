extension Scenario {
    /// Reads a scenario from its JSON form, checking the form exactly as
    /// ``LoadedScenario/init(json:file:)-(UnsafeRawBufferPointer,_)`` does but not
    /// whether the views form a tree (``loaded()`` checks that).
    ///
    /// A node's `column` is checked and skipped: the value keeps `line` only.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The path to name in error locations, if the text came from a file.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` when the text is not the scenario JSON form.
    public init(json bytes: UnsafeRawBufferPointer, file: String?) throws(InvalidationError) {
        do {
            self = try ScenarioJSONReader.read(bytes, into: ScenarioValueCollector()).scenario
        } catch {
            throw error.error(in: bytes, file: file)
        }
    }

    /// Reads a scenario from JSON text; see ``init(json:file:)-(UnsafeRawBufferPointer,_)``.
    public init(json text: String, file: String? = nil) throws(InvalidationError) {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(InvalidationError) in try Scenario(json: UnsafeRawBufferPointer(utf8), file: file) }
        }
        self = try result.get()
    }

    /// Reads the scenario JSON file at `path`.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)`` when the file cannot
    ///   be read, and the errors of ``init(json:file:)-(UnsafeRawBufferPointer,_)``.
    public init(contentsOfFile path: String) throws(InvalidationError) {
        let contents = try FileContents(path: path)
        self = try contents.withUnsafeBytes { (bytes) throws(InvalidationError) in
            try Scenario(json: bytes, file: path)
        }
    }

    /// The scenario in its JSON form, pretty-printed; see ``writeJSON(to:)``.
    public func jsonText() -> String {
        var buffer = ByteBuffer()
        writeJSON(to: &buffer)
        return buffer.string
    }

    /// Writes the scenario in its JSON form: `storage`, `nodes`, then `changes` and
    /// `notes` when there are any; two-space indentation, one storage entry, node,
    /// change or note a line, in the scenario's order, and a node's `type`, `file`
    /// and `line` only when it has them. The same scenario always gives the same bytes.
    ///
    /// Reading the text back gives an equal scenario, provided its storage keys are
    /// distinct and its lines are not negative (the form allows nothing else).
    public func writeJSON<Out: ByteOutput>(to out: inout Out) {
        out.append("{\n  \"storage\": {")
        for (position, entry) in storage.enumerated() {
            out.append(position == 0 ? "\n    " : ",\n    ")
            JSONText.writeString(entry.key, to: &out)
            out.append(": ")
            Self.writeStorage(entry.storage, to: &out)
        }
        out.append(storage.isEmpty ? "},\n  \"nodes\": [" : "\n  },\n  \"nodes\": [")
        for (position, node) in nodes.enumerated() {
            out.append(position == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            JSONText.writeString(node.name, to: &out)
            out.append(", \"parent\": ")
            if let parent = node.parent {
                JSONText.writeString(parent, to: &out)
            } else {
                out.append("null")
            }
            out.append(", \"reads\": [")
            for (readPosition, key) in node.reads.enumerated() {
                if readPosition > 0 { out.append(", ") }
                JSONText.writeString(key, to: &out)
            }
            out.append(UInt8(ascii: "]"))
            if let type = node.type {
                out.append(", \"type\": ")
                JSONText.writeString(type, to: &out)
            }
            if let file = node.file {
                out.append(", \"file\": ")
                JSONText.writeString(file, to: &out)
            }
            if let line = node.line {
                out.append(", \"line\": ")
                out.append(decimal: line)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(nodes.isEmpty ? "]" : "\n  ]")
        if !changes.isEmpty {
            out.append(",\n  \"changes\": [")
            for (position, change) in changes.enumerated() {
                out.append(position == 0 ? "\n    {\"label\": " : ",\n    {\"label\": ")
                JSONText.writeString(change.label, to: &out)
                out.append(", \"key\": ")
                JSONText.writeString(change.key, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append("\n  ]")
        }
        if !notes.isEmpty {
            out.append(",\n  \"notes\": [")
            for (position, note) in notes.enumerated() {
                out.append(position == 0 ? "\n    " : ",\n    ")
                JSONText.writeString(note, to: &out)
            }
            out.append("\n  ]")
        }
        out.append("\n}\n")
    }

    private static func writeStorage<Out: ByteOutput>(_ storage: Storage, to out: inout Out) {
        switch storage {
        case .state(let owner):
            out.append("{\"state\": {\"owner\": ")
            JSONText.writeString(owner, to: &out)
            out.append("}}")
        case .model(let object):
            out.append("{\"model\": {\"object\": ")
            JSONText.writeString(object, to: &out)
            out.append("}}")
        case .environment:
            out.append("{\"environment\": {}}")
        case .focusState(let owner):
            writeMember("focusState", "owner", owner, to: &out)
        case .gestureState(let owner):
            writeMember("gestureState", "owner", owner, to: &out)
        case .appStorage(let key):
            writeMember("appStorage", "key", key, to: &out)
        case .sceneStorage(let key):
            writeMember("sceneStorage", "key", key, to: &out)
        case .query(let owner):
            writeMember("query", "owner", owner, to: &out)
        }
    }

    /// Writes `{"<kind>": {"<member>": "<value>"}}`.
    private static func writeMember<Out: ByteOutput>(
        _ kind: StaticString, _ member: StaticString, _ value: String, to out: inout Out
    ) {
        out.append("{\"\(kind)\": {\"\(member)\": ")
        JSONText.writeString(value, to: &out)
        out.append("}}")
    }
}

/// Collects what ``ScenarioJSONReader`` reads into a ``Scenario``.
private struct ScenarioValueCollector: ScenarioJSONSink {
    var scenario = Scenario()
    /// The storage keys so far, to refuse one listed twice; compared as `String`s,
    /// as the indexed loader's symbol table compares them.
    var storageKeys = Set<String>()

    mutating func addStorage(_ storage: Storage, forKey key: UnsafeRawBufferPointer) -> Bool {
        let key = Self.string(key)
        guard storageKeys.insert(key).inserted else { return false }
        scenario.storage.append(Scenario.Entry(key: key, storage: storage))
        return true
    }

    mutating func addNode(_ node: ScenarioJSONNode, reads: ContiguousArray<UnsafeRawBufferPointer>, offset: Int) {
        scenario.nodes.append(
            Scenario.Node(
                name: Self.string(node.name), parent: node.parent.map(Self.string), reads: reads.map(Self.string),
                type: node.type.map(Self.string), file: node.file.map(Self.string), line: node.line))
    }

    mutating func addChange(label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer) {
        scenario.changes.append(Scenario.Change(label: Self.string(label), key: Self.string(key)))
    }

    mutating func addNote(_ note: UnsafeRawBufferPointer) {
        scenario.notes.append(Self.string(note))
    }

    private static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
