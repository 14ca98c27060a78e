/// Which rule decides that a view's body runs when a key changes.
public enum RecomputationModel: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The course's rule: a view is recomputed when its body reads the key, directly or
    /// through an input its creator filled from it.
    case course
    /// The course's rule and SwiftUI's comparison of inputs: when a creator's body runs,
    /// SwiftUI compares each created view's stored inputs with the previous ones and runs
    /// its body when one differs, whether or not the body reads it. An input that holds a
    /// closure cannot be compared, so it always differs.
    case swiftui

    public var description: String { rawValue }
}

/// Why a view's body runs for a change, on at least one path to it.
public enum RecomputationReason: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The body reads the key.
    case readsKey
    /// The body reads an input that carries the key (the course's rule).
    case readsInput(String)
    /// The creator's body ran and passed a different value for this input (SwiftUI's comparison).
    case inputChanged(String)
    /// The creator's body ran, and this input holds a closure, which SwiftUI cannot compare.
    case inputNotComparable(String)
    /// It takes this entry from the environment, where a view above put a value that
    /// depends on the key (`.environment(store)` of an `App`'s `@State`).
    case readsEnvironment(String)

    public var description: String {
        switch self {
        case .readsKey: "reads the key"
        case .readsInput(let name): "reads input '\(name)', which carries the key"
        case .inputChanged(let name): "input '\(name)' changed"
        case .inputNotComparable(let name): "input '\(name)' cannot be compared"
        case .readsEnvironment(let entry): "takes '\(entry)' from the environment, which carries the key"
        }
    }
}
