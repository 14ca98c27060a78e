import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Every rule's own examples: each triggering example is flagged exactly at its markers,
/// each non-triggering example not at all.
@Suite struct LintRuleExampleTests {
    @Test(arguments: RuleID.allCases)
    func triggeringExamplesAreFlaggedAtTheirMarkers(rule: RuleID) {
        let description = rule.ruleDescription
        #expect(description.id == rule)
        #expect(!description.triggeringExamples.isEmpty, "\(rule) has no triggering example")
        for example in description.triggeringExamples {
            let files = example.files.map { ($0.name, MarkedText($0.source, markers: [String(RuleExample.marker)])) }
            let expected = files.flatMap { name, marked in marked.markers.map { "\(name):\($0.line):\($0.column) \(rule)" } }
            #expect(!expected.isEmpty, "a triggering example of \(rule) has no marker")
            let report = LintTesting.lint(files.map { ($0.0, $0.1.text) }, rules: [rule])
            #expect(LintTesting.places(report) == expected, "\(example.files.map(\.source).joined(separator: "\n---\n"))")
            for diagnostic in report.diagnostics {
                #expect(diagnostic.message.hasSuffix("."), "\(diagnostic.message)")
            }
        }
    }

    @Test(arguments: RuleID.allCases)
    func nonTriggeringExamplesAreNotFlagged(rule: RuleID) {
        let description = rule.ruleDescription
        #expect(!description.nonTriggeringExamples.isEmpty, "\(rule) has no non-triggering example")
        for example in description.nonTriggeringExamples {
            #expect(!example.files.contains { $0.source.contains(RuleExample.marker) })
            let report = LintTesting.lint(example.files, rules: [rule])
            #expect(LintTesting.places(report) == [], "\(example.files.map(\.source).joined(separator: "\n---\n"))")
        }
    }

    /// What the opt-in `state_init_copy` reports, the default `state_init_trap` does not.
    @Test func deliberateCopiesAreNotTraps() {
        for example in RuleID.stateInitCopy.ruleDescription.triggeringExamples {
            let files = example.files.map { ($0.name, MarkedText($0.source, markers: [String(RuleExample.marker)]).text) }
            let report = LintTesting.lint(files, rules: [.stateInitTrap])
            #expect(LintTesting.places(report) == [], "\(files.map(\.1).joined(separator: "\n---\n"))")
        }
    }

    @Test func everyRuleHasASummaryAndAName() {
        for rule in RuleID.allCases {
            #expect(!rule.ruleDescription.summary.isEmpty)
            #expect(!rule.ruleDescription.name.isEmpty)
        }
    }
}
