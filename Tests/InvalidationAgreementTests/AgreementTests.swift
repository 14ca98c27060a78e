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
    /// The tree counts every instance: the graph is asked without what makes it count
    /// less (branches as alternatives, objects per maker, environment values the app
    /// declares), which the randomized graph tests check against expanding every path
    /// with those rules.
    @Test(arguments: folders)
    func theGraphCountsWhatTheTreeExpands(_ folder: String) throws {
        let analysis = try Self.analysis(folder)
        // A view created inside itself is cut in the tree and counted without the repeat
        // on the graph; the two agree only where no view is.
        guard !analysis.index.isCycleEdge.contains(true), analysis.treeNotes.isEmpty else { return }
        let scenario = analysis.scenario
        let tree = try analysis.loaded().index
        let typeOf = Dictionary(scenario.nodes.map { ($0.name, $0.type ?? $0.name) }, uniquingKeysWith: { a, _ in a })
        var everyInstance = analysis.graph
        everyInstance.objects = []
        everyInstance.declaredEnvironment = []
        for edge in everyInstance.edges.indices { everyInstance.edges[edge].identity = [] }
        let index = GraphIndex(everyInstance)
        for key in index.keys {
            let outcome = index.recomputations(of: key)
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

/// The graph's reads (the body followed as data flows) and the use model (every use of a
/// property read once) are two readings of the same bodies: a view's own state the graph
/// says its body reads is state the model finds used while the body is evaluated, and the
/// other way round.
@Suite struct UseModelAgreementTests {
    @Test(arguments: AgreementTests.folders)
    func aViewsOwnStateIsReadByBothReadingsOrByNeither(_ folder: String) throws {
        let analysis = try AgreementTests.analysis(folder)
        let uses = analysis.model.uses
        for view in analysis.model.declaredViews {
            let states = view.properties.filter { $0.wrapperKind == .owned(.state) }.map(\.name)
            let graphReads = Set(
                analysis.graph.views[view.view].reads.map(\.name).filter { $0.hasPrefix(view.name + ".") }
                    .map { String($0.dropFirst(view.name.count + 1)) }
            ).intersection(states)
            let modelReads = Set(
                uses.uses[view.type].filter { use in
                    use.timing == .body && use.effect.isBodyRead
                }.map(\.property)
            ).intersection(states)
            #expect(graphReads == modelReads, "\(folder): \(view.name)")
        }
    }

    /// A property of an observable object the model finds a body reading through one of the
    /// view's properties (`store.items`), the graph finds it reading too. (The graph finds
    /// more: what the object's computed properties and methods read.)
    @Test(arguments: AgreementTests.folders)
    func anObjectsPropertyTheModelSeesReadIsOneTheGraphReads(_ folder: String) throws {
        let analysis = try AgreementTests.analysis(folder)
        for view in analysis.model.declaredViews {
            let graphReads = Set(analysis.graph.views[view.view].reads.map(\.name))
            let modelReads = Set(analysis.model.uses.objectKeysRead(by: view.type, timing: .body).map(\.description))
            #expect(modelReads.subtracting(graphReads).isEmpty, "\(folder): \(view.name) \(modelReads.subtracting(graphReads))")
        }
    }
}
