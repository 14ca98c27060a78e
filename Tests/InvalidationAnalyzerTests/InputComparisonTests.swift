import Invalidation
import InvalidationAnalyzer
import Testing

/// Whether each argument of the edges into `view` can be compared, by parameter.
private func comparable(into view: String, in analysis: Analysis) -> [String: Bool] {
    let graph = analysis.graph
    var found: [String: Bool] = [:]
    for edge in graph.edges where graph.views[edge.to].name == view {
        for argument in edge.arguments { found[argument.parameter] = argument.isComparable }
    }
    return found
}

/// SwiftUI's comparison of inputs (`--model swiftui`) against the course's rule, on the
/// same source: each kind of input, bindings, and what a body that runs passes on.
@Suite struct InputComparisonTests {
    /// The article's `RoomView1`: it stores `name` and its body never reads it.
    static let storedButUnread = """
        import SwiftUI

        struct Picker: View {
            @State private var room = "general"
            var body: some View {
                VStack {
                    Text(room)
                    Room(name: room)
                    Header(title: "Rooms")
                }
            }
        }

        struct Room: View {
            let name: String
            @State private var model: RoomModel
            init(name: String) {
                self.name = name
                _model = State(initialValue: RoomModel(name: name))
            }
            var body: some View { Text(model.title) }
        }

        struct Header: View {
            let title: String
            var body: some View { Text(title) }
        }

        @Observable final class RoomModel {
            var title: String
            init(name: String) { title = name }
        }
        """

    @Test func aStoredInputThatChangesRunsTheBodyThatDoesNotReadIt() throws {
        let analysis = analyze(Self.storedButUnread)
        #expect(try runs(analysis, key: "Picker.room", model: .course) == ["Picker local: reads the key"])
        // `Header` is given a constant: equal every time, so it never runs.
        #expect(
            try runs(analysis, key: "Picker.room", model: .swiftui) == [
                "Picker local: reads the key", "Room parent: input 'name' changed",
            ])
    }

    @Test func aValueUsedOnlyInInitIsNotStoredSoNotCompared() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Picker: View {
                @State private var room = "general"
                var body: some View {
                    VStack {
                        Text(room)
                        Room(name: room)
                    }
                }
            }

            struct Room: View {
                @State private var title: String
                init(name: String) { _title = State(initialValue: name) }
                var body: some View { Text(title) }
            }
            """)
        #expect(try runs(analysis, key: "Picker.room", model: .swiftui) == ["Picker local: reads the key"])
    }

    @Test func closuresCannotBeComparedWhateverTheyRead() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Footer(action: { count += 1 })
                        Footer(action: reset)
                        Toolbar { count = 0 }
                        Label(text: "Count")
                    }
                }
                func reset() { count = 0 }
            }

            struct Footer: View {
                let action: () -> Void
                var body: some View { Button("Add", action: action) }
            }

            struct Toolbar: View {
                var onClear: (() -> Void)?
                var body: some View { Button("Clear") { onClear?() } }
            }

            struct Label: View {
                let text: String
                var body: some View { Text(text) }
            }
            """)
        #expect(comparable(into: "Footer", in: analysis) == ["action": false])
        #expect(comparable(into: "Toolbar", in: analysis) == ["onClear": false])
        #expect(comparable(into: "Label", in: analysis) == ["text": true])
        #expect(try runs(analysis, key: "Screen.count", model: .course) == ["Screen local: reads the key"])
        #expect(
            try runs(analysis, key: "Screen.count", model: .swiftui) == [
                "Screen local: reads the key", "Footer parent: input 'action' cannot be compared",
                "Toolbar parent: input 'onClear' cannot be compared",
            ])
        // Footer has two instances: both run.
        let outcome = try analysis.explain(key: "Screen.count", model: .swiftui)
        #expect(outcome.recomputed.first { outcome.name($0.view) == "Footer" }?.instances.value == 2)
    }

    @Test func aStructThatHoldsAClosureCannotBeComparedAClassCan() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Handlers { var onTap: () -> Void }
            final class Coordinator { var onTap: () -> Void = {} }

            struct Screen: View {
                @State private var count = 0
                let handlers: Handlers
                let coordinator: Coordinator
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Row(handlers: handlers)
                        Panel(coordinator: coordinator)
                    }
                }
            }

            struct Row: View {
                let handlers: Handlers
                var body: some View { Button("Tap", action: handlers.onTap) }
            }

            struct Panel: View {
                let coordinator: Coordinator
                var body: some View { Button("Tap", action: coordinator.onTap) }
            }
            """)
        #expect(comparable(into: "Row", in: analysis) == ["handlers": false])
        #expect(comparable(into: "Panel", in: analysis) == ["coordinator": true])
        #expect(
            try runs(analysis, key: "Screen.count", model: .swiftui) == [
                "Screen local: reads the key", "Row parent: input 'handlers' cannot be compared",
            ])
    }

    @Test func aContentClosureKeptForTheBodyCannotBeComparedAViewBuiltInInitCan() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Lazy { Text("Fixed") }
                        Eager { Text("Fixed") }
                        Built { Text("Fixed") }
                    }
                }
            }

            struct Lazy<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() } }
            }

            struct Eager<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content } }
            }

            // The memberwise initializer of a `@ViewBuilder` property calls the closure too.
            struct Built<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content } }
            }
            """)
        #expect(comparable(into: "Lazy", in: analysis) == ["content": false])
        #expect(comparable(into: "Eager", in: analysis)["content"] != false)
        #expect(comparable(into: "Built", in: analysis)["content"] != false)
        #expect(
            try runs(analysis, key: "Screen.count", model: .swiftui) == [
                "Screen local: reads the key", "Lazy parent: input 'content' cannot be compared",
            ])
    }

    /// A binding holds the value it was made with: a creator that runs for the change hands
    /// over a new one. A creator that does not run hands over nothing new, and the child
    /// runs only where its body reads the binding.
    @Test func aBindingChangesWhenItsCreatorRunsForTheChange() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Shows: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Text(on ? "on" : "off")
                        Switch(isOn: $on)
                    }
                }
            }

            struct Hides: View {
                @State private var on = false
                var body: some View { Switch(isOn: $on) }
            }

            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Button("Flip") { isOn.toggle() } }
            }
            """)
        #expect(try runs(analysis, key: "Shows.on", model: .course) == ["Shows local: reads the key"])
        #expect(
            try runs(analysis, key: "Shows.on", model: .swiftui) == [
                "Shows local: reads the key", "Switch parent: input 'isOn' changed",
            ])
        #expect(try runs(analysis, key: "Hides.on", model: .swiftui) == [])
    }

    /// A view that runs because of its creator passes on what it holds: a closure it hands
    /// down runs the next view too, down the chain.
    @Test func aBodyThatRunsForAnIncomparableInputPassesClosuresOn() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Middle { count = 0 }
                    }
                }
            }

            struct Middle: View {
                let onReset: () -> Void
                var body: some View { Leaf(action: onReset) }
            }

            struct Leaf: View {
                let action: () -> Void
                var body: some View { Button("Reset", action: action) }
            }
            """)
        #expect(
            try runs(analysis, key: "Screen.count", model: .swiftui) == [
                "Screen local: reads the key", "Middle parent: input 'onReset' cannot be compared",
                "Leaf parent: input 'action' cannot be compared",
            ])
        #expect(try runs(analysis, key: "Screen.count", model: .course) == ["Screen local: reads the key"])
    }

    /// The same source under both models: the course's readers are always among SwiftUI's,
    /// with the same causes.
    @Test func theCourseReadersAreASubsetOfSwiftUIs() throws {
        let analysis = analyze(Self.storedButUnread)
        for key in analysis.keys {
            let course = try analysis.explain(key: key, model: .course)
            let swiftui = try analysis.explain(key: key, model: .swiftui)
            let compared = Dictionary(uniqueKeysWithValues: swiftui.recomputed.map { ($0.view, $0.cause) })
            for item in course.recomputed { #expect(compared[item.view] == item.cause, "\(key)") }
        }
    }
}
