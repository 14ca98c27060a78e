import Invalidation
import InvalidationLint
import InvalidationReader

/// `invalidation lint PATH...`: finds state ownership mistakes in SwiftUI source.
struct LintCommand: Command {
    static let configuration = CommandConfiguration(
        name: "lint",
        abstract: "Find state ownership mistakes in SwiftUI source.",
        discussion: """
            Reads the .swift files at each PATH (folders recursively, hidden folders skipped;
            with no PATH, the current directory) and reports, per view:
              state_init_trap                @State/@StateObject set in init from a parameter the
                                             view does not follow: it keeps its first value
              state_init_discarded_object    an object built in init for a @State, thrown away
                                             every time the parent re-creates the view
              state_setter_in_init           @State assigned in init after every stored property
                                             has a value: a setter call the view ignores
              non_private_state              @State/@StateObject that is not private
              unused_state                   @State never changed (it keeps its initial value),
                                             never read, or never used
              state_placement                @State whose users all lie below its owner in one
                                             subtree: move it down, with the recomputations saved
              observed_object_unread         an observed object whose view reads none of its
                                             properties, yet is recomputed on every change
              observed_object_created_inline @ObservedObject that creates its own object
              missing_environment_object     an object taken from the environment that some path
                                             from an App's scene never puts there: a crash
            Opt-in, turned on with --rule or in .invalidation.json:
              state_init_copy                @State copied from an init parameter on purpose
              task_without_id                .task or .onAppear reading a value that can change
                                             while the view stays: the work does not re-run

            Settings come from the nearest .invalidation.json at or above each PATH:
              {"rules": {"non_private_state": false, "state_init_trap": {"severity": "error"}},
               "exclude": ["Generated", "**/*Preview*.swift"]}
            A comment turns rules off: '// invalidation:disable:next RULE' for the next line,
            '// invalidation:disable RULE' ... '// invalidation:enable RULE' for a region
            ('all' for every rule).

            A baseline records today's findings so that a codebase can adopt the rules
            and fail only on new ones: --write-baseline FILE records every finding (a
            finding fixed since drops out), --baseline FILE reports only the findings it
            does not hold. Findings are matched by rule, file, view type and property,
            not by line, so edits elsewhere and lines that move keep them matched.

            --fix applies the fix-its whose rewrite is certain: non_private_state becomes
            private where no place that creates the view passes a value for the property,
            and observed_object_created_inline is held with @StateObject. Each file is
            rewritten in one step, every other byte kept, with a line per change; fixing
            again finds nothing left to fix. In --format json and sarif, each fix-it says
            whether --fix applies it ("certain": true or false).

            Exits 0 when nothing fails the run, 1 when a finding has error severity (with
            --strict, any finding), 64 for a usage error, 65 for an unreadable path or a bad
            configuration file. A file that does not parse is linted as far as it parses.
            """,
        examples: [
            ("invalidation lint Examples/Lint", "Lint the shipped examples, including the article's RoomView variants."),
            ("invalidation lint --strict Sources", "Fail a CI job on any finding."),
            ("invalidation lint --format sarif Sources > lint.sarif", "Write a SARIF log for a code-scanning service."),
            ("invalidation lint --rule state_init_trap --format json App", "Only the @State-in-init trap, as JSON."),
            ("invalidation lint --fix Sources", "Apply the fix-its that are certain, in place."),
            ("invalidation lint --write-baseline .invalidation-baseline.json Sources", "Record today's findings."),
            ("invalidation lint --baseline .invalidation-baseline.json Sources", "Report only findings added since."),
        ])

    /// The forms of the report.
    enum Format: String, CaseIterable, ArgumentValue {
        /// Xcode-style lines.
        case text
        /// One JSON object.
        case json
        /// A SARIF 2.1.0 log.
        case sarif
    }

    /// The Swift files and folders to lint; the current folder when none is given.
    var paths: [String] = []
    /// What to lint when no PATH is given, instead of the current folder.
    var defaultPaths: [String] = []
    /// The form of the report.
    var format = Format.text
    /// Whether warnings fail the run too.
    var strict = false
    /// A configuration file for every path, instead of the nearest `.invalidation.json`.
    var config: String?
    /// The ids of the only rules to run; every rule when empty.
    var rules: [String] = []
    /// Whether to list the rules instead of linting.
    var listRules = false
    /// Whether to leave out the summary line.
    var quiet = false
    /// A baseline file: report only the findings it does not hold.
    var baseline: String?
    /// A file to record every finding of this run in, as a baseline.
    var writeBaseline: String?
    /// Whether to apply the certain fix-its instead of reporting.
    var fix = false
    /// The rule that decides which bodies a change runs, for the savings findings state.
    var model = RecomputationModel.swiftui
    /// The targets to lint, where PATH holds a project; empty for all but the tests.
    var targets: [String] = []

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("PATH", \.paths, whenNone: ".", help: "Swift files or folders to lint."),
            .option(
                "format", \.format,
                help: "text: Xcode-style lines; json: one JSON object; sarif: a SARIF 2.1.0 log for code scanning."),
            .flag("strict", \.strict, help: "Fail the run (exit 1) on warnings too."),
            .option(
                "config", valueName: "file", \.config,
                help: "Use this configuration file for every PATH instead of searching for .invalidation.json."),
            .option("rule", valueName: "id", \.rules, help: "Run only this rule; repeat for several."),
            .flag(
                "list-rules", \.listRules,
                help: "List the rules with what each finds, then exit; with --format json, as a JSON array."),
            .flag("quiet", short: "q", \.quiet, help: "Do not print the summary line to standard error."),
            .model(\.model),
            .target(\.targets),
            .option(
                "baseline", valueName: "file", \.baseline,
                help: "Report only the findings this baseline file does not hold."),
            .option(
                "write-baseline", valueName: "file", \.writeBaseline,
                help: "Record every finding in this file as a baseline (it may be the --baseline file)."),
            .flag("fix", \.fix, help: "Rewrite the files with every fix-it whose rewrite is certain; print a line per change."),
            .defaultPath(\.defaultPaths),
        ]
    }

    /// Fills in the paths, and refuses options that do not go together: the rule list is
    /// text or JSON and lints nothing; `--fix` writes a line per change, not a report.
    mutating func validate() throws(CLIError) {
        paths = SourceAnalysis.paths(paths, defaults: defaultPaths)
        if listRules && format == .sarif {
            throw Self.usageError("--list-rules writes text or JSON; --format sarif does not go with it")
        }
        if listRules && (baseline != nil || writeBaseline != nil || fix) {
            throw Self.usageError("--list-rules lints nothing; --baseline, --write-baseline and --fix do not go with it")
        }
        if fix && (baseline != nil || writeBaseline != nil || format != .text) {
            throw Self.usageError("--fix writes a line per change; --baseline, --write-baseline and --format do not go with it")
        }
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        if listRules {
            if format == .json {
                Self.writeRuleJSON(to: &console.output)
            } else {
                Self.writeRuleLines(to: &console.output)
            }
            return ExitCode.success
        }
        try SourceAnalysis.requireSource(paths)
        if !targets.isEmpty {
            // An unknown name is a mistake on the command line, found before any work.
            _ = try SourceAnalysis.selection(paths, targets: targets, command: Self.configuration.name)
        }
        var options = Linter.Options(configurationFile: config, onlyRules: try selectedRules(), model: model)
        options.targets = targets
        let linter = Linter(options: options)
        if fix { return try applyFixes(linter, console: &console) }
        var report: LintReport
        let recorded: LintBaseline?
        do throws(InvalidationError) {
            // Read before linting, so that a bad baseline stops the run before any output.
            recorded = try baseline.map { (file) throws(InvalidationError) in try LintBaseline(contentsOfFile: file) }
            report = try linter.lint(paths: paths)
        } catch {
            throw .badInput(error)
        }
        if let writeBaseline {
            do throws(SourceError) {
                try AtomicFile.replace(writeBaseline, with: LintBaseline(report: report).jsonText())
            } catch {
                throw .output(error.description)
            }
        }
        let all = report.diagnostics.count
        if let recorded { report = recorded.filter(report) }
        let known = all - report.diagnostics.count
        switch format {
        case .text: report.writeText(to: &console.output)
        case .json: report.writeJSON(to: &console.output)
        case .sarif: report.writeSARIF(to: &console.output, toolVersion: Tool.version)
        }
        if !quiet {
            var summary = report.summary
            if baseline != nil { summary = summary.dropLast() + " (\(known) more in the baseline)." }
            if let writeBaseline {
                summary += " Wrote \(all) finding\(all == 1 ? "" : "s") to \(writeBaseline)."
            }
            console.writeError(summary + "\n")
        }
        return report.fails(strict: strict) ? ExitCode.failure : ExitCode.success
    }

    /// Rewrites each file with its certain fix-its, one file at a time, each in one step.
    private func applyFixes(_ linter: Linter, console: inout Console) throws(CLIError) -> Int32 {
        let report: LintFixReport
        do throws(InvalidationError) {
            report = try linter.fixes(paths: paths)
        } catch {
            throw .badInput(error)
        }
        for file in report.files {
            do throws(SourceError) {
                try AtomicFile.replace(file.path, with: file.text)
            } catch {
                throw .output(error.description)
            }
            for fix in file.fixes { console.write("\(fix)\n") }
        }
        for path in report.skippedFiles {
            console.writeError("\(path): note: not fixed: the file is not valid UTF-8\n")
        }
        if !quiet { console.writeError(report.summary + "\n") }
        return ExitCode.success
    }

    /// The rules `--rule` names, or `nil` for every rule.
    private func selectedRules() throws(CLIError) -> Set<RuleID>? {
        guard !rules.isEmpty else { return nil }
        var selected: Set<RuleID> = []
        for name in rules {
            guard let rule = RuleID(rawValue: name) else {
                throw Self.usageError(
                    "unknown rule '\(name)'; the rules are: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            selected.insert(rule)
        }
        return selected
    }
}
