import Invalidation

/// One fix-it that `lint --fix` applied: which finding it resolved and where.
public struct LintFix: Hashable, Sendable, CustomStringConvertible {
    /// The rule of the resolved finding.
    public var rule: RuleID
    /// Where the finding was, in the rewritten file.
    public var location: SourceLocation
    /// What the fix-it did, as its imperative sentence (`Mark the property private`).
    public var message: String
    /// The view type the finding was about, if any.
    public var view: String?
    /// The property the finding was about, if any.
    public var symbol: String?

    /// Creates a record of an applied fix-it.
    public init(rule: RuleID, location: SourceLocation, message: String, view: String? = nil, symbol: String? = nil) {
        self.rule = rule
        self.location = location
        self.message = message
        self.view = view
        self.symbol = symbol
    }

    /// `path:line:column: fixed: Mark the property private ('count' in Counter) [non_private_state]`.
    public var description: String {
        var text = "\(location): fixed: \(message)"
        if let symbol, let view { text += " ('\(symbol)' in \(view.split(separator: ".").last.map(String.init) ?? view))" }
        return text + " [\(rule.rawValue)]"
    }
}

extension LintFix {
    /// Orders by line, column, then rule.
    static func precedes(_ lhs: LintFix, _ rhs: LintFix) -> Bool {
        (lhs.location.line, lhs.location.column, lhs.rule.rawValue) < (rhs.location.line, rhs.location.column, rhs.rule.rawValue)
    }
}
