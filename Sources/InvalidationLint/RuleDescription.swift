import InvalidationAnalyzer
import InvalidationReader
/// What a rule is for, and Swift snippets that show where it fires and where it does not.
///
/// In a triggering example, each spot the rule flags is marked with `↓` just before it;
/// the marker is removed before the snippet is linted.
public struct RuleDescription: Sendable {
    /// The rule's stable id.
    public var id: RuleID
    /// A short name.
    public var name: String
    /// What the rule finds and why it matters.
    public var summary: String
    /// The severity when the configuration does not set one.
    public var defaultSeverity: LintSeverity
    /// Whether the rule runs only when asked for (by the configuration or `--rule`): its
    /// findings are worth a look, not nearly always a defect.
    public var isOptIn: Bool
    /// Snippets the rule accepts.
    public var nonTriggeringExamples: [RuleExample]
    /// Snippets with a `↓` at every spot the rule flags.
    public var triggeringExamples: [RuleExample]
    /// The rules whose finding on a property this rule's finding on the same property
    /// replaces: one finding per property, the one whose advice comes first (state never
    /// used is to be removed, not made private).
    public var supersedes: Set<RuleID>

    /// Creates a description.
    public init(
        id: RuleID, name: String, summary: String, defaultSeverity: LintSeverity = .warning, isOptIn: Bool = false,
        nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample], supersedes: Set<RuleID> = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.supersedes = supersedes
    }
}

/// A Swift snippet for a rule's description: one or more files linted together.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    /// The marker placed just before each flagged spot.
    public static let marker: Character = "↓"

    /// The files, each with a name and its source (markers included).
    public var files: [(name: String, source: String)]

    /// A one-file example.
    public init(_ source: String) {
        files = [("Example.swift", source)]
    }

    /// A several-file example.
    public init(files: [(name: String, source: String)]) {
        self.files = files
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}
