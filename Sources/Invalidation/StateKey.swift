/// A key, as read from source: where one kind of value is stored, named by type, never by
/// instance.
///
/// `CounterCard.tapCount` is the `@State` of every `CounterCard`, `MailboxStore.unreadCount`
/// a property of every `MailboxStore`, `AppStorage.username` one user-defaults value,
/// `\.colorScheme` an environment value. Keys are written this way in the JSON forms and in
/// every answer; this type is that spelling taken apart once.
public struct StateKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Where the value is.
    public enum Place: Hashable, Sendable {
        /// A property of a type: `owner` is the type (or `AppStorage`, `SceneStorage`),
        /// possibly qualified (`Outer.Inner`).
        case member(owner: String, property: String)
        /// An environment value, by its key path without `\.`: `colorScheme`.
        case environment(String)
    }

    /// Where the value is.
    public let place: Place

    /// The key of `property` of `owner`: `Owner.property`.
    public init(owner: String, property: String) {
        place = .member(owner: owner, property: property)
    }

    /// The key of the environment value at `path` (`colorScheme`, without `\.`).
    public init(environment path: String) {
        place = .environment(path)
    }

    /// Reads a key as written: `\.path` for the environment, `Owner.property` (the last
    /// dot splits it) for a member; `nil` for text that is neither.
    public init?(_ text: String) {
        if text.hasPrefix("\\.") {
            let path = text.dropFirst(2)
            guard !path.isEmpty else { return nil }
            place = .environment(String(path))
            return
        }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
        else { return nil }
        place = .member(owner: String(text[..<dot]), property: String(text[text.index(after: dot)...]))
    }

    /// The type that holds the value, for a member key.
    public var owner: String? {
        if case .member(let owner, _) = place { return owner }
        return nil
    }

    /// The property (or the environment key path) that holds the value.
    public var property: String {
        switch place {
        case .member(_, let property): property
        case .environment(let path): path
        }
    }

    /// The key as written: `Owner.property` or `\.path`.
    public var description: String {
        switch place {
        case .member(let owner, let property): "\(owner).\(property)"
        case .environment(let path): "\\.\(path)"
        }
    }

    /// Keys in the order of their spelling.
    public static func < (lhs: StateKey, rhs: StateKey) -> Bool { lhs.description < rhs.description }
}
