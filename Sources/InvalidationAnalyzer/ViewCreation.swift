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
    /// The parameters whose values SwiftUI cannot compare from one run of the creator's
    /// body to the next (closures), in order: under the swiftui model, the view's body
    /// runs whenever its creator's does.
    public var notComparable: [String]

    /// Creates a record.
    public init(
        location: SourceLocation? = nil, initializer: SourceLocation? = nil, arguments: [String: [String]] = [:],
        inputs: [String: [String]] = [:], notComparable: [String] = []
    ) {
        self.location = location
        self.initializer = initializer
        self.arguments = arguments
        self.inputs = inputs
        self.notComparable = notComparable
    }
}

extension ViewCreation {
    /// Which nodes of the course's tree run their bodies when `key` changes under the
    /// swiftui model (``RecomputationModel/swiftui``): the `readers` (the course's rule),
    /// and every node whose parent's body runs and whose creation passes it an input
    /// carrying `key` or one SwiftUI cannot compare. `parents` and `creations` are per
    /// node, each node after its parent.
    public static func bodiesRun(
        whenChanging key: String, readers: Set<Int>, parents: [Int?], creations: [ViewCreation]
    ) -> [Bool] {
        var runs = Array(repeating: false, count: parents.count)
        for node in parents.indices {
            if readers.contains(node) {
                runs[node] = true
            } else if let parent = parents[node], parent < node, runs[parent], node < creations.count {
                let creation = creations[node]
                runs[node] = !creation.notComparable.isEmpty || creation.inputs.values.contains { $0.contains(key) }
            }
        }
        return runs
    }
}
