import Invalidation
import InvalidationLint

/// `lint --list-rules`: every rule with what it finds, as lines or as JSON.
extension LintCommand {
    /// Writes one line per rule, `id: summary`, with `(opt-in)` after the id of a rule
    /// that runs only when asked for.
    static func writeRuleLines<Out: ByteOutput>(to out: inout Out) {
        for rule in RuleID.allCases {
            let optIn = rule.ruleDescription.isOptIn ? " (opt-in)" : ""
            out.append("\(rule.rawValue)\(optIn): \(rule.ruleDescription.summary)\n")
        }
    }

    /// Writes a JSON array with one object per rule: its id, name, summary, the severity
    /// it reports at unless a configuration sets another, and whether it is opt-in.
    static func writeRuleJSON<Out: ByteOutput>(to out: inout Out) {
        let rules = RuleID.allCases.map { rule in
            let description = rule.ruleDescription
            return JSONDocument.object([
                ("id", .string(rule.rawValue)), ("name", .string(description.name)),
                ("summary", .string(description.summary)), ("severity", .string(description.defaultSeverity.rawValue)),
                ("optIn", .bool(description.isOptIn)),
            ])
        }
        JSONDocument.array(rules).write(to: &out)
    }
}
