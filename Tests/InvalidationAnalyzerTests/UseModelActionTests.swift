import Invalidation
@testable import InvalidationAnalyzer
import Testing

/// The actions of a view (`onChange(of:)`, `task(id:)`, `task`, `onAppear`) and what each
/// changes, and what an `init` sets, as queries over the use model; and those answers as
/// the facts the lifetime simulation reads.
@Suite struct UseModelActionTests {
    static let source = """
        import SwiftUI

        struct Feed: View {
            let topic: String
            @State private var title = ""
            @State private var visits = 0
            @State private var items: [String] = []
            @State private var isLoaded = false
            @State private var count: Int

            init(topic: String, start: Int) {
                self.topic = topic
                _count = State(initialValue: start)
                title = topic + "!"
                count += 1
            }

            var body: some View {
                Text(title)
                    .task(id: topic) { title = topic }
                    .onAppear(perform: load)
                    .onChange(of: topic, initial: true) { self.visits += 1; reset() }
                    .onChange(of: visits) { print(visits) }
                    .task { await refresh() }
                    .onDisappear { items = [] }
            }

            func load() { isLoaded.toggle(); first() }
            func first() { second() }
            func second() { third() }
            func third() { items.append("3") }
            func reset() { first() }
            func refresh() async { visits = 0 }
        }
        """

    private func declared(_ name: String, in analysis: Analysis) throws -> DeclaredView {
        try #require(analysis.model.declaredViews.first { $0.name == name })
    }

    /// Each action as `label trigger: property effect, …`, in the order the model gives.
    @Test func actionsComeFromTheLastModifierOfAChainWithWhatTheirCodeAndMethodsChange() throws {
        let analysis = analyze(Self.source)
        let view = try declared("Feed", in: analysis)
        let actions = analysis.model.uses.actions(of: view.type).map { action in
            "\(action.label) \(action.trigger): "
                + action.changes.map { "\($0.property) \($0.effect)" }.joined(separator: ", ")
        }
        // `onDisappear` is not an action the simulation plays, and `onChange(of: visits)`
        // changes nothing. The method named as the code (`load`) is the action's own code, so
        // `third` is three calls away from it; from the closure of `onChange(of: topic)`,
        // `reset` is one call away and `third` four.
        #expect(
            actions == [
                "task appear: visits assign",
                "onChange(of: topic) change(initial: true): visits assign",
                "onAppear appear: isLoaded mutatingCall, items mutatingCall",
                "task(id: topic) taskID: title assign",
            ])
    }

    @Test func anInitializersAssignmentsAreItsUsesThatSetAProperty() throws {
        let analysis = analyze(Self.source)
        let view = try declared("Feed", in: analysis)
        let assignments = analysis.model.uses.assignments(inInitializer: 0, of: view.type)
        #expect(assignments.map(\.property) == ["topic", "count", "title", "count"])
        #expect(assignments.map { $0.assignedValue?.trimmedDescription } == ["topic", "start", nil, nil])
    }

    /// A value written whole is read as facts, unwrapped from `State(initialValue:)` and
    /// across an unfolded `a + b`; a compound assignment or a mutating call writes none.
    @Test func theFactsOfWhatInitializersAndActionsWrite() throws {
        let analysis = analyze(Self.source)
        let views = analysis.model.declaredViews
        let values = ValueFacts(model: analysis.model, views: views)
        let view = try declared("Feed", in: analysis)
        let initializer = try #require(values.initializers(of: view).first)
        #expect(initializer.parameters == [.init(label: "topic", name: "topic"), .init(label: "start", name: "start")])
        #expect(initializer.assignments.mapValues(\.text) == ["topic": "topic", "count": "start", "title": "topic + \"!\""])
        #expect(initializer.assignments["title"]?.references.map(\.name) == ["topic"])
        let actions = values.actions(of: view)
        #expect(actions.map(\.trigger) == [.appear, .change(initial: true), .appear, .taskID])
        #expect(actions.last?.watched?.text == "topic")
        let topic = ExpressionFacts(text: "topic", references: [.init(name: "topic", viaSelf: false)])
        #expect(actions.last?.writes == [.init(property: "title", value: topic)])
        #expect(actions[2].writes.map(\.value) == [nil, nil])
    }
}
