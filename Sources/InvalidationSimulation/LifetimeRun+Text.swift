import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// The text form of a run, for people:
///
///     first appearance:
///       initializers: RoomsApp, ContentView, RoomView1
///       ContentView.selectedRoom: created
///       RoomView1.viewModel: created (derived from name, version 0)
///       objects: 1 created, 0 discarded (RoomVM in RoomView1.init)
///     picked: ContentView.selectedRoom changed | recomputed ContentView local | skipped RoomsApp,RoomView1
///       initializers: RoomView1
///       RoomView1.viewModel: kept (stale: derived from name, version 0; name is now version 1)
///       objects: 1 created, 1 discarded (RoomVM in RoomView1.init (discarded))
///     local: 1
///     …
///     stale: 1
///
/// Each change starts with the course's line; a navigation's says where it goes instead
/// of naming its key, `opened: navigate to RoomView1 | recomputed … | skipped …`, and
/// without a label of its own, `navigate to RoomView1 | …`. Indented below it, each only when not
/// empty and in this order: `then:` lines (the course's line for each follow-up change
/// an action caused), `initializers:` (views whose `init` ran, `×N` when more than once),
/// `appeared:`, `recreated:`, `disappeared:`, `absent:` (first appearance only: views not
/// shown yet), `never shown:` (first appearance only: the views a branch keeps away for
/// good, its conditions reading no key a change can flip), one line per slot the
/// event touched (`View.property: what happened`),
/// and `objects:`. Then the totals over the changes, one per line: the four causes,
/// `initializers`, `created`, `discarded`, and `stale` (slots stale after the last change).
extension LifetimeRun {
    /// The text form.
    public func text() -> String {
        var out = ByteBuffer()
        writeText(to: &out)
        return out.string
    }

    /// Writes the text form to `out`.
    public func writeText<Out: ByteOutput>(to out: inout Out) {
        out.append("first appearance:\n")
        Self.writeDetails(of: appearance, to: &out)
        for event in changes {
            if let outcome = event.outcome { out.append(Self.courseLine(outcome)) }
            Self.writeDetails(of: event, to: &out)
        }
        CourseText.writeCounts(totals.causes, to: &out)
        for (name, value) in [
            ("initializers", totals.initializers), ("created", totals.created), ("discarded", totals.discarded),
            ("stale", totals.stale),
        ] {
            out.append("\(name): \(value)\n")
        }
    }

    /// The course's line for a change, with its newline; for a navigation, what follows
    /// the label is `navigate to VIEW`, and a label that only repeats the key is left out.
    static func courseLine(_ outcome: ChangeOutcome) -> String {
        var line = ""
        outcome.write(to: &line)
        // The course's line starts `LABEL: KEY changed`; the rest, from ` | recomputed`, stays.
        let subject = "\(outcome.label): \(outcome.key) changed"
        guard outcome.key.hasPrefix(Simulation.navigationPrefix), line.hasPrefix(subject) else { return line }
        let destination = "navigate to " + outcome.key.dropFirst(Simulation.navigationPrefix.count)
        return (outcome.label == outcome.key ? destination : "\(outcome.label): \(destination)")
            + line.dropFirst(subject.count)
    }

    static func writeDetails<Out: ByteOutput>(of event: LifetimeEvent, to out: inout Out) {
        for followUp in event.followUps {
            var line = ""
            followUp.write(to: &line)
            out.append("  \(line)")
        }
        func list(_ name: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            out.append("  \(name): \(items.joined(separator: ", "))\n")
        }
        list("initializers", counted(event.initializers))
        list("appeared", event.appeared)
        list("recreated", event.recreated)
        list("disappeared", event.disappeared)
        list("absent", event.absent)
        for held in event.held {
            out.append(
                "  never shown: \(held.views.joined(separator: ", ")) (\(held.branch) at \(held.location): "
                    + "no change flips it)\n")
        }
        for slot in event.slots { out.append("  \(slot.slot): \(describe(slot))\n") }
        if !event.objects.isEmpty {
            let objects = counted(event.objects.map(describe))
            out.append(
                "  objects: \(event.createdCount) created, \(event.discardedCount) discarded (\(objects.joined(separator: ", ")))\n")
        }
    }

    /// Names in first-seen order, with `×N` after those seen more than once.
    static func counted(_ names: [String]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }
    }

    /// `created (derived from name, version 1)`, `kept (stale: …)`, `destroyed, then created`.
    public static func describe(_ slot: SlotEvent) -> String {
        let history = slot.changes.map { change -> String in
            switch change {
            case .created: "created"
            case .kept: "kept"
            case .written: "written (slot kept)"
            case .replaced(let label): "replaced by \(label)"
            case .destroyed: "destroyed"
            }
        }
        var text = history.isEmpty ? "kept" : history.joined(separator: ", then ")
        if let derivation = slot.derivation {
            let inputs = derivation.inputs.isEmpty ? derivation.keys : derivation.inputs
            let names = inputs.joined(separator: " and ")
            if let current = slot.staleVersion {
                let verb = inputs.count == 1 ? "is" : "are"
                text += " (stale: derived from \(names), version \(derivation.version); \(names) \(verb) now version \(current))"
            } else if slot.changes.contains(where: { $0 != .kept && $0 != .destroyed }) {
                text += " (derived from \(names), version \(derivation.version))"
            }
        }
        return text
    }

    /// `RoomVM in RoomView1.init`, with what became of it when it was not simply stored.
    public static func describe(_ object: ObjectEvent) -> String {
        let text = "\(object.type) in \(object.site)"
        switch (object.fate, object.isNew) {
        case (.stored, true): return text
        case (.stored, false): return "\(text) (built earlier, stored)"
        case (.discarded, true): return "\(text) (discarded)"
        case (.discarded, false): return "\(text) (built earlier, discarded)"
        case (.waiting, _): return "\(text) (waiting for navigation)"
        }
    }
}
