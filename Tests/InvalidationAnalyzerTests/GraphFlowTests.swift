import Invalidation
import InvalidationAnalyzer
import Testing

/// The edges from `from` to `to`, in order.
private func edges(from: String, to: String, in analysis: Analysis) -> [ViewGraph.Edge] {
    let graph = analysis.graph
    return graph.edges.filter { graph.views[$0.from].name == from && graph.views[$0.to].name == to }
}

/// Each recomputed view of the change of `key` as `name cause instances`.
private func recomputed(_ analysis: Analysis, key: String) throws -> [String] {
    let outcome = try analysis.explain(key: key)
    return outcome.recomputed.map { "\(outcome.name($0.view)) \($0.cause) \($0.instances)" }
}

/// The instances of the view named `name`.
private func instances(of name: String, in analysis: Analysis) -> Int? {
    analysis.graph.view(named: name).map { analysis.index.instances[$0].value }
}

/// What flows through the graph's edges from source, followed per creation path: keys and
/// inputs per argument, constants, bindings, content closures, and what a change of each
/// key then recomputes, with how many instances.
@Suite struct GraphFlowTests {
    @Test func aChildOfTwoParentsIsRecomputedOnlyUnderTheParentWhoseKeyChanged() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Root: View {
                var body: some View {
                    VStack { Inbox(); Inbox(); Outbox() }
                }
            }

            struct Inbox: View {
                @State private var unread = 0
                var body: some View { Badge(count: unread) }
            }

            struct Outbox: View {
                @State private var pending = 0
                var body: some View { Badge(count: pending) }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(
            edges(from: "Inbox", to: "Badge", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "count", fills: ["count"], keys: ["Inbox.unread"])]
            ])
        #expect(
            edges(from: "Outbox", to: "Badge", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "count", fills: ["count"], keys: ["Outbox.pending"])]
            ])
        #expect(analysis.index.instances.map(\.value) == [1, 2, 1, 3])
        // State is counted within one instance of its owner: one Badge per Inbox.
        #expect(try recomputed(analysis, key: "Inbox.unread") == ["Inbox local 1", "Badge parent 1"])
        #expect(
            try courseLine(analysis, key: "Inbox.unread", label: "read")
                == "read: Inbox.unread changed | recomputed Inbox local, Badge parent | skipped Root,Outbox\n")
        // The views a view-owned key recomputes are listed from their owner down.
        #expect(
            try courseLine(analysis, key: "Outbox.pending", label: "queued")
                == "queued: Outbox.pending changed | recomputed Outbox local, Badge parent | skipped Root,Inbox\n")
    }

    @Test func aModelKeyReachesOnlyTheInstancesItIsPassedTo() throws {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Mail {
                var unread = 0
                var drafts = 0
            }

            struct Root: View {
                let mail: Mail
                var body: some View {
                    VStack { Inbox(mail: mail); Inbox(mail: mail); Drafts(mail: mail) }
                }
            }

            struct Inbox: View {
                let mail: Mail
                var body: some View { Badge(count: mail.unread) }
            }

            struct Drafts: View {
                let mail: Mail
                var body: some View { Badge(count: mail.drafts) }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(instances(of: "Badge", in: analysis) == 3)
        #expect(try recomputed(analysis, key: "Mail.unread") == ["Inbox observed 2", "Badge observed 2"])
        #expect(try recomputed(analysis, key: "Mail.drafts") == ["Drafts observed 1", "Badge observed 1"])
        #expect(try analysis.explain(key: "Mail.unread").counts == CauseCounts(observed: 4))
        #expect(
            try courseLine(analysis, key: "Mail.unread", label: "arrived")
                == "arrived: Mail.unread changed | recomputed Inbox observed ×2, Badge observed ×2 | skipped Root,Drafts\n"
        )
    }

    @Test func aConstantArgumentCarriesNothing() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Outbox: View {
                @State private var pending = 0
                var body: some View {
                    VStack {
                        Badge(count: pending)
                        Badge(count: 3)
                        Row(title: "A")
                    }
                }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }

            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        let constant = try #require(edges(from: "Outbox", to: "Row", in: analysis).first?.arguments.first)
        #expect(constant == ViewGraph.Argument(parameter: "title", fills: ["title"]))
        #expect(constant.isConstant)
        #expect(
            edges(from: "Outbox", to: "Badge", in: analysis).map { $0.arguments.map(\.isConstant) } == [
                [false], [true],
            ])
        #expect(instances(of: "Badge", in: analysis) == 2)
        // Only the Badge given `pending` is recomputed.
        #expect(try recomputed(analysis, key: "Outbox.pending") == ["Outbox local 1", "Badge parent 1"])
        #expect(
            try courseLine(analysis, key: "Outbox.pending", label: "queued")
                == "queued: Outbox.pending changed | recomputed Outbox local, Badge parent | skipped Row\n")
    }

    @Test func aValueFlowsThroughTwoLevelsOfInputs() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Levels: View {
                @State private var level = 0
                var body: some View { Meter(value: level) }
            }

            struct Fixed: View {
                var body: some View { Meter(value: 1) }
            }

            struct Meter: View {
                let value: Int
                var body: some View { Gauge(value: value) }
            }

            struct Gauge: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            """)
        #expect(
            edges(from: "Levels", to: "Meter", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "value", fills: ["value"], keys: ["Levels.level"])]
            ])
        #expect(
            edges(from: "Meter", to: "Gauge", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "value", fills: ["value"], inputs: ["value"])]
            ])
        #expect(analysis.graph.views.map { $0.inputs.map(\.name) } == [[], [], ["value"], ["value"]])
        #expect(instances(of: "Gauge", in: analysis) == 2)
        #expect(
            try courseLine(analysis, key: "Levels.level", label: "raised")
                == "raised: Levels.level changed | recomputed Levels local, Meter parent, Gauge parent | skipped Fixed\n"
        )
    }

    @Test func aBindingIsReadWhereAControlShowsIt() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Form: View {
                @State private var isOn = false
                var body: some View { Section(isOn: $isOn) }
            }

            struct Section: View {
                @Binding var isOn: Bool
                var body: some View { Switch(isOn: $isOn) }
            }

            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("On", isOn: $isOn) }
            }
            """)
        #expect(
            edges(from: "Form", to: "Section", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "isOn", fills: ["isOn"], keys: ["Form.isOn"], isBinding: true)]
            ])
        #expect(
            edges(from: "Section", to: "Switch", in: analysis).map(\.arguments) == [
                [ViewGraph.Argument(parameter: "isOn", fills: ["isOn"], inputs: ["isOn"], isBinding: true)]
            ])
        // Handing a binding on reads nothing: only the view whose Toggle shows it is recomputed.
        #expect(analysis.graph.views.map { $0.reads.map(\.name) } == [[], [], []])
        #expect(analysis.graph.views.map { $0.inputs.map(\.name) } == [[], [], ["isOn"]])
        #expect(
            try courseLine(analysis, key: "Form.isOn", label: "switched")
                == "switched: Form.isOn changed | recomputed Switch parent | skipped Form,Section\n")
    }

    @Test func aContentClosureCarriesItsKeysIntoTheContainer() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Card { Text("\\(count)") }
                        Card { Total(count: count) }
                        Card { Text("Fixed") }
                    }
                }
            }

            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() } }
            }

            struct Total: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        let cards = edges(from: "Counter", to: "Card", in: analysis)
        #expect(
            cards.map(\.arguments) == [
                [ViewGraph.Argument(parameter: "content", fills: ["content"], keys: ["Counter.count"], isComparable: false)],
                [ViewGraph.Argument(parameter: "content", fills: ["content"], keys: ["Counter.count"], isComparable: false)],
                [ViewGraph.Argument(parameter: "content", fills: ["content"], isComparable: false)],
            ])
        #expect(cards.map(\.container) == [nil, nil, nil])
        // Total is written in Counter's body, in the closure the second Card calls.
        let total = try #require(edges(from: "Counter", to: "Total", in: analysis).first)
        #expect(total.container == 1)
        #expect(total.arguments == [ViewGraph.Argument(parameter: "count", fills: ["count"], keys: ["Counter.count"])])
        #expect(analysis.graph.views.map { $0.inputs.map(\.name) } == [[], ["content"], ["count"]])
        // The closures run in Card's body, not in Counter's.
        #expect(analysis.graph.views[0].reads.isEmpty)
        #expect(try recomputed(analysis, key: "Counter.count") == ["Card parent 2", "Total parent 1"])
        #expect(
            try courseLine(analysis, key: "Counter.count", label: "counted")
                == "counted: Counter.count changed | recomputed Card parent ×2, Total parent | skipped Counter\n")
    }

    @Test func observableObjectObserversReadEveryPublishedKey() throws {
        let analysis = analyze(
            """
            import SwiftUI

            final class Settings: ObservableObject {
                @Published var name = ""
                @Published var volume = 0
                var cache = 0
            }

            struct SettingsScreen: View {
                @StateObject private var settings = Settings()
                var body: some View {
                    VStack {
                        NameField(settings: settings)
                        VolumeLabel()
                        Footer()
                    }
                    .environmentObject(settings)
                }
            }

            struct NameField: View {
                @ObservedObject var settings: Settings
                var body: some View { TextField("Name", text: $settings.name) }
            }

            struct VolumeLabel: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("Volume") }
            }

            struct Footer: View {
                var body: some View { Text("Footer") }
            }
            """)
        #expect(
            analysis.graph.storage.map(\.key) == ["Settings.name", "Settings.volume"])
        #expect(
            analysis.graph.views.map { $0.reads.map(\.name) } == [
                ["Settings.name", "Settings.volume"], ["Settings.name", "Settings.volume"],
                ["Settings.name", "Settings.volume"], [],
            ])
        #expect(
            try courseLine(analysis, key: "Settings.volume", label: "louder")
                == "louder: Settings.volume changed | recomputed SettingsScreen observed, NameField observed, VolumeLabel observed | skipped Footer\n"
        )
    }
}
