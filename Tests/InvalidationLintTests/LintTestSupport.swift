import Foundation
import _InvalidationTestSupport
import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader

enum LintTesting {

    /// The path of a lint fixture, relative to the package root.
    static func fixturePath(_ name: String) -> String {
        PackageFiles.root.appendingPathComponent("Tests/InvalidationLintTests/Fixtures").appendingPathComponent(name).path
    }

    /// Lints one or more in-memory files with only `rules`.
    static func lint(
        _ files: [(name: String, source: String)], rules: Set<RuleID>? = nil,
        configuration: LintConfiguration = LintConfiguration()
    ) -> LintReport {
        let linter = Linter(options: .init(threads: 1, searchesConfiguration: false, onlyRules: rules))
        return linter.lint(files: files.map { ($0.name, $0.source) }, configuration: configuration)
    }

    /// `file:line:column rule` for each finding, for comparing with expectations.
    static func places(_ report: LintReport) -> [String] {
        report.diagnostics.map { "\($0.location) \($0.rule)" }
    }
}
