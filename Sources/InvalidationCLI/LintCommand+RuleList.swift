import Invalidation
import InvalidationLint

/// `lint --list-rules`: every rule with what it finds, as lines or as JSON.
extension LintCommand {
    /// Writes one line per rule, `id: summary`.
    static func writeRuleLines<Out: ByteOutput>(to out: inout Out) {
        for rule in RuleID.allCases {
            out.append("\(rule.rawValue): \(rule.ruleDescription.summary)\n")
        }
    }

    /// Writes a JSON array with one object per rule: its id, name, summary and the
    /// severity it reports at unless a configuration sets another, indented like the
    /// JSON report.
    static func writeRuleJSON<Out: ByteOutput>(to out: inout Out) {
        out.append("[")
        for (position, rule) in RuleID.allCases.enumerated() {
            let description = rule.ruleDescription
            out.append(position == 0 ? "\n" : ",\n")
            out.append("  {\n")
            let members = [
                ("id", rule.rawValue), ("name", description.name), ("summary", description.summary),
                ("severity", description.defaultSeverity.rawValue),
            ]
            for (index, (key, value)) in members.enumerated() {
                out.append("    ")
                JSONText.writeString(key, to: &out)
                out.append(": ")
                JSONText.writeString(value, to: &out)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            out.append("  }")
        }
        out.append("\n]\n")
    }
}
