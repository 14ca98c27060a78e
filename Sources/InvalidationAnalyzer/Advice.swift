import Invalidation

/// One change to an app's code and what it would save: the view bodies that run today and
/// after it, summed over the keys whose cost it changes, each key weighted equally (one
/// change of each).
///
/// Both numbers are counted by ``GraphIndex``, as `explain` counts them: today's on the
/// app's graph, the other on the graph rewritten as the change would leave it.
public struct Advice: Hashable, Sendable {
    /// What kind of change.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Make an `ObservableObject` class `@Observable`: a view then runs only for the
        /// properties its body reads, not for every `@Published` change of an object it observes.
        case observable
        /// Hand a child the properties of an observed object it reads instead of the whole
        /// object: it then runs only when they change.
        case passLess = "pass-less"
        /// Stop inputs SwiftUI cannot compare (closures) from running the child whenever its
        /// creator runs: the child made `Equatable`, its `==` leaving them out, and created
        /// with `.equatable()`.
        case comparableInput = "comparable-input"
        /// Move the one part of a body that reads a key into a view of its own: a change of
        /// the key then runs that view, not the whole body and what it runs below.
        case moveReadDown = "move-read-down"
    }

    /// One place to edit, and how.
    public struct Edit: Hashable, Sendable {
        /// Where.
        public var location: SourceLocation?
        /// What to change there.
        public var change: String

        /// Creates an edit.
        public init(location: SourceLocation?, change: String) {
            self.location = location
            self.change = change
        }
    }

    /// What kind of change.
    public var kind: Kind
    /// What it changes: a class (`Settings`), a view's property (`Row.model`), a creation's
    /// argument (`Toolbar → ActionButton(action:)`).
    public var subject: String
    /// The change, in one sentence.
    public var summary: String
    /// The keys whose cost it changes, in the order the graph lists them.
    public var keys: [String]
    /// The bodies that run today, summed over ``keys``.
    public var before: InstanceCount
    /// The bodies that would run after the change, summed over ``keys``.
    public var after: InstanceCount
    /// The places to edit, in source order.
    public var edits: [Edit]
    /// The view types it is about, whose code it edits (by index in the app's graph).
    public var views: [Int]

    /// Creates an advice.
    public init(
        kind: Kind, subject: String, summary: String, keys: [String], before: InstanceCount, after: InstanceCount,
        edits: [Edit], views: [Int] = []
    ) {
        self.kind = kind
        self.subject = subject
        self.summary = summary
        self.keys = keys
        self.before = before
        self.after = after
        self.edits = edits
        self.views = views
    }

    /// The bodies it saves: ``before`` less ``after``, or none where it saves nothing.
    public var saved: Int {
        guard !before.isSaturated, !after.isSaturated else { return before.isSaturated && !after.isSaturated ? .max : 0 }
        return max(0, before.value - after.value)
    }

    /// Whether `lhs` comes before `rhs` in a list of advice: the more saved first, then by
    /// kind, then by subject.
    public static func ranks(_ lhs: Advice, before rhs: Advice) -> Bool {
        let lhsKind = Kind.allCases.firstIndex(of: lhs.kind) ?? 0
        let rhsKind = Kind.allCases.firstIndex(of: rhs.kind) ?? 0
        return (rhs.saved, lhsKind, lhs.subject) < (lhs.saved, rhsKind, rhs.subject)
    }
}
