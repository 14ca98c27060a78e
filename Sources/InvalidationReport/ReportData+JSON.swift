import Invalidation

/// The report's data as one compact JSON object, the blob the page reads:
///
///     {"format":"invalidation-report/1","title":…,"model":…,"summary":{…},"size":[W,H],
///      "causes":["local","parent","observed","environment","off-rule","out-of-scope"],
///      "files":[PATH,…],
///      "views":[{"name":…,"kind":…,"at":[FILE,LINE,COLUMN],"instances":N,"root":true,
///                "state":[…],"reads":[[KEY,FILE,LINE,COLUMN],…],"inputs":[…],
///                "actions":[{"label":…,"at":[…],"keys":[[KEY,N],…],"instances":N},…],
///                "advice":[{"kind":…,"summary":…,"before":N,"after":N,"edits":[{"at":[…],"change":…},…]},…],
///                "box":[X,Y,W,H]},…],
///      "edges":[{"from":V,"to":V,"at":[…],"kind":…,"identity":…,"passes":[…],"container":E,
///                "cycle":true,"route":[X,Y,X,Y,…]},…],
///      "keys":[{"key":…,"storage":…,"kind":…,"owner":V,"instances":N,"counts":[L,P,O,E],
///               "views":[[V,CAUSE,N,[WHY,…]],…]},…],
///      "findings":[{"rule":…,"severity":…,"view":V,"symbol":…,"message":…,"at":[…],"source":…,
///                   "notes":[{"message":…,"at":[…],"source":…}],"fixes":[…]},…],
///      "notes":[…],"timeline":[{"label":…,"key":…,"views":[[V,CAUSE,N],…],"details":[…]},…]}
///
/// Views, edges and files are indices; a cause is an index into `causes`. Members that
/// would say nothing (`root`, `cycle` when false; a missing place, owner, container) are
/// left out. A count past `Int.max` is the string `"9223372036854775807+"`. Strings escape
/// `<`, `>`, `&` and `/`, so the blob can sit in a `<script>` element and never spells
/// `</script>` or an address.
extension ReportData {
    /// The format's name, the first member of the object.
    package static let formatName = "invalidation-report/1"

    /// The data as compact JSON.
    package func jsonText() -> String {
        var out = ByteBuffer()
        writeJSON(to: &out)
        return out.string
    }

    /// Writes the data as compact JSON to `out`.
    package func writeJSON<Out: ByteOutput>(to out: inout Out) {
        var json = CompactJSON(out: out)
        json.open("{")
        json.member("format", Self.formatName)
        json.member("title", title)
        json.member("model", model.rawValue)
        json.key("summary")
        json.open("{")
        json.member("files", fileCount)
        json.member("lines", lineCount)
        json.member("views", views.count)
        json.member("edges", edges.count)
        json.member("keys", keys.count)
        json.member("findings", findings.count)
        json.member("notes", notes.count)
        json.close("}")
        json.key("size")
        json.integers([width, height])
        json.key("causes")
        json.strings(Cause.allCases.map(\.description))
        json.key("files")
        json.strings(files)
        json.key("views")
        json.array(views) { json, view in
            json.open("{")
            json.member("name", view.name)
            json.member("kind", view.kind.rawValue)
            json.place(view.place)
            json.member("instances", view.instances)
            if view.isRoot { json.member("root", true) }
            json.key("state")
            json.strings(view.state)
            json.key("reads")
            json.array(view.reads) { $0.read($1) }
            json.key("inputs")
            json.array(view.inputs) { $0.read($1) }
            if !view.actions.isEmpty {
                json.key("actions")
                json.array(view.actions) { $0.action($1) }
            }
            if !view.advice.isEmpty {
                json.key("advice")
                json.array(view.advice) { $0.advice($1) }
            }
            json.key("box")
            json.integers([view.box.x, view.box.y, view.box.width, view.box.height])
            json.close("}")
        }
        json.key("edges")
        json.array(edges) { json, edge in
            json.open("{")
            json.member("from", edge.from)
            json.member("to", edge.to)
            json.place(edge.place)
            json.member("kind", edge.kind.rawValue)
            if !edge.identity.isEmpty { json.member("identity", edge.identity) }
            if !edge.passes.isEmpty {
                json.key("passes")
                json.strings(edge.passes)
            }
            if let container = edge.container { json.member("container", container) }
            if edge.isCycle { json.member("cycle", true) }
            json.key("route")
            json.integers(edge.route.flatMap { [$0.x, $0.y] })
            json.close("}")
        }
        json.key("keys")
        json.array(keys) { json, key in
            json.open("{")
            json.member("key", key.name)
            json.member("storage", key.storage)
            json.member("kind", key.storageKind)
            if let owner = key.owner { json.member("owner", owner) }
            json.member("instances", key.instances)
            json.key("counts")
            json.integers([key.counts.local, key.counts.parent, key.counts.observed, key.counts.environment])
            json.key("views")
            json.array(key.views) { $0.recomputation($1) }
            json.close("}")
        }
        json.key("findings")
        json.array(findings) { json, finding in
            json.open("{")
            json.member("rule", finding.rule)
            json.member("severity", finding.severity)
            if let view = finding.view { json.member("view", view) }
            if let symbol = finding.symbol { json.member("symbol", symbol) }
            json.member("message", finding.message)
            json.place(finding.place)
            if let source = finding.source { json.member("source", source) }
            json.key("notes")
            json.array(finding.notes) { json, note in
                json.open("{")
                json.member("message", note.message)
                json.place(note.place)
                if let source = note.source { json.member("source", source) }
                json.close("}")
            }
            json.key("fixes")
            json.strings(finding.fixes)
            json.close("}")
        }
        json.key("notes")
        json.strings(notes)
        if let steps {
            json.key("timeline")
            json.array(steps) { json, step in
                json.open("{")
                json.member("label", step.label)
                if let key = step.key { json.member("key", key) }
                json.key("views")
                json.array(step.views) { $0.recomputation($1) }
                json.key("details")
                json.strings(step.details)
                json.close("}")
            }
        }
        json.close("}")
        out = json.out
    }
}

/// A writer of compact JSON that puts in the commas.
struct CompactJSON<Out: ByteOutput> {
    var out: Out
    /// Per open object or array: whether it has a member yet.
    private var hasMember: [Bool] = []
    /// Whether a member's name was just written, so its value needs no comma.
    private var afterKey = false

    init(out: Out) {
        self.out = out
    }

    /// Writes the comma a value needs, if any.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if let last = hasMember.last {
            if last { out.append(UInt8(ascii: ",")) }
            hasMember[hasMember.count - 1] = true
        }
    }

    mutating func open(_ bracket: String) {
        beginValue()
        out.append(bracket)
        hasMember.append(false)
    }

    mutating func close(_ bracket: String) {
        hasMember.removeLast()
        out.append(bracket)
    }

    /// A member's name; its value comes next.
    mutating func key(_ name: String) {
        beginValue()
        Self.write(name, to: &out)
        out.append(UInt8(ascii: ":"))
        afterKey = true
    }

    private mutating func value(_ body: (inout Out) -> Void) {
        beginValue()
        body(&out)
    }

    mutating func member(_ name: String, _ value: String) {
        key(name)
        self.value { Self.write(value, to: &$0) }
    }

    mutating func member(_ name: String, _ value: Int) {
        key(name)
        self.value { $0.append(decimal: value) }
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        self.value { $0.append(value ? "true" : "false") }
    }

    mutating func member(_ name: String, _ value: InstanceCount) {
        key(name)
        self.value { Self.write(value, to: &$0) }
    }

    mutating func integers(_ values: [Int]) {
        value { out in
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(decimal: value)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    mutating func strings(_ values: [String]) {
        value { out in
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.write(value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    mutating func array<Element>(_ elements: [Element], _ body: (inout Self, Element) -> Void) {
        open("[")
        for element in elements { body(&self, element) }
        close("]")
    }

    /// `"at":[FILE,LINE,COLUMN]`, when there is a place.
    mutating func place(_ place: ReportData.Place?) {
        guard let place else { return }
        key("at")
        integers([place.file, place.line, place.column])
    }

    /// `[NAME,FILE,LINE,COLUMN]`, or `[NAME]` without a place.
    mutating func read(_ read: ReportData.Read) {
        value { out in
            out.append(UInt8(ascii: "["))
            Self.write(read.name, to: &out)
            if let place = read.place {
                for number in [place.file, place.line, place.column] {
                    out.append(UInt8(ascii: ","))
                    out.append(decimal: number)
                }
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// `{"label":…,"at":[…],"keys":[[KEY,N],…],"instances":N}`.
    /// `{"kind":…,"summary":…,"before":N,"after":N,"edits":[{"at":[…],"change":…},…]}`.
    mutating func advice(_ advice: ReportData.ViewAdvice) {
        open("{")
        member("kind", advice.kind)
        member("summary", advice.summary)
        member("before", advice.before)
        member("after", advice.after)
        key("edits")
        array(advice.edits) { json, edit in
            json.open("{")
            json.place(edit.place)
            json.member("change", edit.change)
            json.close("}")
        }
        close("}")
    }

    mutating func action(_ action: ReportData.Action) {
        open("{")
        member("label", action.label)
        place(action.place)
        key("keys")
        array(action.keys) { json, changed in
            json.value { out in
                out.append(UInt8(ascii: "["))
                Self.write(changed.name, to: &out)
                out.append(UInt8(ascii: ","))
                Self.write(changed.instances, to: &out)
                out.append(UInt8(ascii: "]"))
            }
        }
        member("instances", action.instances)
        close("}")
    }

    /// `[VIEW,CAUSE,INSTANCES]`, with `[WHY,…]` after them when there are reasons.
    mutating func recomputation(_ item: ReportData.Recomputation) {
        value { out in
            out.append(UInt8(ascii: "["))
            out.append(decimal: item.view)
            out.append(UInt8(ascii: ","))
            out.append(decimal: Int(item.cause.rawValue))
            out.append(UInt8(ascii: ","))
            Self.write(item.instances, to: &out)
            if !item.why.isEmpty {
                out.append(UInt8(ascii: ","))
                out.append(UInt8(ascii: "["))
                for (index, reason) in item.why.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    Self.write(reason, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// A count, or the string `"N+"` when saturated.
    static func write(_ count: InstanceCount, to out: inout Out) {
        if count.isSaturated {
            write(count.description, to: &out)
        } else {
            out.append(decimal: count.value)
        }
    }

    /// A JSON string that is safe inside a `<script>` element.
    static func write(_ string: String, to out: inout Out) {
        out.append(UInt8(ascii: "\""))
        var run: [UInt8] = []
        run.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): run += [0x5C, byte]
            case UInt8(ascii: "\\"): run += [0x5C, byte]
            case UInt8(ascii: "/"): run += [0x5C, byte]
            case UInt8(ascii: "\n"): run += Array("\\n".utf8)
            case UInt8(ascii: "\r"): run += Array("\\r".utf8)
            case UInt8(ascii: "\t"): run += Array("\\t".utf8)
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                run += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: run.append(byte)
            }
        }
        run.withUnsafeBytes { out.append($0) }
        out.append(UInt8(ascii: "\""))
    }
}
