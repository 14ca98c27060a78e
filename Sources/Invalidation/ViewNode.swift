/// One view in a tree: its name, the view whose body creates it, and the keys its body reads.
public struct ViewNode: Hashable, Sendable {
    /// The view's name, unique in its tree.
    public let name: String
    /// The name of the view whose body creates this one; `nil` for a root.
    public let parent: String?
    /// The keys this view's body reads.
    public let reads: Set<String>

    /// Creates a view node, spelled as the course spells it: `ViewNode("CounterCard", parent: "DashboardView", reads: ["tapCount"])`.
    public init(_ name: String, parent: String?, reads: Set<String>) {
        self.name = name
        self.parent = parent
        self.reads = reads
    }
}
