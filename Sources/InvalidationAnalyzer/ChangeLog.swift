import Invalidation

/// A change log captured from a running app: the lines SwiftUI writes for each body it
/// evaluates, from `Self._printChanges()` in a view's `body` or from `Self._logChanges()`
/// read back with `log show`, split into the updates it holds, one per action.
///
///     --- pick a room
///     ContentView: _selectedRoom changed.
///     RoomView1: @self changed.
///
/// A blank line or a separator line (`---`, then an optional label, then optional keys in
/// brackets: `--- rename [FeedStore.displayName]`) ends an update.
public struct ChangeLog: Hashable, Sendable {
    /// Why SwiftUI says a body ran: one item of the list before `changed.`.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// `@self`: the view's value differs from the one before (its creator passed
        /// inputs that differed, or ones SwiftUI cannot compare).
        case value
        /// `@identity`: the view is new at its place (first appearance, another branch,
        /// another id): its body runs for the first time.
        case identity
        /// `@dependencies`: something the body read outside the view's own stored
        /// properties changed (an `@Observable` object's property, the environment).
        case dependencies
        /// `_name` (or `$name`): a dynamic property of the view changed: its `@State`, an
        /// observed object, a binding's value, an environment value it holds.
        case property(String)
        /// Another `@` item this reader does not know, kept as printed without the `@`.
        case special(String)
        /// `unchanged.`: the body ran and SwiftUI names nothing that changed.
        case unchanged

        /// The item as SwiftUI prints it (`_name` for a property).
        public var description: String {
            switch self {
            case .value: "@self"
            case .identity: "@identity"
            case .dependencies: "@dependencies"
            case .property(let name): "_\(name)"
            case .special(let name): "@\(name)"
            case .unchanged: "unchanged"
            }
        }
    }

    /// One body evaluation: a line of the log.
    public struct Entry: Hashable, Sendable {
        /// The view type as printed, generic arguments included (`ListRow<Item>`).
        public var view: String
        /// Why the body ran, in the log's order.
        public var reasons: [Reason]
        /// The 1-based line of the log.
        public var line: Int

        /// Creates an entry.
        public init(view: String, reasons: [Reason], line: Int) {
            self.view = view
            self.reasons = reasons
            self.line = line
        }

        /// The view's type name without generic arguments (`ListRow` for `ListRow<Item>`).
        public var typeName: String {
            var name = ""
            var depth = 0
            for character in view {
                switch character {
                case "<": depth += 1
                case ">": depth -= 1
                default: if depth == 0 { name.append(character) }
                }
            }
            return name
        }

        /// Whether the view is new here (`@identity`): a first body, not a recomputation.
        public var isFirstAppearance: Bool { reasons.contains(.identity) }

        /// The reasons as the log wrote them: `@self, _model changed` or `unchanged`.
        public var reasonText: String {
            reasons == [.unchanged] ? "unchanged" : reasons.map(\.description).joined(separator: ", ") + " changed"
        }
    }

    /// The body evaluations of one action.
    public struct Update: Hashable, Sendable {
        /// The separator's label (`--- tap Add` labels it `tap Add`), if one was given.
        public var label: String?
        /// The keys the separator names in brackets, as written.
        public var keys: [String]
        /// The separator's line, if a separator began it.
        public var separatorLine: Int?
        /// The body evaluations, in the log's order; never empty.
        public var entries: [Entry]

        /// Creates an update.
        public init(label: String? = nil, keys: [String] = [], separatorLine: Int? = nil, entries: [Entry]) {
            self.label = label
            self.keys = keys
            self.separatorLine = separatorLine
            self.entries = entries
        }

        /// The first line of the log that belongs to it.
        public var firstLine: Int { entries.first?.line ?? 0 }
        /// The last line of the log that belongs to it.
        public var lastLine: Int { entries.last?.line ?? 0 }
    }

    /// The updates, in the log's order.
    public var updates: [Update]

    /// Creates a log of `updates`.
    public init(updates: [Update]) {
        self.updates = updates
    }
}
