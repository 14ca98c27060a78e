import Foundation
import Invalidation
import InvalidationSource
import Testing

/// Each folder under `Fixtures/Analyzer` is an app (or part of one) in the style of one
/// rule; its whole model is compared with `expected.json`, its report with
/// `expected.txt` and its graph with `expected.dot`. Set `INVALIDATION_UPDATE_GOLDENS=1`
/// to rewrite them after a deliberate change, then review the difference.
@Suite struct AnalyzerGoldenTests {
    static let folders = (try? AnalyzerFixtures.folders()) ?? []
    static let updates = ProcessInfo.processInfo.environment["INVALIDATION_UPDATE_GOLDENS"] == "1"

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
        try compare(analysis.scenario.jsonText(), with: url.appendingPathComponent("expected.json"))
        try compare(analysis.textReport(), with: url.appendingPathComponent("expected.txt"))
        try compare(analysis.dotGraph(), with: url.appendingPathComponent("expected.dot"))
        // The analyzer's JSON is `run`'s input: it reads back to the same model, which loads.
        let reread = try Scenario(json: analysis.scenario.jsonText())
        #expect(reread == analysis.scenario)
        #expect((try? reread.loaded()) != nil)
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

    private func compare(
        _ actual: String, with url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if Self.updates {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(url.lastPathComponent) differs", sourceLocation: sourceLocation)
    }
}
