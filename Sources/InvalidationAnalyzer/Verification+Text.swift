import Invalidation

extension Verification {
    /// Writes each update's comparison, then a summary line:
    ///
    ///     pick a room (lines 2-3): ContentView.selectedRoom
    ///       confirmed    ContentView  Examples/Apps/Rooms/ContentView.swift:23  ran: _selectedRoom changed; model: local, reads the key
    ///       unpredicted  RoomView1  Examples/Apps/Rooms/RoomViews.swift:3  ran: @self changed: its creator passed …
    ///     summary (course model): 1 update, 1 confirmed, 1 unpredicted, 0 not seen
    public func write<Out: ByteOutput>(to out: inout Out) {
        for check in updates {
            let update = check.update
            let lines =
                update.firstLine == update.lastLine ? "line \(update.firstLine)" : "lines \(update.firstLine)-\(update.lastLine)"
            let keys = check.keys.isEmpty ? "no key named" : check.keys.joined(separator: ", ")
            out.append("\(check.label) (\(lines)): \(keys)\n")
            for view in check.views { out.append("  \(Self.line(for: view))\n") }
            if check.keys.isEmpty && !check.views(.unpredicted).isEmpty {
                out.append(
                    "  note: no line names a key that changed; give it with --key or in the separator: "
                        + "'--- label [Type.property]'\n")
            }
            for property in check.unresolved {
                out.append(
                    "  note: line \(property.line) names \(property.property), which is no key the source declares; "
                        + "give the key that changed with --key or in the separator\n")
            }
        }
        out.append(summary + "\n")
    }

    /// `summary (swiftui model): 2 updates, 3 confirmed, 1 unpredicted, 0 not seen`, and the
    /// views that appeared, where any did.
    public var summary: String {
        let count = updates.count
        var text = "summary (\(model) model): \(count) update\(count == 1 ? "" : "s"), \(self.count(.confirmed)) confirmed, "
        text += "\(self.count(.unpredicted)) unpredicted, \(self.count(.notSeen)) not seen"
        let appeared = self.count(.appeared)
        if appeared > 0 { text += ", \(appeared) appeared (not compared)" }
        return text
    }

    /// `the log names views the source does not declare: Foo (line 3), Bar (lines 4, 9)`,
    /// or `nil` when it names none.
    public var unknownViewsMessage: String? {
        guard !unknownViews.isEmpty else { return nil }
        let named = unknownViews.map { view in
            let lines = view.lines.map(String.init).joined(separator: ", ")
            return "\(view.name) (line\(view.lines.count == 1 ? "" : "s") \(lines))"
        }
        return "the log names views the source does not declare: " + named.joined(separator: ", ")
    }

    /// Each different list of reasons once, in the log's order, with how many lines gave
    /// it where more than one did: `_count changed; unchanged ×2`.
    private static func reasons(of entries: [ChangeLog.Entry]) -> String {
        var texts: [(text: String, count: Int)] = []
        for entry in entries {
            let text = entry.reasonText
            if let found = texts.firstIndex(where: { $0.text == text }) {
                texts[found].count += 1
            } else {
                texts.append((text, 1))
            }
        }
        return texts.map { $0.count > 1 ? "\($0.text) ×\($0.count)" : $0.text }.joined(separator: "; ")
    }

    private static func line(for view: ViewCheck) -> String {
        let verdict = view.verdict.rawValue
        var text = verdict + String(repeating: " ", count: max(1, 13 - verdict.count))
        text += view.view
        if view.entries.count > 1 { text += " ×\(view.entries.count)" }
        if let location = view.location {
            text += "  " + (location.file.map { "\($0):\(location.line)" } ?? "line \(location.line)")
        }
        let model = view.predicted.map {
            "model: \($0.cause), " + view.why.joined(separator: "; ") + ($0.isPresented ? " (when presented)" : "")
        }
        let ran = view.entries.isEmpty ? nil : "ran: " + Self.reasons(of: view.entries)
        switch view.verdict {
        case .confirmed:
            text += "  \(ran ?? ""); \(model ?? "")"
        case .unpredicted:
            text += "  \(ran ?? ""): \(view.meaning)"
        case .notSeen:
            text += "  \(model ?? ""); SwiftUI did not run its body"
        case .appeared:
            text += "  \(ran ?? ""): new here, its first body"
        }
        return text
    }
}
