import Invalidation
import InvalidationLint

extension VersionComparison {
    /// The comparison sized for a pull-request comment: a summary line, a table of the
    /// keys whose change got costlier, and the rest (why, cheaper keys, new and removed
    /// keys, findings added and fixed) in a collapsed `<details>` block.
    public func writeMarkdown<Out: ByteOutput>(to out: inout Out) {
        out.append("**Invalidation:** \(summary)\n")
        if !costlier.isEmpty {
            out.append("\n| key | storage | instances | views recomputed more |\n|---|---|---|---|\n")
            for change in costlier {
                let views = change.views.filter { $0.after > $0.before }.map { view in
                    view.isAdded ? "+\(view.view)" : "\(view.view) ×\(view.before) → ×\(view.after)"
                }
                out.append("| `\(Self.code(change.key))` | \(Self.escaped(Self.storageText(change.storage)))")
                out.append(" | \(change.before) → \(change.after) | \(Self.escaped(views.joined(separator: ", "))) |\n")
            }
        }
        let hasDetails =
            !changes.isEmpty || !addedKeys.isEmpty || !removedKeys.isEmpty || !addedFindings.isEmpty
            || !fixedFindings.isEmpty
        guard hasDetails else { return }
        out.append("\n<details>\n<summary>Details</summary>\n")
        for (title, keys) in keySections {
            out.append("\n#### \(title.prefix(1).uppercased() + title.dropFirst())\n")
            for change in keys {
                let name = change.baseKey == change.key ? "`\(Self.code(change.key))`" : "`\(Self.code(change.baseKey))` → `\(Self.code(change.key))`"
                out.append("\n\(name) (\(Self.escaped(Self.storageText(change.storage)))): \(change.before) → \(Self.instancesText(change.after))\n")
                for reason in change.reasons { out.append("- \(Self.escaped(reason.description))\n") }
                for view in change.views {
                    let why = view.reasons.map { Self.escaped($0.description) }.joined(separator: "; ")
                    out.append("- `\(Self.code(Self.viewLine(view)))`\(why.isEmpty ? "" : ": " + why)\n")
                }
            }
        }
        for (title, keys) in [("New keys", addedKeys), ("Removed keys", removedKeys)] where !keys.isEmpty {
            out.append("\n#### \(title)\n\n")
            for key in keys {
                out.append("- `\(Self.code(key.key))` (\(Self.escaped(Self.storageText(key.storage)))): \(Self.instancesText(key.instances))\n")
            }
        }
        for (title, findings) in [("Lint findings added", addedFindings), ("Lint findings fixed", fixedFindings)]
        where !findings.isEmpty {
            out.append("\n#### \(title)\n\n")
            for finding in findings {
                out.append("- `\(Self.code(finding.location.description))` \(finding.severity): ")
                out.append("\(Self.escaped(finding.message)) `\(finding.rule.rawValue)`\n")
            }
        }
        out.append("\n</details>\n")
    }

    /// `text` with the characters Markdown would read as markup escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` for a code span: a backtick would end it, so it becomes a quote.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'")
    }
}
