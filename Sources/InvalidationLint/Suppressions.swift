import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// The lines where a file's comments turn rules off:
///
/// - `// invalidation:disable:next rule_id …` — the next line;
/// - `// invalidation:disable:this rule_id …` — the comment's own line;
/// - `// invalidation:disable rule_id …` up to `// invalidation:enable rule_id …` (or the end of the file).
///
/// `all` stands for every rule. A comment that names a rule lint does not have, names
/// none, or spells a command lint does not know turns nothing off and is kept in
/// ``problems``, so that a misspelling is reported rather than ignored.
struct Suppressions: Sendable {
    /// One turned-off range of lines for one rule name (or `all`).
    private struct Region: Sendable {
        var rule: String
        var lines: ClosedRange<Int>
    }

    private var regions: [Region] = []
    /// The comments that turn nothing off because they misspell a rule or a command, each
    /// at the place of its comment, in source order: warnings of the report.
    private(set) var problems: [LintDiagnostic.Note] = []

    /// The commands a comment may give after `invalidation:`.
    static let actions = ["disable", "enable", "disable:next", "disable:this"]

    /// Reads the comments of `file`. A text that never spells `invalidation:` holds no
    /// command, so its comments are not read one by one.
    init(file: SourceFile) {
        var open: [String: Int] = [:]
        for comment in file.comments(spelling: "invalidation:") {
            read(comment.text, at: file.location(ofOffset: comment.offset), open: &open)
        }
        let lastLine = file.lastLine
        for (rule, start) in open { regions.append(Region(rule: rule, lines: start...max(start, lastLine))) }
    }

    /// Whether `rule` is turned off on `line`.
    func suppresses(_ rule: RuleID, line: Int) -> Bool {
        regions.contains { ($0.rule == rule.rawValue || $0.rule == "all") && $0.lines.contains(line) }
    }

    /// Reads one comment's command, if it gives one.
    private mutating func read(_ text: String, at location: Invalidation.SourceLocation, open: inout [String: Int]) {
        guard let command = Self.command(in: text) else { return }
        guard Self.actions.contains(command.action) else {
            let matches = Analysis.closeMatches(to: command.action, among: Self.actions, limit: 2)
            let names = (matches.isEmpty ? Self.actions : matches).map { "'invalidation:\($0)'" }
            let hint =
                matches.isEmpty
                ? "; the commands are " + names.joined(separator: ", ")
                : "; did you mean " + names.joined(separator: " or ") + "?"
            problems.append(
                .init(message: "unknown suppression command 'invalidation:\(command.action)'\(hint)", location: location))
            return
        }
        if command.rules.isEmpty {
            problems.append(
                .init(
                    message: "'invalidation:\(command.action)' names no rule, so it turns nothing off; "
                        + "name the rules after it, or 'all'",
                    location: location))
        }
        let line = location.line
        for rule in command.rules {
            guard rule == "all" || RuleID(rawValue: rule) != nil else {
                let names = RuleID.allCases.map(\.rawValue) + ["all"]
                let matches = Analysis.closeMatches(to: rule, among: names, limit: 2)
                let hint =
                    matches.isEmpty
                    ? "; the rules are " + names.dropLast().joined(separator: ", ") + ", and 'all' for every rule"
                    : "; did you mean " + matches.map { "'\($0)'" }.joined(separator: " or ") + "?"
                problems.append(
                    .init(message: "unknown rule '\(rule)' in a suppression comment\(hint)", location: location))
                continue
            }
            switch command.action {
            case "disable:next": regions.append(Region(rule: rule, lines: (line + 1)...(line + 1)))
            case "disable:this": regions.append(Region(rule: rule, lines: line...line))
            case "disable": if open[rule] == nil { open[rule] = line }
            case "enable":
                if let begin = open.removeValue(forKey: rule) { regions.append(Region(rule: rule, lines: begin...line)) }
            default: break
            }
        }
    }

    /// The action and rule names of a comment whose first word starts with
    /// `invalidation:` and goes on (a comment that is only `invalidation:` is prose).
    private static func command(in text: String) -> (action: String, rules: [String])? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let first = words.first, first.hasPrefix("invalidation:") else { return nil }
        let action = String(first.dropFirst("invalidation:".count))
        guard !action.isEmpty else { return nil }
        return (action, words.dropFirst().map(String.init))
    }
}
