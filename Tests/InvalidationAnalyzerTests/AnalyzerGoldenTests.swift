import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Each folder under `Fixtures/Analyzer` is an app (or part of one) in the style of one
/// rule; its graph is compared with `expected.json`, the course's tree drawn from it with
/// `expected.scenario.json`, its report with `expected.txt` and its drawing with `expected.dot`. Set `INVALIDATION_UPDATE_GOLDENS=1`
/// to record them after a deliberate change (the recording run fails), then review the difference.
@Suite struct AnalyzerGoldenTests {
    static let folders = (try? AnalyzerFixtures.folders()) ?? []

    @Test func everyRuleHasAFixture() {
        #expect(
            Set(Self.folders).isSuperset(of: [
                "Views", "Storage", "Reads", "Bindings", "InitializerFlow", "Tree", "Unseen", "RealAppStyle",
            ]))
    }

    @Test(arguments: folders)
    func modelMatchesGolden(_ folder: String) throws {
        let url = AnalyzerFixtures.root.appendingPathComponent(folder)
        let analysis = try AnalyzerFixtures.analyze(folder: url)
        #expect(GoldenFile.mismatch(analysis.graph.jsonText(), file: url.appendingPathComponent("expected.json")) == nil)
        #expect(
            GoldenFile.mismatch(analysis.scenario.jsonText(), file: url.appendingPathComponent("expected.scenario.json"))
                == nil)
        #expect(GoldenFile.mismatch(analysis.textReport(), file: url.appendingPathComponent("expected.txt")) == nil)
        #expect(GoldenFile.mismatch(analysis.dotGraph(), file: url.appendingPathComponent("expected.dot")) == nil)
        // The course's tree is `run`'s input: it reads back to the same model, which loads.
        let reread = try Scenario(json: analysis.scenario.jsonText())
        #expect(reread == analysis.scenario)
        #expect((try? reread.loaded()) != nil)
        // The graph reads back to the same graph.
        #expect(try ViewGraph(json: Array(analysis.graph.jsonText().utf8)) == analysis.graph)
    }

    @Test(arguments: folders)
    func resultDoesNotDependOnThreads(_ folder: String) throws {
        let url = AnalyzerFixtures.root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let sources = try names.map {
            SourceText(path: $0, text: try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        }
        let one = SourceAnalyzer(options: .init(threads: 1)).analyze(sources: sources)
        let four = SourceAnalyzer(options: .init(threads: 4)).analyze(sources: sources)
        #expect(one.scenario == four.scenario)
        #expect(one.notes == four.notes)
    }
}
