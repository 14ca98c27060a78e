import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// The JSON form of a run, for tools: the same events as the text form.
///
///     {
///     "appearance": EVENT,
///     "changes": [
///     EVENT,
///     …
///     ],
///     "totals": {"local": 1, "parent": 0, "observed": 0, "environment": 0,
///                "initializers": 1, "created": 1, "discarded": 1, "stale": 1},
///     "stale": ["RoomView1.viewModel"]
///     }
///
/// An EVENT is one line: `label`, `key` (both `null` for the first appearance),
/// `recomputed` (`[{"view", "cause"}]`) and `skipped` (the course's answer; empty for the
/// first appearance), `then` (`[{"key", "recomputed", "skipped"}]`), `initializers`,
/// `appeared`, `recreated`, `disappeared`, `absent`, `held` (`[{"branch", "at", "views"}]`:
/// each branch no change can flip that keeps views away), `slots` (`[{"slot", "changes":
/// [{"kind": "created" | "kept" | "written" | "replaced" | "destroyed", "by"?}],
/// "derivation": {"inputs", "keys", "version"} | null, "stale": bool, "currentVersion"?}]`)
/// and `objects` (`[{"type", "site", "new": bool, "fate": "stored" | "discarded" | "waiting"}]`).
extension LifetimeRun {
    /// The JSON form.
    public func json() -> String {
        var out = ByteBuffer()
        writeJSON(to: &out)
        return out.string
    }

    /// Writes the JSON form to `out`.
    public func writeJSON<Out: ByteOutput>(to out: inout Out) {
        out.append("{\n\"appearance\": ")
        Self.writeJSON(appearance, to: &out)
        out.append(",\n\"changes\": [")
        for (position, event) in changes.enumerated() {
            out.append(position == 0 ? "\n" : ",\n")
            Self.writeJSON(event, to: &out)
        }
        out.append(changes.isEmpty ? "],\n" : "\n],\n")
        out.append("\"totals\": {")
        var fields: [(String, Int)] = Cause.counted.map { ($0.description, totals.causes[$0]) }
        fields += [
            ("initializers", totals.initializers), ("created", totals.created), ("discarded", totals.discarded),
            ("stale", totals.stale),
        ]
        out.append(fields.map { "\(Self.quoted($0.0)): \($0.1)" }.joined(separator: ", "))
        out.append("},\n\"stale\": \(Self.array(staleSlots))\n}\n")
    }

    static func writeJSON<Out: ByteOutput>(_ event: LifetimeEvent, to out: inout Out) {
        var fields: [String] = []
        fields.append("\"label\": \(event.label.map(quoted) ?? "null")")
        fields.append("\"key\": \(event.key.map(quoted) ?? "null")")
        fields.append("\"recomputed\": \(recomputed(event.outcome))")
        fields.append("\"skipped\": \(array(event.outcome?.skipped ?? []))")
        let followUps = event.followUps.map {
            "{\"key\": \(quoted($0.key)), \"recomputed\": \(recomputed($0)), \"skipped\": \(array($0.skipped))}"
        }
        fields.append("\"then\": [\(followUps.joined(separator: ", "))]")
        fields.append("\"initializers\": \(array(event.initializers))")
        fields.append("\"appeared\": \(array(event.appeared))")
        fields.append("\"recreated\": \(array(event.recreated))")
        fields.append("\"disappeared\": \(array(event.disappeared))")
        fields.append("\"absent\": \(array(event.absent))")
        let held = event.held.map {
            "{\"branch\": \(quoted($0.branch)), \"at\": \(quoted($0.location)), \"views\": \(array($0.views))}"
        }
        fields.append("\"held\": [\(held.joined(separator: ", "))]")
        fields.append("\"slots\": [\(event.slots.map(slot).joined(separator: ", "))]")
        let objects = event.objects.map {
            "{\"type\": \(quoted($0.type)), \"site\": \(quoted($0.site)), \"new\": \($0.isNew), \"fate\": \(quoted($0.fate.rawValue))}"
        }
        fields.append("\"objects\": [\(objects.joined(separator: ", "))]")
        out.append("{\(fields.joined(separator: ", "))}")
    }

    private static func recomputed(_ outcome: ChangeOutcome?) -> String {
        let items = (outcome?.recomputed ?? []).map {
            "{\"view\": \(quoted($0.view)), \"cause\": \(quoted($0.cause.description))}"
        }
        return "[\(items.joined(separator: ", "))]"
    }

    private static func slot(_ slot: SlotEvent) -> String {
        let changes = slot.changes.map { change -> String in
            switch change {
            case .created: "{\"kind\": \"created\"}"
            case .kept: "{\"kind\": \"kept\"}"
            case .written: "{\"kind\": \"written\"}"
            case .replaced(let label): "{\"kind\": \"replaced\", \"by\": \(quoted(label))}"
            case .destroyed: "{\"kind\": \"destroyed\"}"
            }
        }
        let derivation = slot.derivation.map {
            "{\"inputs\": \(array($0.inputs)), \"keys\": \(array($0.keys)), \"version\": \($0.version)}"
        }
        var text = "{\"slot\": \(quoted(slot.slot)), \"changes\": [\(changes.joined(separator: ", "))]"
        text += ", \"derivation\": \(derivation ?? "null"), \"stale\": \(slot.isStale)"
        if let current = slot.staleVersion { text += ", \"currentVersion\": \(current)" }
        return text + "}"
    }

    static func array(_ items: [String]) -> String {
        "[\(items.map(quoted).joined(separator: ", "))]"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
