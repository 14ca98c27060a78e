/// The graph's JSON form, `invalidation-graph/1`: what `invalidation analyze --format json`
/// writes and `invalidation explain` reads back in place of source.
///
/// ```json
/// {
///   "format": "invalidation-graph/1",
///   "storage": {"CounterCard.tapCount": {"state": {"owner": "CounterCard"}}},
///   "views": [{"name": "CounterCard", "kind": "view", "file": "…", "line": 14, "column": 8,
///              "reads": [{"key": "CounterCard.tapCount", "file": "…", "line": 20, "column": 27}],
///              "inputs": [{"property": "title", "file": "…", "line": 19, "column": 18}]}],
///   "edges": [{"from": "DashboardView", "to": "CounterCard", "file": "…", "line": 9, "column": 13,
///              "identity": [{"kind": "branch", "source": "if", "value": "showsCounter"}],
///              "arguments": [{"parameter": "title", "fills": ["title"], "keys": [], "inputs": [], "binding": false}]}],
///   "roots": ["DashboardView"],
///   "notes": ["…: note: … [unknown-type]"],
///   "objects": [{"type": "RowModel", "owners": ["RowView"]}, {"type": "Item", "owners": ["ItemRow"], "rows": ["ItemRow"]}],
///   "declaredEnvironment": ["\\.theme"]
/// }
/// ```
/// `objects` is left out when no class's objects are made per view instance, and
/// `declaredEnvironment` when the app declares no environment value it reads. A view has
/// `"target": "Name"` after its kind where an Xcode project or a Swift package says which
/// target declares it, and no such member where the source was read as one module.
/// An edge written in a closure another view calls also has `"container": N`, the index of
/// an earlier edge from the same view: the one that creates the view calling the closure.
extension ViewGraph {
    /// The name and version of the form, the value of its `format` member.
    public static let formatName = "invalidation-graph/1"

    /// The graph in its JSON form, two-space indented, members in a fixed order.
    public func jsonText() -> String {
        var buffer = ByteBuffer()
        jsonDocument().write(to: &buffer, compactLeaves: true)
        return buffer.string
    }

    /// The graph as a JSON value.
    package func jsonDocument() -> JSONDocument {
        func location(_ location: SourceLocation?) -> [(String, JSONDocument)] { location?.jsonMembers ?? [] }
        let storage = JSONDocument.object(self.storage.map { ($0.key, $0.storage.jsonDocument) })
        let views = JSONDocument.array(
            self.views.map { view in
                var members: [(String, JSONDocument)] =
                    [("name", .string(view.name)), ("kind", .string(view.kind.rawValue))]
                    + (view.target.map { [("target", JSONDocument.string($0))] } ?? []) + location(view.location)
                    + [
                        ("reads", .array(view.reads.map { .object([("key", .string($0.name))] + location($0.location)) })),
                        (
                            "inputs",
                            .array(view.inputs.map { .object([("property", .string($0.name))] + location($0.location)) })
                        ),
                    ]
                if !view.environment.isEmpty {
                    members.append(("environment", .array(view.environment.map(JSONDocument.string))))
                }
                return .object(members)
            })
        let edges = JSONDocument.array(
            self.edges.map { edge in
                var members: [(String, JSONDocument)] = [
                    ("from", .string(self.views[edge.from].name)), ("to", .string(self.views[edge.to].name)),
                ]
                members += location(edge.location)
                members.append(("identity", .array(edge.identity.map(\.jsonDocument))))
                members.append(
                    (
                        "arguments",
                        .array(
                            edge.arguments.map { argument in
                                var members: [(String, JSONDocument)] = [
                                    ("parameter", .string(argument.parameter)),
                                    ("fills", .array(argument.fills.map(JSONDocument.string))),
                                    ("keys", .array(argument.keys.map(JSONDocument.string))),
                                    ("inputs", .array(argument.inputs.map(JSONDocument.string))),
                                    ("binding", .bool(argument.isBinding)),
                                    ("comparable", .bool(argument.isComparable)),
                                ]
                                if !argument.isCompared { members.append(("compared", .bool(false))) }
                                return .object(members)
                            })
                    ))
                if let container = edge.container { members.append(("container", .integer(container))) }
                if !edge.injections.isEmpty {
                    members.append(
                        (
                            "injects",
                            .array(
                                edge.injections.map { injection in
                                    .object([
                                        ("entry", .string(injection.entry)),
                                        ("keys", .array(injection.keys.map(JSONDocument.string))),
                                        ("inputs", .array(injection.inputs.map(JSONDocument.string))),
                                    ])
                                })
                        ))
                }
                return .object(members)
            })
        var members: [(String, JSONDocument)] = [
            ("format", .string(Self.formatName)),
            ("storage", storage),
            ("views", views),
            ("edges", edges),
            ("roots", .array(roots.map { .string(self.views[$0].name) })),
            ("notes", .array(notes.map(JSONDocument.string))),
        ]
        if !objects.isEmpty {
            let makers = objects.map { makers in
                var fields: [(String, JSONDocument)] = [
                    ("type", .string(makers.type)),
                    ("owners", .array(makers.owners.map { .string(self.views[$0].name) })),
                ]
                if !makers.rows.isEmpty { fields.append(("rows", .array(makers.rows.map { .string(self.views[$0].name) }))) }
                return JSONDocument.object(fields)
            }
            members.append(("objects", .array(makers)))
        }
        if !declaredEnvironment.isEmpty {
            members.append(("declaredEnvironment", .array(declaredEnvironment.map(JSONDocument.string))))
        }
        return .object(members)
    }

    /// Reads a graph from its JSON form.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` at the line and column of what
    ///   is missing, unknown or of the wrong kind.
    public init(json bytes: [UInt8], file: String? = nil) throws(InvalidationError) {
        let root = try JSONValue.parse(bytes, file: file)
        var reader = GraphJSONReader(bytes: bytes, file: file)
        self = try reader.graph(root)
    }

    /// Whether `bytes` look like the graph form rather than a scenario: an object whose
    /// `format` member comes first and names this form.
    public static func isGraphJSON(_ bytes: [UInt8]) -> Bool {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let prefix = bytes[index..<min(bytes.count, index + 200)].filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        return prefix.starts(with: Array(#"{"format":"invalidation-graph/"#.utf8))
    }
}

extension Storage {
    /// The storage as its JSON value, the `Codable` form of the enum.
    package var jsonDocument: JSONDocument {
        func member(_ kind: String, _ name: String, _ value: String) -> JSONDocument {
            .object([(kind, .object([(name, .string(value))]))])
        }
        switch self {
        case .state(let owner): return member("state", "owner", owner)
        case .model(let object): return member("model", "object", object)
        case .environment: return .object([("environment", .object([]))])
        case .focusState(let owner): return member("focusState", "owner", owner)
        case .gestureState(let owner): return member("gestureState", "owner", owner)
        case .appStorage(let key): return member("appStorage", "key", key)
        case .sceneStorage(let key): return member("sceneStorage", "key", key)
        case .query(let owner): return member("query", "owner", owner)
        }
    }
}

extension IdentityComponent {
    /// The component as its JSON value.
    package var jsonDocument: JSONDocument {
        var members: [(String, JSONDocument)] = [("kind", .string(kind.rawValue)), ("source", .string(source))]
        if let form { members.append(("form", .string(form))) }
        if let value { members.append(("value", .string(value))) }
        return .object(members)
    }
}

/// Reads the members of the graph form, naming the place of each problem.
private struct GraphJSONReader {
    let bytes: [UInt8]
    let file: String?

    func failure(_ message: String, at value: JSONValue) -> InvalidationError {
        .malformedInput(message, at: JSONValue.location(of: value.offset, in: bytes, file: file))
    }

    /// The members of an object, refusing keys not in `allowed`.
    func members(_ value: JSONValue, _ what: String, allowed: Set<String>) throws(InvalidationError) -> [String: JSONValue] {
        guard let members = value.members else { throw failure("expected an object for \(what)", at: value) }
        var found: [String: JSONValue] = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                throw .malformedInput(
                    "unknown member '\(member.key)' in \(what); expected \(allowed.sorted().joined(separator: ", "))",
                    at: JSONValue.location(of: member.keyOffset, in: bytes, file: file))
            }
            found[member.key] = member.value
        }
        return found
    }

    func string(_ value: JSONValue?, _ what: String, in parent: JSONValue) throws(InvalidationError) -> String {
        guard let value else { throw failure("missing \(what)", at: parent) }
        guard let text = value.string else { throw failure("expected a string for \(what)", at: value) }
        return text
    }

    func strings(_ value: JSONValue?, _ what: String) throws(InvalidationError) -> [String] {
        guard let value else { return [] }
        guard let elements = value.elements else { throw failure("expected an array of strings for \(what)", at: value) }
        var found: [String] = []
        for element in elements {
            guard let text = element.string else { throw failure("expected a string in \(what)", at: element) }
            found.append(text)
        }
        return found
    }

    /// The elements of an optional array; a value of another kind is an error, not an empty list.
    func array(_ value: JSONValue?, _ what: String) throws(InvalidationError) -> [JSONValue] {
        guard let value else { return [] }
        guard let elements = value.elements else { throw failure("expected an array for \(what)", at: value) }
        return elements
    }

    func integer(_ value: JSONValue?, _ what: String) throws(InvalidationError) -> Int? {
        guard let value else { return nil }
        guard let number = value.integer, number >= 0 else { throw failure("expected a whole number for \(what)", at: value) }
        return number
    }

    func location(_ members: [String: JSONValue], _ what: String) throws(InvalidationError) -> SourceLocation? {
        guard let line = try integer(members["line"], "'line' of \(what)") else {
            // A place is a line, with a file and a column when known: not a file or a column alone.
            if let given = members["file"] ?? members["column"] {
                throw failure("'line' of \(what) is missing: a place needs its line", at: given)
            }
            return nil
        }
        let column = try integer(members["column"], "'column' of \(what)") ?? 1
        let file = try members["file"].map { (value) throws(InvalidationError) in try string(value, "'file'", in: value) }
        return SourceLocation(file: file, line: line, column: column)
    }

    func storage(_ value: JSONValue, key: String) throws(InvalidationError) -> Storage {
        let shape =
            "storage for '\(key)' must be one of {\"state\": {\"owner\": …}}, {\"model\": {\"object\": …}}, "
            + "{\"environment\": {}}, {\"focusState\": {\"owner\": …}}, {\"gestureState\": {\"owner\": …}}, "
            + "{\"appStorage\": {\"key\": …}}, {\"sceneStorage\": {\"key\": …}}, {\"query\": {\"owner\": …}}"
        guard let members = value.members, members.count == 1, let only = members.first else {
            throw failure(shape, at: value)
        }
        let names: [String: String] = [
            "state": "owner", "model": "object", "focusState": "owner", "gestureState": "owner", "appStorage": "key",
            "sceneStorage": "key", "query": "owner",
        ]
        if only.key == "environment" {
            guard only.value.members?.isEmpty == true else { throw failure(shape, at: only.value) }
            return .environment
        }
        guard let name = names[only.key], let inner = only.value.members, inner.count == 1, inner[0].key == name,
            let text = inner[0].value.string
        else { throw failure(shape, at: only.value) }
        switch only.key {
        case "state": return .state(owner: text)
        case "model": return .model(object: text)
        case "focusState": return .focusState(owner: text)
        case "gestureState": return .gestureState(owner: text)
        case "appStorage": return .appStorage(key: text)
        case "sceneStorage": return .sceneStorage(key: text)
        default: return .query(owner: text)
        }
    }

    func reads(_ value: JSONValue?, nameKey: String, _ what: String) throws(InvalidationError) -> [ViewGraph.Read] {
        guard let value else { return [] }
        guard let elements = value.elements else { throw failure("expected an array for \(what)", at: value) }
        var reads: [ViewGraph.Read] = []
        for element in elements {
            let members = try members(element, "an entry of \(what)", allowed: [nameKey, "file", "line", "column"])
            reads.append(
                ViewGraph.Read(
                    try string(members[nameKey], "'\(nameKey)'", in: element), at: try location(members, what)))
        }
        return reads
    }

    mutating func graph(_ root: JSONValue) throws(InvalidationError) -> ViewGraph {
        let top = try members(
            root, "the graph", allowed: ["format", "storage", "views", "edges", "roots", "notes", "objects", "declaredEnvironment"])
        let format = try string(top["format"], "'format'", in: root)
        guard format == ViewGraph.formatName else {
            throw failure("unknown format '\(format)'; this version reads '\(ViewGraph.formatName)'", at: top["format"]!)
        }
        var graph = ViewGraph()
        if let storage = top["storage"] {
            guard let entries = storage.members else { throw failure("expected an object for 'storage'", at: storage) }
            for entry in entries {
                graph.storage.append(Scenario.Entry(key: entry.key, storage: try self.storage(entry.value, key: entry.key)))
            }
        }
        var viewIndex: [String: Int] = [:]
        guard let views = top["views"]?.elements else {
            throw failure("expected an array for 'views'", at: top["views"] ?? root)
        }
        for value in views {
            let members = try members(
                value, "a view",
                allowed: ["name", "kind", "target", "file", "line", "column", "reads", "inputs", "environment"])
            let name = try string(members["name"], "'name' of a view", in: value)
            guard viewIndex[name] == nil else { throw failure("the view '\(name)' is listed twice", at: value) }
            let kindName = try members["kind"].map { (kind) throws(InvalidationError) in try string(kind, "'kind'", in: kind) } ?? "view"
            guard let kind = ViewGraph.ViewKind(rawValue: kindName) else {
                throw failure(
                    "unknown kind '\(kindName)'; expected \(ViewGraph.ViewKind.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: members["kind"]!)
            }
            viewIndex[name] = graph.views.count
            graph.views.append(
                ViewGraph.View(
                    name: name, kind: kind, location: try location(members, "view '\(name)'"),
                    reads: try reads(members["reads"], nameKey: "key", "'reads' of '\(name)'"),
                    inputs: try reads(members["inputs"], nameKey: "property", "'inputs' of '\(name)'"),
                    environment: try strings(members["environment"], "'environment' of '\(name)'"),
                    target: try members["target"].map { (target) throws(InvalidationError) in
                        try string(target, "'target' of '\(name)'", in: target)
                    }))
        }
        func view(_ value: JSONValue?, _ what: String, in parent: JSONValue) throws(InvalidationError) -> Int {
            let name = try string(value, what, in: parent)
            guard let index = viewIndex[name] else { throw failure("'\(name)' is not a view of the graph", at: value!) }
            return index
        }
        let edges = try array(top["edges"], "'edges'")
        for value in edges {
            let members = try members(
                value, "an edge",
                allowed: ["from", "to", "file", "line", "column", "identity", "arguments", "container", "injects"])
            var edge = ViewGraph.Edge(
                from: try view(members["from"], "'from' of an edge", in: value),
                to: try view(members["to"], "'to' of an edge", in: value),
                location: try location(members, "an edge"))
            for component in try array(members["identity"], "'identity' of an edge") {
                let fields = try self.members(component, "an identity component", allowed: ["kind", "source", "form", "value"])
                let kindName = try string(fields["kind"], "'kind' of an identity component", in: component)
                guard let kind = IdentityComponent.Kind(rawValue: kindName) else {
                    throw failure("unknown identity kind '\(kindName)'", at: fields["kind"]!)
                }
                edge.identity.append(
                    IdentityComponent(
                        kind: kind, source: try string(fields["source"], "'source'", in: component),
                        form: try fields["form"].map { (form) throws(InvalidationError) in try string(form, "'form'", in: form) },
                        value: try fields["value"].map { (text) throws(InvalidationError) in try string(text, "'value'", in: text) }))
            }
            for argument in try array(members["arguments"], "'arguments' of an edge") {
                let fields = try self.members(
                    argument, "an argument",
                    allowed: ["parameter", "fills", "keys", "inputs", "binding", "comparable", "compared"])
                func flag(_ name: String, default value: Bool) throws(InvalidationError) -> Bool {
                    guard let field = fields[name] else { return value }
                    guard case .bool(let flag) = field.value else {
                        throw failure("expected true or false for '\(name)'", at: field)
                    }
                    return flag
                }
                let isBinding = try flag("binding", default: false)
                let isComparable = try flag("comparable", default: true)
                let isCompared = try flag("compared", default: true)
                edge.arguments.append(
                    ViewGraph.Argument(
                        parameter: try string(fields["parameter"], "'parameter'", in: argument),
                        fills: try strings(fields["fills"], "'fills'"), keys: try strings(fields["keys"], "'keys'"),
                        inputs: try strings(fields["inputs"], "'inputs'"), isBinding: isBinding,
                        isComparable: isComparable, isCompared: isCompared))
            }
            if let container = try integer(members["container"], "'container'") {
                // The content is written in the creator's own body, so its container is an edge
                // from the same view, listed before it: a later one could close a loop of
                // containers that no walk from the roots enters.
                guard container < graph.edges.count, graph.edges[container].from == edge.from else {
                    throw failure("'container' must name an earlier edge from the same view", at: members["container"]!)
                }
                edge.container = container
            }
            for injection in try array(members["injects"], "'injects' of an edge") {
                let fields = try self.members(injection, "an injection", allowed: ["entry", "keys", "inputs"])
                edge.injections.append(
                    ViewGraph.Injection(
                        entry: try string(fields["entry"], "'entry' of an injection", in: injection),
                        keys: try strings(fields["keys"], "'keys'"), inputs: try strings(fields["inputs"], "'inputs'")))
            }
            graph.edges.append(edge)
        }
        for value in try array(top["roots"], "'roots'") { graph.roots.append(try view(value, "a root", in: value)) }
        graph.notes = try strings(top["notes"], "'notes'")
        for value in try array(top["objects"], "'objects'") {
            let fields = try members(value, "an object's makers", allowed: ["type", "owners", "rows"])
            var owners: [Int] = []
            for owner in try array(fields["owners"], "'owners'") { owners.append(try view(owner, "an owner", in: owner)) }
            var rows: [Int] = []
            for row in try array(fields["rows"], "'rows'") {
                let holder = try view(row, "a row's holder", in: row)
                guard owners.contains(holder) else {
                    throw failure("a row's holder '\(graph.views[holder].name)' is not one of the owners", at: row)
                }
                rows.append(holder)
            }
            graph.objects.append(
                ViewGraph.ObjectMakers(
                    type: try string(fields["type"], "'type' of an object's makers", in: value), owners: owners, rows: rows))
        }
        graph.declaredEnvironment = try strings(top["declaredEnvironment"], "'declaredEnvironment'")
        return graph
    }
}

extension SourceLocation {
    /// The place as JSON members: `"file"` (where known), `"line"`, `"column"`.
    package var jsonMembers: [(String, JSONDocument)] {
        var members: [(String, JSONDocument)] = []
        if let file { members.append(("file", .string(file))) }
        members.append(("line", .integer(line)))
        members.append(("column", .integer(column)))
        return members
    }
}
