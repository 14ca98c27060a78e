import Invalidation
import Testing

/// Changes appended to a loaded scenario play exactly as if the scenario listed them.
@Suite struct LoadedScenarioAppendTests {
    static func jsonString(_ text: String) -> String {
        var buffer = ByteBuffer()
        JSONText.writeString(text, to: &buffer)
        return buffer.string
    }

    static func scenarioJSON(changes: [(label: String, key: String)]) -> String {
        let listed = changes.map { "{\"label\": \(jsonString($0.label)), \"key\": \(jsonString($0.key))}" }
            .joined(separator: ", ")
        return """
            {
              "storage": {
                "tapCount": {"state": {"owner": "CounterCard"}},
                "caf\u{E9}": {"state": {"owner": "DashboardView"}},
                "\\\\.colorScheme": {"environment": {}}
              },
              "nodes": [
                {"name": "DashboardView", "parent": null, "reads": ["ghost", "caf\u{E9}"]},
                {"name": "CounterCard", "parent": "DashboardView", "reads": ["tapCount", "caf\u{E9}"]},
                {"name": "StatusLabel", "parent": "DashboardView", "reads": ["\\\\.colorScheme"]}
              ],
              "changes": [\(listed)]
            }
            """
    }

    static func output(_ scenario: LoadedScenario, _ format: RunFormat) -> String {
        var reporter = RunReporter(format: format, out: ByteBuffer())
        reporter.begin()
        scenario.run(to: &reporter)
        reporter.end()
        return reporter.out.string
    }

    /// A key with storage, a key read but without storage, a key nobody knows, a key
    /// spelled with a combining accent, and one appended twice.
    static let appended: [(label: String, key: String)] = [
        ("tapped", "tapCount"), ("ghost", "ghost"), ("nowhere", "nowhere"), ("accent", "cafe\u{301}"),
        ("nowhere again", "nowhere"), ("dark", "\\.colorScheme"),
    ]

    @Test(arguments: [RunFormat.text, .json, .counts])
    func appendedChangesPlayAsIfListed(format: RunFormat) throws {
        let own = [(label: "first", key: "tapCount")]
        var scenario = try LoadedScenario(json: Self.scenarioJSON(changes: own))
        for change in Self.appended { scenario.appendChange(Scenario.Change(label: change.label, key: change.key)) }
        let listed = try LoadedScenario(json: Self.scenarioJSON(changes: own + Self.appended))
        #expect(scenario.changes.count == 7)
        #expect(Self.output(scenario, format) == Self.output(listed, format))
    }

    @Test func anUnknownKeyRecomputesNothingAndLeavesTheOtherKeysAsTheyWere() throws {
        var scenario = try LoadedScenario(json: Self.scenarioJSON(changes: []))
        let keyCount = scenario.index.keyCount
        let before = scenario.index.counts(ofKey: try #require(scenario.index.key(named: "café")))
        scenario.appendChange(Scenario.Change(label: "nowhere", key: "nowhere"))
        #expect(scenario.index.keyCount == keyCount + 1)
        let nowhere = try #require(scenario.index.key(named: "nowhere"))
        #expect(scenario.index.storage(ofKey: nowhere) == nil)
        #expect(scenario.index.readers(ofKey: nowhere).isEmpty)
        #expect(scenario.index.counts(ofKey: nowhere) == CauseCounts())
        #expect(scenario.index.counts(ofKey: try #require(scenario.index.key(named: "café"))) == before)
        #expect(Self.output(scenario, .text) == """
            nowhere: nowhere changed | recomputed none | skipped DashboardView,CounterCard,StatusLabel
            local: 0
            parent: 0
            observed: 0
            environment: 0

            """)
    }
}
