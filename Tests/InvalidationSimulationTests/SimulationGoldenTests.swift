import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing
import _InvalidationTestSupport

/// Each folder under `Fixtures/Simulation` is played with its `changes.timeline`; the whole
/// text and JSON output are compared with `expected.txt` and `expected.json`. Set
/// `INVALIDATION_UPDATE_GOLDENS=1` to rewrite them after a deliberate change, then review
/// the difference.
@Suite struct SimulationGoldenTests {
    static let folders = (try? SimulationFixtures.folders()) ?? []

    @Test func theArticleAndTheLessonHaveFixtures() {
        #expect(
            Set(Self.folders).isSuperset(of: [
                "PickerRoomView1", "NavigationRoomView1", "PickerRoomView2", "PickerRoomView3", "LocalCounter",
                "LiftedCounter", "ExplicitID", "ConditionalDetails",
            ]))
    }

    @Test(arguments: folders)
    func outputMatchesGolden(_ folder: String) throws {
        let run = try SimulationFixtures.run(folder)
        let url = SimulationFixtures.root.appendingPathComponent(folder)
        #expect(GoldenFile.mismatch(run.text(), file: url.appendingPathComponent("expected.txt")) == nil)
        #expect(GoldenFile.mismatch(run.json(), file: url.appendingPathComponent("expected.json")) == nil)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.json().utf8)) as? [String: Any]
        #expect((parsed?["changes"] as? [Any])?.count == run.changes.count)
    }
}
