import Invalidation

extension Verification {
    /// The comparison as JSON: `{"model": M, "updates": [{"label", "lines": [FIRST, LAST],
    /// "keys", "views": [{"view", "verdict", "file", "line", "ran": [{"line", "reasons"}],
    /// "cause", "why", "meaning"}], "unresolved": [{"property", "line"}]}], "unknownViews":
    /// [{"name", "lines"}], "counts": {"confirmed", "unpredicted", "notSeen", "appeared"}}`.
    public func jsonText() -> String {
        var buffer = ByteBuffer()
        jsonDocument().write(to: &buffer, compactLeaves: true)
        return buffer.string
    }

    private func jsonDocument() -> JSONDocument {
        .object([
            ("model", .string(model.rawValue)),
            ("updates", .array(updates.map(Self.document))),
            (
                "unknownViews",
                .array(
                    unknownViews.map { view in
                        .object([("name", .string(view.name)), ("lines", .array(view.lines.map { .integer($0) }))])
                    })
            ),
            (
                "counts",
                .object([
                    ("confirmed", .integer(count(.confirmed))), ("unpredicted", .integer(count(.unpredicted))),
                    ("notSeen", .integer(count(.notSeen))), ("appeared", .integer(count(.appeared))),
                ])
            ),
        ])
    }

    private static func document(_ check: UpdateCheck) -> JSONDocument {
        .object([
            ("label", .string(check.label)),
            ("lines", .array([.integer(check.update.firstLine), .integer(check.update.lastLine)])),
            ("keys", .array(check.keys.map { .string($0) })),
            ("views", .array(check.views.map(document))),
            (
                "unresolved",
                .array(
                    check.unresolved.map { .object([("property", .string($0.property)), ("line", .integer($0.line))]) }
                )
            ),
        ])
    }

    private static func document(_ view: ViewCheck) -> JSONDocument {
        var members: [(String, JSONDocument)] = [
            ("view", .string(view.view)), ("verdict", .string(view.verdict.rawValue)),
            ("file", view.location?.file.map { .string($0) } ?? .null),
            ("line", view.location.map { .integer($0.line) } ?? .null),
            (
                "ran",
                .array(
                    view.entries.map { entry in
                        .object([
                            ("line", .integer(entry.line)),
                            ("reasons", .array(entry.reasons.map { .string($0.description) })),
                        ])
                    })
            ),
        ]
        if let predicted = view.predicted {
            members.append(("cause", .string(predicted.cause.description)))
            members.append(("why", .array(view.why.map { .string($0) })))
            if predicted.isPresented { members.append(("presented", .bool(true))) }
        }
        if view.verdict != .confirmed { members.append(("meaning", .string(view.meaning))) }
        return .object(members)
    }
}
