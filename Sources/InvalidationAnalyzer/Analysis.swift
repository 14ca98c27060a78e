import Invalidation
import InvalidationReader

/// Something the analyzer could not see, at the place in the source where it gave up.
///
/// Notes never change the model by guessing: what they describe is left out of it.
public struct AnalysisNote: Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing was not seen.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The file does not parse cleanly; the parts that parse are still analyzed.
        case syntaxError = "syntax-error"
        /// A type not declared in the analyzed files is used where a view is created.
        case unknownType = "unknown-type"
        /// `AnyView` hides the wrapped view's type.
        case typeErased = "type-erased"
        /// A key that is not spelled literally (a key path variable, dynamic member lookup).
        case dynamicKey = "dynamic-key"
        /// A macro whose expansion the analyzer does not know.
        case unknownMacro = "unknown-macro"
        /// A property wrapper the analyzer does not know.
        case unknownPropertyWrapper = "unknown-property-wrapper"
        /// A closure passed to a call the SwiftUI table does not describe.
        case unfollowedClosure = "unfollowed-closure"
        /// A closure that builds views, passed to a view from another module: taken as
        /// content it shows (noted once per callee).
        case contentClosure = "content-closure"
        /// A binding passed to a call the SwiftUI table does not describe.
        case unfollowedBinding = "unfollowed-binding"
        /// An object type that is not declared in the analyzed files.
        case unknownObject = "unknown-object"
        /// A type declared in two files, as when several targets are analyzed together: merged.
        case duplicateType = "duplicate-type"
        /// A view that creates itself, directly or through others: the repetition is cut.
        case recursion
        /// A view whose body the analyzer cannot find.
        case missingBody = "missing-body"
        /// A size or depth limit stopped the analysis of part of the input.
        case limit
        /// Files below a folder with an Xcode project or a Swift package that no target compiles: left out.
        case noTarget = "no-target"
        /// An Xcode project or package manifest that could not be read (wholly or in part).
        case unreadableProject = "unreadable-project"
    }

    /// What kind of thing was not seen.
    public var kind: Kind
    /// Where: the file as given, 1-based line and column.
    public var location: SourceLocation
    /// A sentence that says what was not seen and what that leaves out.
    public var message: String

    /// Creates a note.
    public init(kind: Kind, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The note's stable identifier, such as `unknown-type`.
    public var id: String { kind.rawValue }

    /// `file:line:column: note: message [id]`.
    public var description: String { "\(location): note: \(message) [\(id)]" }
}

/// The model extracted from SwiftUI source: the app as a graph of view types, and what
/// the analysis could not see.
///
/// The course's tree (one node per view instance) is a projection of the graph, expanded
/// on first use of ``scenario``, ``readLocations`` or ``creations``, as far as
/// ``SourceAnalyzer/Options/nodeLimit`` allows; answers about the app come from the graph.
public struct Analysis: Sendable {
    /// The app as a graph: view types, the places bodies create them, storage and reads.
    public let graph: ViewGraph
    /// The graph, indexed for questions: instance counts and what each change recomputes.
    public let index: GraphIndex
    /// What the analysis could not see, in file order.
    public let notes: [AnalysisNote]
    /// The number of files analyzed.
    public let fileCount: Int
    /// The number of lines analyzed.
    public let lineCount: Int
    /// The reading behind the graph, for lint rules and the simulation.
    package let model: SourceModel

    init(graph: ViewGraph, notes: [AnalysisNote], model: SourceModel, fileCount: Int, lineCount: Int) {
        self.graph = graph
        self.index = GraphIndex(graph)
        self.notes = notes
        self.model = model
        self.fileCount = fileCount
        self.lineCount = lineCount
    }

    /// The course's tree in the scenario form: one node per place a body creates a view
    /// along every path from the roots, named `Type`, `Type#2`, …, each `@State` key per
    /// node. Its `notes` are the analysis' notes and, if the tree was cut at the node
    /// limit, where.
    public var scenario: Scenario {
        let tree = model.tree
        var scenario = tree.scenario
        scenario.notes = (notes + tree.notes).map(\.description)
        return scenario
    }

    /// Where the tree was cut at the node limit, if it was.
    public var treeNotes: [AnalysisNote] { model.tree.notes }

    /// Aligned with `scenario.nodes` and each node's `reads`: where the body reads each key.
    public var readLocations: [[SourceLocation]] { model.tree.readLocations }

    /// Aligned with `scenario.nodes`: where and how each view is created.
    public var creations: [ViewCreation] { model.tree.creations }
}
