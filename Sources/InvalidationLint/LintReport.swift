import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// What a lint run found: the findings in file order, the files linted and the places
/// where a file stopped parsing.
public struct LintReport: Sendable {
    /// The findings, sorted by file, line, column and rule.
    public var diagnostics: [LintDiagnostic]
    /// The files linted, in the order read.
    public var files: [String]
    /// For each file that does not parse cleanly, its first syntax error; the file was
    /// linted as far as it parses.
    public var syntaxErrors: [LintDiagnostic.Note]
    /// The rules that ran.
    public var rules: [RuleID]

    /// Creates a report.
    public init(diagnostics: [LintDiagnostic], files: [String], syntaxErrors: [LintDiagnostic.Note] = [], rules: [RuleID] = RuleID.allCases) {
        self.diagnostics = diagnostics
        self.files = files
        self.syntaxErrors = syntaxErrors
        self.rules = rules
    }

    /// The number of findings at `severity`.
    public func count(_ severity: LintSeverity) -> Int {
        diagnostics.count { $0.severity == severity }
    }

    /// Whether the run fails: a finding at error severity, or with `strict` any finding.
    public func fails(strict: Bool) -> Bool {
        strict ? !diagnostics.isEmpty : diagnostics.contains { $0.severity == .error }
    }
}
