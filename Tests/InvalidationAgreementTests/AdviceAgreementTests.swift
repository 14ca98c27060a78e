import Invalidation
import InvalidationAnalyzer
import Testing
import _InvalidationTestSupport

/// `advise` counts today's bodies as `explain --all` does, on every fixture and example
/// app: an advice's "before" is the sum of its keys' costs, under either model.
@Suite struct AdviceAgreementTests {
    /// The advice fixtures of the command's tests, with the folders the other agreement tests read.
    static let folders: [String] =
        AgreementTests.folders
        + ["Observable", "PassLess", "PassLessTwo", "ComparableInput", "MoveReadDown"].flatMap { fixture in
            ["Before", "After"].map { "Tests/InvalidationCLITests/Fixtures/Advise/\(fixture)/\($0)" }
        }

    @Test(arguments: folders)
    func todaysBodiesAreWhatExplainCounts(_ folder: String) throws {
        let analysis = try AgreementTests.analysis(folder)
        for model in RecomputationModel.allCases {
            let costs = Dictionary(
                Analysis.keyCosts(in: analysis.index, model: model).map { ($0.key, $0.instances.value) },
                uniquingKeysWith: { first, _ in first })
            let advice = analysis.advice(model: model)
            for item in advice {
                #expect(!item.keys.isEmpty && !item.edits.isEmpty, "\(folder): \(item.subject)")
                let sum = item.keys.reduce(0) { $0 + (costs[$1] ?? -1_000_000) }
                #expect(item.before.value == sum, "\(folder) \(model): \(item.kind) \(item.subject)")
                #expect(item.saved > 0 && item.after < item.before, "\(folder) \(model): \(item.subject)")
            }
            // Ranked: the most saved first.
            #expect(zip(advice, advice.dropFirst()).allSatisfy { $0.saved >= $1.saved }, "\(folder) \(model)")
        }
    }

    /// The comparison above is not empty: each advice fixture gives advice of its kind.
    @Test func eachFixtureGivesItsKind() throws {
        for (fixture, kind) in [
            ("Observable", Advice.Kind.observable), ("PassLess", .passLess), ("ComparableInput", .comparableInput),
            ("MoveReadDown", .moveReadDown),
        ] {
            let analysis = try AgreementTests.analysis("Tests/InvalidationCLITests/Fixtures/Advise/\(fixture)/Before")
            #expect(analysis.advice().contains { $0.kind == kind }, "\(fixture)")
        }
    }
}
