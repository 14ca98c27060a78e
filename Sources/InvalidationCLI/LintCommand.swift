import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationLint
import InvalidationReader
import InvalidationSimulation

/// `invalidation lint PATH...`: finds state ownership mistakes in SwiftUI source.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find state ownership mistakes in SwiftUI source.",
        discussion: """
            Reads the .swift files at each PATH (folders recursively, hidden folders skipped;
            with no PATH, the current directory) and reports, per view:
              state_init_trap                @State/@StateObject set in init from a parameter the
                                             view does not follow: it keeps its first value
              state_init_discarded_object    an object built in init for a @State, thrown away
                                             every time the parent re-creates the view
              non_private_state              @State/@StateObject that is not private
              state_placement                @State whose users all lie below its owner in one
                                             subtree: move it down, with the recomputations saved
              observed_object_unread         an observed object whose view reads none of its
                                             properties, yet is recomputed on every change
              observed_object_created_inline @ObservedObject that creates its own object

            Settings come from the nearest .invalidation.json at or above each PATH:
              {"rules": {"non_private_state": false, "state_init_trap": {"severity": "error"}},
               "exclude": ["Generated", "**/*Preview*.swift"]}
            A comment turns rules off: '// invalidation:disable:next RULE' for the next line,
            '// invalidation:disable RULE' ... '// invalidation:enable RULE' for a region
            ('all' for every rule).

            Exits 0 when nothing fails the run, 1 when a finding has error severity (with
            --strict, any finding), 64 for a usage error, 65 for an unreadable path or a bad
            configuration file. A file that does not parse is linted as far as it parses.
            """,
        positionals: [
            PositionalSpec(name: "PATH", help: "Swift files or folders to lint. [default: .]", isVariadic: true, isOptional: true)
        ],
        options: [
            OptionSpec(
                name: "format", valueName: "format", choices: ["text", "json", "sarif"], defaultValue: "text",
                help: "text: Xcode-style lines; json: one JSON object; sarif: a SARIF 2.1.0 log for code scanning."),
            OptionSpec(name: "strict", help: "Fail the run (exit 1) on warnings too."),
            OptionSpec(
                name: "config", valueName: "file",
                help: "Use this configuration file for every PATH instead of searching for .invalidation.json."),
            OptionSpec(name: "rule", valueName: "id", repeatable: true, help: "Run only this rule; repeat for several."),
            OptionSpec(name: "list-rules", help: "List the rules with what each finds, then exit."),
            OptionSpec(name: "quiet", short: "q", help: "Do not print the summary line to standard error."),
        ],
        examples: [
            ("invalidation lint Examples/Lint", "Lint the shipped examples, including the article's RoomView variants."),
            ("invalidation lint --strict Sources", "Fail a CI job on any finding."),
            ("invalidation lint --format sarif Sources > lint.sarif", "Write a SARIF log for a code-scanning service."),
            ("invalidation lint --rule state_init_trap --format json App", "Only the @State-in-init trap, as JSON."),
        ])

    static func run(_ arguments: ParsedArguments, console: inout Console) throws(CLIError) -> Int32 {
        if arguments.has("list-rules") {
            for rule in RuleID.allCases {
                console.write("\(rule.rawValue): \(rule.ruleDescription.summary)\n")
            }
            return ExitCode.success
        }
        var onlyRules: Set<RuleID>?
        for name in arguments.allValues("rule") {
            guard let rule = RuleID(rawValue: name) else {
                throw .usage(
                    "unknown rule '\(name)'; the rules are: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))",
                    command: spec.name)
            }
            onlyRules = (onlyRules ?? []).union([rule])
        }
        let linter = Linter(options: .init(configurationFile: arguments.value("config", in: spec), onlyRules: onlyRules))
        let report: LintReport
        do throws(InvalidationError) {
            report = try linter.lint(paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals)
        } catch {
            throw .badInput(error)
        }
        switch arguments.value("format", in: spec)! {
        case "json": report.writeJSON(to: &console.output)
        case "sarif": report.writeSARIF(to: &console.output, toolVersion: Tool.version)
        default: report.writeText(to: &console.output)
        }
        if !arguments.has("quiet") {
            console.writeError(report.summary + "\n")
        }
        return report.fails(strict: arguments.has("strict")) ? ExitCode.failure : ExitCode.success
    }
}
