internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// The references (``SyntaxReferences/references(in:declares:)``) in each view's members, property
/// observers and initializers, found once for every rule that asks: several rules, and the
/// rules' questions about the views that create a view, walk the same members again.
struct ViewReferences: Sendable {
    typealias Reference = (name: String, expression: ExprSyntax)

    /// Per view of the graph: the references of each root, by the root's identity.
    private let byRoot: [[SyntaxIdentifier: [Reference]]]

    /// Finds the references of every view in `views`, on up to `threads` threads.
    init(views: [DeclaredView], viewCount: Int, threads: Int) {
        let found = ParallelWork.map(count: views.count, threads: threads) { position in
            let view = views[position]
            var references: [SyntaxIdentifier: [Reference]] = [:]
            let roots =
                view.behaviourMembers.map(Syntax.init) + view.propertyObservers.map(Syntax.init)
                + view.initializers.map(Syntax.init)
            for root in roots where references[root.id] == nil {
                references[root.id] = SyntaxReferences.references(in: root, declares: view.declares)
            }
            return (view.view, references)
        }
        var byRoot = Array(repeating: [SyntaxIdentifier: [Reference]](), count: viewCount)
        for (view, references) in found where byRoot.indices.contains(view) { byRoot[view] = references }
        self.byRoot = byRoot
    }

    /// The references in `root`, one of `view`'s members, observers or initializers (any
    /// other node is walked now).
    func references(in root: some SyntaxProtocol, of view: DeclaredView) -> [Reference] {
        if byRoot.indices.contains(view.view), let found = byRoot[view.view][root.id] { return found }
        return SyntaxReferences.references(in: root, declares: view.declares)
    }
}

extension Optional where Wrapped == ViewReferences {
    /// The references in `root` of `view`: from the index when there is one.
    func references(in root: some SyntaxProtocol, of view: DeclaredView) -> [ViewReferences.Reference] {
        self?.references(in: root, of: view) ?? SyntaxReferences.references(in: root, declares: view.declares)
    }
}
