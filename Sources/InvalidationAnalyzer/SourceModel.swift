internal import Foundation
import Invalidation
import InvalidationReader
package import SwiftSyntax

/// Everything one reading of the source produced: the files, the declarations, each view
/// type's body followed once, and the graph built from them. Lint rules and the lifetime
/// simulation are queries over it; none of them reads or parses a file again.
package final class SourceModel: @unchecked Sendable {
    /// The files read, in the order read; ``Place/file`` indexes them.
    package let files: [SourceFile]
    let module: ModuleIndex
    /// Per type: the initializers calls are matched against.
    let shapes: [[InitializerShape]]
    /// Per type: what its body reads and creates, for view types.
    let summaries: [BodySummary?]
    /// The graph and its correspondence to types and creations.
    let built: GraphBuilder.Result
    /// The most views the course's tree may hold.
    let nodeLimit: Int

    /// Per file's tree: the file's index, to place any node of any file.
    private let fileOfTree: [SyntaxIdentifier: Int]
    private let lock = NSLock()
    /// Where each type's code names its members, for the case guards.
    let memberReferenceCache = MemberReferenceCache()
    private var cachedTree: ExpandedTree?
    private var cachedUses: UseModel?
    private var cachedWriteUses: UseModel?
    private var cachedHarnesses: Set<Int>?

    init(
        files: [SourceFile], module: ModuleIndex, shapes: [[InitializerShape]], summaries: [BodySummary?],
        built: GraphBuilder.Result, nodeLimit: Int
    ) {
        self.files = files
        self.module = module
        self.shapes = shapes
        self.summaries = summaries
        self.built = built
        self.nodeLimit = nodeLimit
        fileOfTree = Dictionary(
            files.enumerated().map { (Syntax($0.element.tree).id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The 1-based place of `place`.
    func location(_ place: Place) -> Invalidation.SourceLocation {
        files[Int(place.file)].location(ofOffset: Int(place.offset))
    }

    /// The public form of `span`, with lines and columns.
    func site(_ span: ActionSpan) -> ActionSite {
        ActionSite(
            name: span.name, isModifier: span.isModifier, start: location(span.start),
            end: location(Place(file: span.start.file, offset: span.end)))
    }

    /// The index of the file that holds `node`: in its tree, or in its complete tree where
    /// its tree defers bodies.
    package func file(of node: some SyntaxProtocol) -> Int? {
        let root = node.root.id
        if let file = fileOfTree[root] { return file }
        return files.firstIndex { $0.deferred?.holds(root: root) ?? false }
    }

    /// The 1-based place of `node`'s first token, after its leading trivia, in whichever file holds it.
    package func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        guard let file = file(of: node) else { return Invalidation.SourceLocation(line: 1, column: 1) }
        return files[file].location(of: node)
    }

    /// The 1-based place after `node`'s last token, before its trailing trivia.
    package func endLocation(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        guard let file = file(of: node) else { return Invalidation.SourceLocation(line: 1, column: 1) }
        return files[file].endLocation(of: node)
    }

    /// The course's tree: one node per view instance, expanded from the bodies once, on
    /// first use, up to ``nodeLimit`` views.
    var tree: ExpandedTree {
        lock.lock()
        defer { lock.unlock() }
        if let cachedTree { return cachedTree }
        let tree = ExpandedTree(model: self)
        cachedTree = tree
        return tree
    }

    /// What the views' and Apps' code does with their values: every use of their properties,
    /// and the calls and changes they make of objects. Read on first use, once. Lint and the
    /// simulation ask no more.
    package var uses: UseModel {
        lock.lock()
        defer { lock.unlock() }
        return lockedUses()
    }

    /// ``uses``, and the observable objects' own code and the text no use accounts for: what
    /// who changes each key asks. Read on first use, once, from ``uses`` and the objects.
    package var writeUses: UseModel {
        lock.lock()
        defer { lock.unlock() }
        if let cachedWriteUses { return cachedWriteUses }
        let uses = UseModel(
            module: module, files: files, isAppFile: built.isAppFile, viewTypes: Set(built.typeOfView),
            extending: lockedUses())
        cachedWriteUses = uses
        return uses
    }

    /// ``previewHarnesses``, found on first use, once.
    func cachedPreviewHarnesses(_ find: () -> Set<Int>) -> Set<Int> {
        lock.lock()
        defer { lock.unlock() }
        if let cachedHarnesses { return cachedHarnesses }
        let found = find()
        cachedHarnesses = found
        return found
    }

    /// ``uses``, with the lock held.
    private func lockedUses() -> UseModel {
        if let cachedUses { return cachedUses }
        let uses = UseModel(
            module: module, files: files, isAppFile: built.isAppFile, viewTypes: Set(built.typeOfView), extending: nil)
        cachedUses = uses
        return uses
    }
}

/// The course's tree of an app: instances expanded from the graph's bodies, as far as the
/// node limit allows.
struct ExpandedTree: Sendable {
    var scenario: Scenario
    var readLocations: [[Invalidation.SourceLocation]]
    var creations: [ViewCreation]
    /// Per node: the syntax that creates it, the initializer it calls and what decides its identity there.
    var sites: [TreeSite]
    /// What the expansion adds to the analysis' notes: where it was cut.
    var notes: [AnalysisNote]

    /// The tree of the whole app, or with `root` (a module type) only the instances one
    /// instance of that view holds; with `rootStateOnly`, its storage lists only the root's
    /// own state (other keys read are then out of the tree's scope).
    init(model: SourceModel, root: Int? = nil, rootStateOnly: Bool = false) {
        let module = model.module
        var expander = TreeExpander(
            module: module, summaries: model.summaries, nodeLimit: model.nodeLimit,
            included: model.built.viewOfType.map { $0 != nil })
        if let root { expander.expand(only: root) } else { expander.expand() }
        notes = expander.notes.filter { $0.kind == .limit }
            .map { AnalysisNote(kind: $0.kind, location: model.location($0.place), message: $0.message) }
        var nodes: [Scenario.Node] = []
        var readLocations: [[Invalidation.SourceLocation]] = []
        var creations: [ViewCreation] = []
        var sites: [TreeSite] = []
        nodes.reserveCapacity(expander.nodes.count)
        for node in expander.nodes {
            let place = model.location(node.place)
            nodes.append(
                Scenario.Node(
                    name: node.name, parent: node.parent.map { expander.nodes[$0].name }, reads: node.reads,
                    type: module.types[node.type].name, file: place.file, line: place.line))
            readLocations.append(node.readPlaces.map(model.location))
            creations.append(Self.creation(of: node, model: model))
            let declared = model.module.types[node.type].initializers.count
            sites.append(
                TreeSite(
                    node: node.creation?.node, initializer: node.shape.flatMap { $0 < declared ? $0 : nil },
                    identity: node.creation?.identity ?? []))
        }
        scenario = Scenario(storage: expander.storage(rootStateOnly: rootStateOnly), nodes: nodes)
        self.readLocations = readLocations
        self.creations = creations
        self.sites = sites
    }

    /// The creation facts of an expanded node: its arguments keyed by the parameter names
    /// of the initializer it matched (declared initializers come first among the shapes).
    private static func creation(of node: TreeExpander.Node, model: SourceModel) -> ViewCreation {
        guard node.parent != nil else { return ViewCreation() }
        var record = ViewCreation(location: model.location(node.place), inputs: node.incoming)
        record.notComparable = node.creation?.contents.map(\.property) ?? []
        guard let shape = node.shape, shape < model.shapes[node.type].count else { return record }
        let declared = model.module.types[node.type].initializers
        let names: [String]
        if shape < declared.count {
            record.initializer = model.location(declared[shape].place)
            names = declared[shape].parameters.map(\.name)
        } else {
            names = model.shapes[node.type][shape].parameters.map { $0.label ?? "_" }
        }
        for (position, keys) in node.arguments.enumerated() where position < names.count {
            if let keys { record.arguments[names[position]] = keys }
        }
        let matched = model.shapes[node.type][shape]
        for (position, argument) in (node.creation?.arguments ?? []).enumerated() where position < names.count {
            guard let argument, position < matched.parameters.count else { continue }
            let comparable = model.module.isComparable(
                argument, parameter: matched.parameters[position], fills: matched.fills[position], in: node.type)
            if !comparable { record.notComparable.append(names[position]) }
        }
        return record
    }
}
