import Invalidation
import InvalidationAnalyzer
internal import SwiftSyntax

/// What rules see: the analyzer's one reading of the linted files, its graph, and the
/// declared view types with the places that create them.
struct LintContext: Sendable {
    /// The analysis of every linted file together.
    let analysis: Analysis
    /// The reading behind it.
    var model: SourceModel { analysis.model }
    /// Every view type, as declared, in the graph's order.
    let views: [DeclaredView]
    /// Per view of the graph: the places that create it.
    private let sites: [[CreationSite]]

    init(analysis: Analysis) {
        self.analysis = analysis
        views = analysis.model.declaredViews
        sites = analysis.graph.views.indices.map(analysis.model.creationSites)
    }

    /// The places that create `view`.
    func sites(of view: DeclaredView) -> [CreationSite] {
        sites[view.view]
    }

    /// The 1-based place of `node`'s first token, in whichever linted file holds it.
    func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        model.location(of: node)
    }

    /// The 1-based place after `node`'s last token.
    func endLocation(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        model.endLocation(of: node)
    }

    /// Whether `name`, written at `node`, names a class or actor of the linted files.
    func isClass(_ name: String, at node: some SyntaxProtocol) -> Bool {
        model.isClass(name, at: node)
    }
}
