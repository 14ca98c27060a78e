import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// One finding of a lint rule: its rule, severity, message and 1-based place, with notes
/// that point at related places and fix-its that edit the source.
public struct LintDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A related place with a sentence about it.
    public struct Note: Hashable, Sendable {
        /// What the place has to do with the finding.
        public var message: String
        /// Where.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// A replacement of the source between two places (equal places insert).
    public struct Edit: Hashable, Sendable {
        /// The first replaced byte.
        public var start: SourceLocation
        /// The place after the last replaced byte.
        public var end: SourceLocation
        /// The new text.
        public var replacement: String

        /// Creates an edit.
        public init(start: SourceLocation, end: SourceLocation, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    /// A change that resolves the finding.
    public struct FixIt: Hashable, Sendable {
        /// What the change does, as an imperative sentence.
        public var message: String
        /// The edits, in source order.
        public var edits: [Edit]
        /// Whether `lint --fix` applies it: its rewrite is certain to keep the code compiling
        /// and to mean what the rule asks. Set by the linter, from the same decision
        /// `lint --fix` makes; a fix-it that is not certain is advice to check by hand.
        public var isCertain: Bool

        /// Creates a fix-it.
        public init(message: String, edits: [Edit], isCertain: Bool = false) {
            self.message = message
            self.edits = edits
            self.isCertain = isCertain
        }
    }

    /// The rule that found it.
    public var rule: RuleID
    /// Its severity after configuration.
    public var severity: LintSeverity
    /// What will happen and how to fix it, one sentence each.
    public var message: String
    /// The flagged spot.
    public var location: SourceLocation
    /// Related places.
    public var notes: [Note]
    /// Changes that resolve it.
    public var fixIts: [FixIt]
    /// The view type the finding is about (`Settings.Row`), when it is about one.
    public var view: String?
    /// The property (or, for a parameter, `init(name)`) the finding is about, when it is about one.
    /// With ``rule``, the file and ``view`` it names a finding whatever line it moves to.
    public var symbol: String?

    /// Creates a finding.
    public init(
        rule: RuleID, severity: LintSeverity, message: String, location: SourceLocation, notes: [Note] = [],
        fixIts: [FixIt] = [], view: String? = nil, symbol: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
        self.view = view
        self.symbol = symbol
    }

    /// `path:line:column: warning: message [rule_id]`.
    public var description: String { "\(location): \(severity): \(message) [\(rule.rawValue)]" }

    /// Orders findings by file, line, column, then rule.
    static func precedes(_ lhs: LintDiagnostic, _ rhs: LintDiagnostic) -> Bool {
        let left = (lhs.location.file ?? "", lhs.location.line, lhs.location.column, lhs.rule.rawValue)
        let right = (rhs.location.file ?? "", rhs.location.line, rhs.location.column, rhs.rule.rawValue)
        return left < right
    }
}
