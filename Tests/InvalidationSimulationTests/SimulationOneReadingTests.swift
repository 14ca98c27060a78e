import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing

/// The simulation reads the analyzer's one model: the keys it follows are the analyzer's
/// keys, identities come from the analyzer's creation sites, and nothing is parsed twice.
@Suite struct SimulationOneReadingTests {
    /// An `@AppStorage` value decides a branch: the simulation follows it, as the analyzer
    /// follows its reads.
    @Test func anAppStorageValueInAnIfShowsAndHidesItsBranch() throws {
        let simulation = try simulation(
            """
            struct Settings: View {
                @AppStorage("showsDetails") private var showsDetails = true
                var body: some View {
                    if showsDetails { Details() }
                }
            }
            struct Details: View {
                @State private var isExpanded = false
                var body: some View { Text(isExpanded ? "more" : "less") }
            }
            """)
        let run = try play(simulation, "hide: AppStorage.showsDetails", "show: AppStorage.showsDetails")
        #expect(run.changes[0].disappeared == ["Details"])
        #expect(slotEvent("Details.isExpanded", in: run.changes[0])?.changes == [.destroyed])
        #expect(run.changes[1].appeared == ["Details"])
        #expect(slotEvent("Details.isExpanded", in: run.changes[1])?.changes == [.created])
    }

    /// `_query` is the wrapper of `query`, as the analyzer decides: a slot set from
    /// `_query.wrappedValue` is derived from `query`.
    @Test func aWrapperSpelledWithAnUnderscoreIsItsProperty() throws {
        let simulation = try simulation(
            """
            @Observable class Feed { init(topic: String) {} }
            struct Search: View {
                @State private var query = "swift"
                @State private var feed: Feed?
                var body: some View {
                    Text("").task(id: query) { feed = Feed(topic: _query.wrappedValue) }
                }
            }
            """)
        let run = try play(simulation, "Search.query")
        let slot = try #require(slotEvent("Search.feed", in: run.changes[0]))
        #expect(slot.derivation == Derivation(inputs: ["query"], keys: ["Search.query"], version: 1))
    }

    /// A branch around the call of a helper decides the identity of the views the helper
    /// creates.
    @Test func aBranchAroundAHelperDecidesTheIdentityOfWhatItCreates() throws {
        let simulation = try simulation(
            """
            struct Screen: View {
                @State private var showsHeader = true
                var body: some View {
                    VStack {
                        if showsHeader { header }
                    }
                }
                var header: some View { Header() }
            }
            struct Header: View {
                @State private var isCollapsed = false
                var body: some View { Text(isCollapsed ? "" : "Header") }
            }
            """)
        let run = try play(simulation, "Screen.showsHeader")
        #expect(run.changes[0].disappeared == ["Header"])
        #expect(slotEvent("Header.isCollapsed", in: run.changes[0])?.changes == [.destroyed])
    }

    /// Source that nests past the reader's limits ends in a note, not a crash: the
    /// simulation reads the analyzer's trees, which stop where the nesting passes the limit.
    @Test func deeplyNestedSourceIsReadOnceWithinTheLimits() throws {
        let simulation = try simulation(
            """
            struct Screen: View {
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            let deep = \(String(repeating: "(", count: 2_000))1\(String(repeating: ")", count: 2_000))
            """)
        let run = try play(simulation, "Screen.count")
        #expect(run.changes.count == 1)
        #expect(simulation.analysis.notes.contains { $0.kind == .limit })
    }
}
