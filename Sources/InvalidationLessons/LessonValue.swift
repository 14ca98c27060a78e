import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// The static type of an expression in a lesson program: the few types of the
/// course's API that a lesson program works with.
enum LessonType: Equatable, Sendable {
    /// `[String: Storage]`.
    case storageTable
    /// `ViewNode`.
    case node
    /// `[ViewNode]`.
    case nodes
    /// `ViewTree`.
    case tree
    /// `[Recompute]`, what `change(_:key:)` returns.
    case recomputes
    /// `[[Recompute]]`, an array literal of `change` results.
    case recomputeLists
    /// `FlattenSequence<[[Recompute]]>`, what `.joined()` makes of an array of lists.
    case flattenedRecomputes
    /// `()`, what `countCauses(_:)` returns.
    case void

    /// The type as Swift spells it.
    var spelling: String {
        switch self {
        case .storageTable: "[String: Storage]"
        case .node: "ViewNode"
        case .nodes: "[ViewNode]"
        case .tree: "ViewTree"
        case .recomputes: "[Recompute]"
        case .recomputeLists: "[[Recompute]]"
        case .flattenedRecomputes: "FlattenSequence<[[Recompute]]>"
        case .void: "()"
        }
    }

    /// The type named by a type annotation, written as ``spelling`` writes it.
    init?(spelling: String) {
        let annotatable: [LessonType] = [.storageTable, .node, .nodes, .tree, .recomputes, .recomputeLists]
        guard let type = annotatable.first(where: { $0.spelling == spelling }) else { return nil }
        self = type
    }
}

/// A view of a lesson program and where its `ViewNode(...)` call starts.
struct LessonNode: Sendable {
    let node: ViewNode
    let location: Invalidation.SourceLocation
}

/// The value of an expression in a lesson program, as far as it is known before
/// the program runs.
///
/// Storage tables, views and trees are made of literals, so they are complete
/// before the program runs; lists of recomputes print as they are evaluated, so
/// they stay expressions to evaluate in order.
enum LessonValue: Sendable {
    case storageTable([String: Storage])
    case node(LessonNode)
    case nodes([LessonNode])
    /// The position of the tree among the program's trees.
    case tree(Int)
    /// A list of recomputes in one of its forms, or the result of `countCauses(_:)`.
    case evaluated(LessonExpression, LessonType)

    var type: LessonType {
        switch self {
        case .storageTable: .storageTable
        case .node: .node
        case .nodes: .nodes
        case .tree: .tree
        case .evaluated(_, let type): type
        }
    }
}
