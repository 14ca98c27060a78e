import Invalidation
import InvalidationAnalyzer
import Testing

/// Where each writer's change starts (the control, modifier or receiver of a binding) and
/// the actions the analysis groups from them, asked by line or by view.
@Suite struct ActionQueryTests {
    static let source = """
        import SwiftUI

        @Observable final class Model {
            var count = 0
            func bump() { count += 1 }
        }

        struct Screen: View {
            @State private var model = Model()
            @State private var isOn = false

            var body: some View {
                VStack {
                    Text("\\(model.count)")
                    Button("Bump") {
                        model.bump()
                    }
                    Toggle("On", isOn: $isOn)
                }
                .onAppear { isOn = true }
            }
        }

        """

    @Test func eachWriterKnowsTheControlOrModifierItStartsAt() throws {
        let analysis = analyze(Self.source)
        let count = try #require(analysis.writes(of: "Model.count").writers.first { $0.view == "Screen" })
        let button = try #require(count.site)
        #expect(button.name == "Button" && !button.isModifier)
        #expect((button.start.line, button.start.column, button.end.line) == (15, 13, 17))
        #expect(count.location.line == 16)
        let isOn = analysis.writes(of: "Screen.isOn").writers
        #expect(isOn.map { $0.site?.label } == ["Toggle", ".onAppear"])
        #expect(isOn.map(\.trigger) == [.binding, .onAppear])
    }

    @Test func aLineInsideAClosureFindsItsAction() throws {
        let analysis = analyze(Self.source)
        for line in 15...17 {
            let found = try analysis.actions(at: "File0.swift", line: line)
            #expect(found.actions.map(\.label) == ["Button action"], "line \(line)")
            #expect(found.changes.map(\.key) == ["Model.count"])
            #expect(found.changes.first?.via == ["Model.bump"])
            let outcome = try analysis.explain(key: "Model.count")
            #expect(found.instances == outcome.totalInstances)
        }
        #expect(try analysis.actions(at: "File0.swift", line: 14).actions.isEmpty)
    }

    @Test func aViewsActionsComeInSourceOrder() {
        let analysis = analyze(Self.source)
        let actions = analysis.actions(in: "Screen")
        #expect(actions.map(\.label) == ["Button action", "Toggle binding", ".onAppear"])
        #expect(actions.map { $0.changes.map(\.key) } == [["Model.count"], ["Screen.isOn"], ["Screen.isOn"]])
    }

    /// A binding starts at the control it is handed to, whose span ends with its arguments:
    /// the content a sheet or a tab view builds is not the binding.
    @Test func aBindingCoversItsControlsArgumentsNotItsContent() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Tabs: View {
                @State private var tab = 0
                @State private var shows = false

                var body: some View {
                    TabView(selection: Binding(
                        get: { tab },
                        set: { tab = $0 }
                    )) {
                        Text("One")
                            .sheet(isPresented: $shows) {
                                Text("Sheet")
                            }
                    }
                }
            }

            """)
        let tab = try analysis.actions(at: "File0.swift", line: 10)
        #expect(tab.actions.map(\.label) == ["TabView binding"])
        #expect(tab.actions.first?.site.map { ($0.start.line, $0.end.line) } ?? (0, 0) == (8, 11))
        #expect(try analysis.actions(at: "File0.swift", line: 12).actions.isEmpty)
        let sheet = try analysis.actions(at: "File0.swift", line: 13)
        #expect(sheet.actions.map(\.label) == [".sheet binding"])
        #expect(sheet.changes.map(\.key) == ["Tabs.shows"])
        #expect(try analysis.actions(at: "File0.swift", line: 14).actions.isEmpty)
    }

    @Test func aFileIsNamedByAnyEndingOfItsPath() throws {
        let analysis = analyze(Self.source)
        #expect(try analysis.analyzedFile(matching: "./File0.swift", currentDirectory: "/app") == "File0.swift")
        #expect(throws: InvalidationError.self) { try analysis.analyzedFile(matching: "Other.swift") }
        #expect(throws: InvalidationError.self) { try analysis.actions(at: "File0.swift", line: 99) }
    }
}
