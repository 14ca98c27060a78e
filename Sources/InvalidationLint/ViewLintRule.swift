import Invalidation
import InvalidationAnalyzer

/// A rule that checks one view type's declaration, with the analysis of all linted files.
protocol ViewLintRule {
    /// The rule's id, summary and examples.
    static var description: RuleDescription { get }
    /// Appends the findings for `view` to `findings`, at the rule's default severity.
    static func check(_ view: DeclaredView, context: LintContext, into findings: inout [LintDiagnostic])
}

extension ViewLintRule {
    /// A finding of this rule at its default severity.
    static func finding(
        _ message: String, at location: SourceLocation, view: DeclaredView, symbol: String,
        notes: [LintDiagnostic.Note] = [], fixIts: [LintDiagnostic.FixIt] = []
    ) -> LintDiagnostic {
        LintDiagnostic(
            rule: description.id, severity: description.defaultSeverity, message: message, location: location,
            notes: notes, fixIts: fixIts, view: view.name, symbol: symbol)
    }
}
