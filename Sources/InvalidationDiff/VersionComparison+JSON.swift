import Invalidation
import InvalidationLint

extension VersionComparison {
    /// The comparison as one JSON object, for tools:
    ///
    /// ```json
    /// {"base": "…", "head": "…", "fails": true,
    ///  "changes": [{"key": "…", "baseKey": "…", "storage": {…}, "before": 1, "after": 2,
    ///               "reasons": [], "views": [{"view": "…", "before": 0, "after": 1,
    ///               "causeBefore": null, "causeAfter": "parent", "reasons": [{"kind": "passes",
    ///               "message": "…", "file": "…", "line": 10, "column": 17}]}]}],
    ///  "addedKeys": [{"key": "…", "storage": {…}, "instances": 1}], "removedKeys": [],
    ///  "findings": {"added": [{"rule": "…", "severity": "warning", "message": "…",
    ///               "file": "…", "line": 7, "column": 9, "view": "…", "symbol": "…"}], "fixed": []}}
    /// ```
    public func writeJSON<Out: ByteOutput>(to out: inout Out) {
        func place(_ location: SourceLocation?) -> [(String, JSONDocument)] {
            guard let location else { return [] }
            return [
                ("file", .string(location.file ?? "")), ("line", .integer(location.line)),
                ("column", .integer(location.column)),
            ]
        }
        func reasons(_ reasons: [KeyChange.Reason]) -> JSONDocument {
            .array(
                reasons.map { reason in
                    .object([("kind", .string(Self.kind(of: reason))), ("message", .string(reason.summary))] + place(reason.location))
                })
        }
        func cause(_ cause: Cause?) -> JSONDocument { cause.map { .string($0.description) } ?? .null }
        let changes = self.changes.map { change -> JSONDocument in
            .object([
                ("key", .string(change.key)), ("baseKey", .string(change.baseKey)),
                ("storage", change.storage?.jsonDocument ?? .null),
                ("before", .integer(change.before.value)), ("after", .integer(change.after.value)),
                ("reasons", reasons(change.reasons)),
                (
                    "views",
                    .array(
                        change.views.map { view in
                            .object([
                                ("view", .string(view.view)), ("before", .integer(view.before.value)),
                                ("after", .integer(view.after.value)), ("causeBefore", cause(view.causeBefore)),
                                ("causeAfter", cause(view.causeAfter)), ("reasons", reasons(view.reasons)),
                            ])
                        })
                ),
            ])
        }
        func keys(_ keys: [GraphComparison.KeyPresence]) -> JSONDocument {
            .array(
                keys.map { key in
                    .object([
                        ("key", .string(key.key)), ("storage", key.storage?.jsonDocument ?? .null),
                        ("instances", .integer(key.instances.value)),
                    ])
                })
        }
        func findings(_ findings: [LintDiagnostic]) -> JSONDocument {
            .array(
                findings.map { finding in
                    .object(
                        [
                            ("rule", .string(finding.rule.rawValue)), ("severity", .string(finding.severity.rawValue)),
                            ("message", .string(finding.message)),
                        ] + place(finding.location) + [
                            ("view", finding.view.map(JSONDocument.string) ?? .null),
                            ("symbol", finding.symbol.map(JSONDocument.string) ?? .null),
                        ])
                })
        }
        JSONDocument.object([
            ("base", .string(base)), ("head", .string(head)), ("fails", .bool(fails)),
            ("summary", .string(summary)),
            ("changes", .array(changes)), ("addedKeys", keys(addedKeys)), ("removedKeys", keys(removedKeys)),
            ("findings", .object([("added", findings(addedFindings)), ("fixed", findings(fixedFindings))])),
        ]).write(to: &out, compactLeaves: true)
    }

    /// The reason's kind, as JSON names it.
    static func kind(of reason: KeyChange.Reason) -> String {
        switch reason {
        case .reads: "reads"
        case .stopsReading: "stopsReading"
        case .readsInput: "readsInput"
        case .stopsReadingInput: "stopsReadingInput"
        case .passes: "passes"
        case .stopsPassing: "stopsPassing"
        case .creates: "creates"
        case .stopsCreating: "stopsCreating"
        case .ownerMoved: "ownerMoved"
        }
    }
}
