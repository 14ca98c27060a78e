import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// What a lint run found: the findings in file order, the suppression comments that turn
/// nothing off, the files linted and the places where a file stopped parsing.
public struct LintReport: Sendable {
    /// The findings, sorted by file, line, column and rule.
    public var diagnostics: [LintDiagnostic]
    /// The files linted, in the order read.
    public var files: [String]
    /// For each file that does not parse cleanly, its first syntax error; the file was
    /// linted as far as it parses.
    public var syntaxErrors: [LintDiagnostic.Note]
    /// The suppression comments that name a rule lint does not have (with the rules
    /// spelled like it), name no rule, or give an unknown command, at each comment's
    /// place, in file order. They are warnings: counted with the findings' warnings and
    /// failing a strict run, so that a misspelt suppression is never silently ignored.
    public var suppressionWarnings: [LintDiagnostic.Note]
    /// The rules that ran.
    public var rules: [RuleID]

    /// Creates a report.
    public init(
        diagnostics: [LintDiagnostic], files: [String], syntaxErrors: [LintDiagnostic.Note] = [],
        suppressionWarnings: [LintDiagnostic.Note] = [], rules: [RuleID] = RuleID.allCases
    ) {
        self.diagnostics = diagnostics
        self.files = files
        self.syntaxErrors = syntaxErrors
        self.suppressionWarnings = suppressionWarnings
        self.rules = rules
    }

    /// The number of warnings or errors: findings at `severity`, and for warnings the
    /// ``suppressionWarnings`` too.
    public func count(_ severity: LintSeverity) -> Int {
        diagnostics.count { $0.severity == severity } + (severity == .warning ? suppressionWarnings.count : 0)
    }

    /// Whether the run fails: a finding at error severity, or with `strict` any finding
    /// or suppression warning.
    public func fails(strict: Bool) -> Bool {
        strict
            ? !diagnostics.isEmpty || !suppressionWarnings.isEmpty
            : diagnostics.contains { $0.severity == .error }
    }
}
