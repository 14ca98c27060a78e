import Foundation
import Invalidation
import InvalidationAnalyzer
@testable import InvalidationLint
import InvalidationReader
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

/// The analyzer's graph, the course's tree drawn from it, lint and the lifetime simulation
/// read one model of the source; on the same fixtures they must say the same things.
@Suite struct AgreementTests {
    /// Every folder of Swift fixtures and shipped example apps.
    static let folders: [String] = {
        var found: [String] = []
        for root in [
            "Tests/InvalidationAnalyzerTests/Fixtures", "Tests/InvalidationSimulationTests/Fixtures", "Examples/Apps",
        ] {
            let url = PackageFiles.url(root)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() {
                let folder = url.appendingPathComponent(name).path
                if (try? SourceReader.swiftFiles(in: [folder]))?.isEmpty == false { found.append("\(root)/\(name)") }
            }
        }
        return found
    }()

    static func analysis(_ folder: String) throws -> Analysis {
        try SourceAnalyzer(options: .init(threads: 2)).analyze(paths: [PackageFiles.path(folder)])
    }

    @Test func thereAreFoldersToCompare() {
        #expect(Self.folders.count >= 15)
    }

    /// Counting paths on the graph gives what expanding them gives: for every key, the
    /// view types a change recomputes, with their causes and instance counts, are those of
    /// the course's tree, summed by type (for a view-owned key, per instance of its owner).
    @Test(arguments: folders)
    func theGraphCountsWhatTheTreeExpands(_ folder: String) throws {
        let analysis = try Self.analysis(folder)
        // A view created inside itself is cut in the tree and counted without the repeat
        // on the graph; the two agree only where no view is.
        guard !analysis.index.isCycleEdge.contains(true), analysis.treeNotes.isEmpty else { return }
        let scenario = analysis.scenario
        let tree = try analysis.loaded().index
        let typeOf = Dictionary(scenario.nodes.map { ($0.name, $0.type ?? $0.name) }, uniquingKeysWith: { a, _ in a })
        for key in analysis.index.keys {
            let outcome = analysis.index.recomputations(of: key)
            let graphCounts = Dictionary(
                outcome.recomputed.map { ("\(outcome.name($0.view)) \($0.cause)", $0.instances.value) },
                uniquingKeysWith: +)
            // The tree's keys for this key: one per instance of a view-owned key's owner.
            var treeKeys = [key]
            if let owner = outcome.storage?.stateOwner, let dot = key.lastIndex(of: ".") {
                let property = key[dot...]
                treeKeys = scenario.nodes.filter { ($0.type ?? $0.name) == owner }.map { $0.name + property }
            }
            for treeKey in treeKeys {
                var treeCounts: [String: Int] = [:]
                for item in tree.outcome(label: treeKey, key: treeKey).recomputed {
                    treeCounts["\(typeOf[item.view] ?? item.view) \(item.cause)", default: 0] += 1
                }
                #expect(graphCounts == treeCounts, "\(folder): \(key) (tree \(treeKey))")
            }
        }
    }

    /// Lint checks the graph's view types, and sees the graph's creation sites.
    @Test(arguments: folders)
    func lintSeesTheGraphsViewsAndSites(_ folder: String) throws {
        let analysis = try Self.analysis(folder)
        let context = LintContext(analysis: analysis)
        #expect(context.views.map(\.name) == analysis.graph.views.map(\.name), "\(folder)")
        for view in context.views {
            let edges = analysis.graph.edges.filter { $0.to == view.view }
            let sites = context.sites(of: view)
            #expect(sites.count == edges.count, "\(folder): \(view.name)")
            #expect(
                sites.map { context.location(of: $0.node) } == sites.map { analysis.graph.edges[$0.edge].location! },
                "\(folder): \(view.name)")
        }
    }

    /// The simulation plays the course's tree the analysis draws, and can change every key
    /// the tree's views read.
    @Test(arguments: folders)
    func theSimulationPlaysTheAnalyzersTree(_ folder: String) throws {
        let analysis = try Self.analysis(folder)
        let simulation = try Simulation(analysis: analysis)
        let keys = Set(simulation.changeKeys)
        for key in analysis.treeKeys { #expect(keys.contains(key), "\(folder): \(key)") }
        // The views it plays are the tree's.
        let run = try simulation.play([])
        let nodes = Set(analysis.scenario.nodes.map(\.name))
        #expect(Set(run.appearance.absent + run.appearance.appeared).isSubset(of: nodes), "\(folder)")
    }
}
