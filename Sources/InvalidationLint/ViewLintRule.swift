import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// A rule that checks one view's declaration, with the linted files' declarations and
/// the places that create the view at hand.
protocol ViewLintRule {
    /// The rule's id, summary and examples.
    static var description: RuleDescription { get }
    /// Appends the findings for `view` to `findings`, at the rule's default severity.
    static func check(_ view: ViewDeclaration, in source: LintSource, context: LintContext, into findings: inout [LintDiagnostic])
}

extension ViewLintRule {
    /// A finding of this rule at its default severity.
    static func finding(
        _ message: String, at location: SourceLocation, notes: [LintDiagnostic.Note] = [],
        fixIts: [LintDiagnostic.FixIt] = []
    ) -> LintDiagnostic {
        LintDiagnostic(
            rule: description.id, severity: description.defaultSeverity, message: message, location: location,
            notes: notes, fixIts: fixIts)
    }
}
