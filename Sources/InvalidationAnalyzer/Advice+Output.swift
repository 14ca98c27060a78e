import Invalidation

extension Advice {
    /// What every list of advice says of its numbers.
    static func countingNote(model: RecomputationModel) -> String {
        "bodies that run today and after each change, summed over the keys it affects, "
            + "each key weighted equally: one change of it, counted as 'explain' counts it (model \(model))"
    }

    /// Writes each advice as a numbered paragraph: the change, the bodies today and after
    /// over its keys, then each place to edit.
    ///
    ///     1. make Settings @Observable: …
    ///        saves 9 bodies: 12 today, 3 after, over 3 keys: Settings.name, …
    ///        App.swift:3:13: mark Settings @Observable, …
    public static func writeText<Out: ByteOutput>(_ advice: [Advice], model: RecomputationModel, to out: inout Out) {
        guard !advice.isEmpty else {
            out.append("nothing to advise: no change this tool counts would run fewer bodies\n")
            return
        }
        out.append("\(countingNote(model: model))\n")
        for (position, item) in advice.enumerated() {
            out.append("\n\(position + 1). \(item.summary)\n")
            out.append("   \(item.savingLine)\n")
            for edit in item.edits {
                out.append("   \(edit.location.map { "\($0): " } ?? "")\(edit.change)\n")
            }
        }
    }

    /// `saves N bodies: B today, A after, over K keys: …`, the first five keys named.
    private var savingLine: String {
        let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
        return "saves \(saved) bod\(saved == 1 ? "y" : "ies"): \(before) today, \(after) after, over \(count): "
            + Self.naming(keys, upTo: 5) { $0 }
    }

    /// The first `limit` of `keys`, each as `form` writes it, then how many more.
    private static func naming(_ keys: [String], upTo limit: Int, _ form: (String) -> String) -> String {
        let named = keys.prefix(limit).map(form).joined(separator: ", ")
        return keys.count > limit ? "\(named) and \(keys.count - limit) more" : named
    }

    /// Writes the advice as one JSON object: `{"model", "weighting": "equal", "advice":
    /// [{"kind", "subject", "summary", "keys", "before", "after", "saved", "edits": [{"file",
    /// "line", "column", "change"}]}]}`.
    public static func writeJSON<Out: ByteOutput>(_ advice: [Advice], model: RecomputationModel, to out: inout Out) {
        let items = advice.map { item in
            JSONDocument.object([
                ("kind", .string(item.kind.rawValue)), ("subject", .string(item.subject)),
                ("summary", .string(item.summary)), ("keys", .array(item.keys.map(JSONDocument.string))),
                ("before", .integer(item.before.value)), ("after", .integer(item.after.value)),
                ("saved", .integer(item.saved)),
                (
                    "edits",
                    .array(
                        item.edits.map { edit in
                            .object((edit.location?.jsonMembers ?? []) + [("change", .string(edit.change))])
                        })
                ),
            ])
        }
        JSONDocument.object([
            ("model", .string(model.rawValue)), ("weighting", .string("equal")), ("advice", .array(items)),
        ]).write(to: &out, compactLeaves: true)
    }

    /// Writes the advice as Markdown: a table of the changes, then each change's places to edit.
    public static func writeMarkdown<Out: ByteOutput>(_ advice: [Advice], model: RecomputationModel, to out: inout Out) {
        out.append("# Advice\n\n")
        guard !advice.isEmpty else {
            out.append("Nothing to advise: no change this tool counts would run fewer bodies.\n")
            return
        }
        out.append("Bodies that run today and after each change, summed over the keys it affects, ")
        out.append("each key weighted equally: one change of it, counted as `explain` counts it (model `\(model)`).\n\n")
        out.append("| # | change | kind | today | after | saved | keys |\n")
        out.append("|---|---|---|---:|---:|---:|---:|\n")
        for (position, item) in advice.enumerated() {
            out.append("| \(position + 1) | \(markdownCell(item.summary)) | \(item.kind.rawValue) ")
            out.append("| \(item.before) | \(item.after) | \(item.saved) | \(item.keys.count) |\n")
        }
        for (position, item) in advice.enumerated() {
            out.append("\n## \(position + 1). \(markdownCell(item.subject))\n\n")
            out.append("\(markdownCell(item.summary)). Keys: \(naming(item.keys, upTo: 10) { "`\($0)`" }).\n\n")
            for edit in item.edits {
                out.append("- \(edit.location.map { "`\($0)`: " } ?? "")\(markdownCell(edit.change))\n")
            }
        }
    }

    /// `text` safe in a table cell: no pipe, no line break.
    private static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
