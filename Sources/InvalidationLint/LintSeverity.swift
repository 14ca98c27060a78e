import InvalidationAnalyzer
import InvalidationReader
/// How much a finding matters: whether it fails the run on its own.
public enum LintSeverity: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Reported; fails the run only with `--strict`.
    case warning
    /// Reported and fails the run.
    case error

    public var description: String { rawValue }

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
