import Invalidation
import InvalidationReader

/// How a body creates one view of the model: the facts about a creation that the
/// course's tree does not carry, for tools that follow a view's lifetime.
public struct ViewCreation: Hashable, Sendable {
    /// Where the parent's body creates the view (the start of the created type's name,
    /// or of an initializer reference such as `Row.init`); `nil` for a root.
    public var location: SourceLocation?
    /// Where the `init` the creation calls is declared; `nil` for the memberwise
    /// initializer, a root, or a call no initializer matched.
    public var initializer: SourceLocation?
    /// The keys each argument read, by the name its parameter has inside the initializer
    /// (for the memberwise initializer, the property's name). A parameter left at its
    /// default is absent; one given a constant maps to no keys.
    public var arguments: [String: [String]]
    /// The keys each flowed property (a plain property, `@Binding`, `@Bindable`,
    /// `@ObservedObject`) was filled from.
    public var inputs: [String: [String]]

    /// Creates a record.
    public init(
        location: SourceLocation? = nil, initializer: SourceLocation? = nil, arguments: [String: [String]] = [:],
        inputs: [String: [String]] = [:]
    ) {
        self.location = location
        self.initializer = initializer
        self.arguments = arguments
        self.inputs = inputs
    }
}
