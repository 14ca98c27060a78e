import Invalidation
import InvalidationLint

/// Two versions of an app compared, as a pull request changes it: which changes now
/// recompute more or fewer view instances and why, and which lint findings the later
/// version adds or fixes.
public struct VersionComparison: Sendable {
    /// What the earlier version is called.
    public var base: String
    /// What the later version is called.
    public var head: String
    /// Keys whose change recomputes other instances, the costlier first.
    public var changes: [KeyChange]
    /// Keys only the later version has.
    public var addedKeys: [GraphComparison.KeyPresence]
    /// Keys only the earlier version has.
    public var removedKeys: [GraphComparison.KeyPresence]
    /// Findings the later version has and the earlier does not, matched as a baseline
    /// matches them (rule, file, view, property; not the line).
    public var addedFindings: [LintDiagnostic]
    /// Findings the earlier version has and the later does not.
    public var fixedFindings: [LintDiagnostic]

    /// Compares `base` with `head`, deciding which bodies a change runs by `model`.
    public init(base: AppVersion, head: AppVersion, model: RecomputationModel = .swiftui) {
        let graphs = GraphComparison(base: base.index, head: head.index, model: model).compare()
        let findings = LintBaseline.changes(from: base.lint.diagnostics, to: head.lint.diagnostics)
        self.base = base.name
        self.head = head.name
        changes = graphs.changes
        addedKeys = graphs.addedKeys
        removedKeys = graphs.removedKeys
        addedFindings = findings.added
        fixedFindings = findings.fixed
    }

    /// The keys whose change now recomputes more instances.
    public var costlier: [KeyChange] { changes.filter(\.isCostlier) }
    /// The keys whose change now recomputes fewer instances.
    public var cheaper: [KeyChange] { changes.filter(\.isCheaper) }

    /// The changed keys under the headings reports list them with, empty ones left out:
    /// costlier, cheaper, and those that recompute as many instances, of other views.
    var keySections: [(title: String, changes: [KeyChange])] {
        let sections = [
            ("recomputes more", costlier), ("recomputes fewer", cheaper),
            ("recomputes as many instances, of other views", changes.filter { !$0.isCostlier && !$0.isCheaper }),
        ]
        return sections.filter { !$0.1.isEmpty }
    }

    /// Whether the later version should fail a check: some change recomputes more, or it
    /// adds a finding at warning or error severity (every severity there is today).
    public var fails: Bool {
        !costlier.isEmpty || addedFindings.contains { $0.severity >= .warning }
    }

    /// `2 changes recompute more view instances, 1 fewer; 1 lint finding added, 0 fixed.`
    public var summary: String {
        func count(_ number: Int, _ singular: String, _ plural: String) -> String {
            "\(number) \(number == 1 ? singular : plural)"
        }
        return count(costlier.count, "change recomputes", "changes recompute") + " more view instances, "
            + "\(cheaper.count) fewer; " + count(addedFindings.count, "lint finding", "lint findings")
            + " added, \(fixedFindings.count) fixed."
    }
}
