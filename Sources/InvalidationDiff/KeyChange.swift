import Invalidation

/// How what one key's change recomputes differs between two versions of an app: the
/// instances in each, and view by view, what was added or removed and why.
public struct KeyChange: Hashable, Sendable {
    /// Why a view is recomputed more or less, found by comparing the two graphs.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The view's body now reads the key itself.
        case reads(key: String, at: SourceLocation?)
        /// The view's body no longer reads the key itself.
        case stopsReading(key: String)
        /// The view's body now reads a property its creators fill (an input), which can carry the key.
        case readsInput(property: String, at: SourceLocation?)
        /// The view's body no longer reads that input.
        case stopsReadingInput(property: String)
        /// A creator now passes a value that carries the key (`carried`: the key, or the
        /// creator's own input it passes on) for a property of the created view.
        case passes(creator: String, carried: String, property: String, created: String, at: SourceLocation?)
        /// A creator no longer passes such a value.
        case stopsPassing(creator: String, carried: String, property: String, created: String, at: SourceLocation?)
        /// A new place creates the view, or a view above it.
        case creates(creator: String, created: String, at: SourceLocation?)
        /// A place that created the view, or a view above it, is gone.
        case stopsCreating(creator: String, created: String, at: SourceLocation?)
        /// The state moved to another owner: its key is the same property of another view.
        case ownerMoved(from: String, to: String)

        /// Where the change is, in the version that has it.
        public var location: SourceLocation? {
            switch self {
            case .reads(_, let at), .readsInput(_, let at), .passes(_, _, _, _, let at),
                .stopsPassing(_, _, _, _, let at), .creates(_, _, let at), .stopsCreating(_, _, let at):
                at
            case .stopsReading, .stopsReadingInput, .ownerMoved: nil
            }
        }

        /// The reason as a sentence fragment, without its place: `HomeFeed now passes
        /// HomeFeed.composing for PostRow's 'dimmed'`.
        public var summary: String {
            switch self {
            case .reads(let key, _): "its body now reads \(key)"
            case .stopsReading(let key): "its body no longer reads \(key)"
            case .readsInput(let property, _): "its body now reads '\(property)', which its creator fills"
            case .stopsReadingInput(let property): "its body no longer reads '\(property)'"
            case .passes(let creator, let carried, let property, let created, _):
                "\(creator) now passes \(carried) for \(created)'s '\(property)'"
            case .stopsPassing(let creator, let carried, let property, let created, _):
                "\(creator) no longer passes \(carried) for \(created)'s '\(property)'"
            case .creates(let creator, let created, _): "\(creator) now creates \(created)"
            case .stopsCreating(let creator, let created, _): "\(creator) no longer creates \(created)"
            case .ownerMoved(let from, let to): "the state moved from \(from) to \(to)"
            }
        }

        /// The summary and, when known, the place: `HomeFeed now creates PostRow (HomeFeed.swift:10:17)`.
        public var description: String {
            location.map { "\(summary) (\($0))" } ?? summary
        }
    }

    /// One view type whose recomputations under the key differ.
    public struct ViewChange: Hashable, Sendable {
        /// The view type.
        public var view: String
        /// Instances recomputed before; zero when it was not recomputed.
        public var before: InstanceCount
        /// Instances recomputed after; zero when it no longer is.
        public var after: InstanceCount
        /// Its cause before, if it was recomputed.
        public var causeBefore: Cause?
        /// Its cause after, if it is recomputed.
        public var causeAfter: Cause?
        /// Why, found by comparing the graphs: the view's own reads and inputs and the edges
        /// into it first, else the nearest views above it whose creation changed.
        public var reasons: [Reason]

        /// Whether the key's change now recomputes it where it did not.
        public var isAdded: Bool { before == .zero && after > .zero }
        /// Whether the key's change no longer recomputes it.
        public var isRemoved: Bool { after == .zero && before > .zero }
    }

    /// The key in the later version (in the earlier one when the owner moved, see ``baseKey``).
    public var key: String
    /// The key in the earlier version: ``key`` unless the state moved to another owner.
    public var baseKey: String
    /// Where the key's value lives, in the later version.
    public var storage: Storage?
    /// Instances recomputed before, whatever the cause.
    public var before: InstanceCount
    /// Instances recomputed after.
    public var after: InstanceCount
    /// Why the key itself changed (its owner moved), before any view's reasons.
    public var reasons: [Reason]
    /// The view types whose recomputations differ, in the later version's course order
    /// (views no longer recomputed after those still recomputed).
    public var views: [ViewChange]

    /// Whether the change now recomputes more instances.
    public var isCostlier: Bool { after > before }
    /// Whether the change now recomputes fewer instances.
    public var isCheaper: Bool { after < before }
}
