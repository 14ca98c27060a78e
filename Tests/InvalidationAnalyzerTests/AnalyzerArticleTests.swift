import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing

/// The view-model ownership article's `ContentView`/`RoomView` variants.
///
/// What the narrative implies, in the model's terms:
/// - `RoomView1` builds its `@State` view model from `name` in `init`. A state's initial
///   value is used only when the view first appears, so no data flows from `name` into
///   the state: the body reads `RoomView1.viewModel` (its own key) and `RoomVM.count`,
///   never the parent's `selectedRoom`. Picking another room recomputes `ContentView`
///   (local: it reads the value it passes and shows it in the `Picker`) and skips
///   `RoomView1`: "we never see the RoomView update".
/// - `RoomView2` adds `.onChange(of: name)`: the value given to `onChange(of:)` is read
///   during the body, so a pick now recomputes `RoomView2` too (parent), and the action
///   (which replaces the view model) runs later and reads nothing.
/// - `RoomView3` does the same and hands the object to `RoomView3Helper`, whose reads of
///   `viewModel` become reads of `RoomView3.viewModel` (parent) and of `RoomVM.count`.
@Suite struct AnalyzerArticleTests {
    static let model = """
        import Observation

        @Observable class RoomVM {
            let roomName: String
            var count: Int = 0
            init(roomName: String) {
                self.roomName = roomName
            }
        }
        """

    static let pickerContentView = """
        import SwiftUI

        struct ContentView: View {
            var rooms = ["Main Room", "Breakout", "Hallway"]
            @State var selectedRoom: String = "Main Room"
            var body: some View {
                VStack {
                    ROOMVIEW(name: selectedRoom)
                    Picker("Select a room", selection: $selectedRoom) {
                        ForEach(rooms, id: \\.self) { room in
                            Text(room)
                        }
                    }
                }
            }
        }
        """

    static func pickerContent(using room: String) -> String {
        pickerContentView.replacingOccurrences(of: "ROOMVIEW", with: room)
    }

    static let roomView1 = """
        import SwiftUI

        struct RoomView1: View {
            var name: String
            @State var viewModel: RoomVM
            init(name: String) {
                self.name = name
                self.viewModel = RoomVM(roomName: name)
            }

            var body: some View {
                LabeledContent(viewModel.roomName) {
                    Stepper("\\(viewModel.count)", value: $viewModel.count)
                }
            }
        }
        """

    @Test func navigationListCreatesEachRoomViewUnderContentView() throws {
        let analysis = analyze(
            Self.model,
            """
            import SwiftUI

            struct ContentView: View {
                var rooms = ["Main Room", "Breakout", "Hallway"]
                var body: some View {
                    NavigationView {
                        List {
                            ForEach(rooms, id: \\.self) { room in
                                NavigationLink(room) {
                                    RoomView1(name: room)
                                }
                            }
                        }
                    }
                }
            }
            """, Self.roomView1)
        #expect(
            treeSummary(analysis) == [
                "ContentView <- - reads []",
                "RoomView1 <- ContentView reads [RoomView1.viewModel, RoomVM.count]",
            ])
        #expect(
            analysis.scenario.storage == [
                .init(key: "RoomView1.viewModel", storage: .state(owner: "RoomView1")),
                .init(key: "RoomVM.count", storage: .model(object: "RoomVM")),
            ])
    }

    @Test func roomView1NeverSeesAPickedRoom() throws {
        let analysis = analyze(Self.model, Self.pickerContent(using: "RoomView1"), Self.roomView1)
        #expect(
            treeSummary(analysis) == [
                "ContentView <- - reads [ContentView.selectedRoom]",
                "RoomView1 <- ContentView reads [RoomView1.viewModel, RoomVM.count]",
            ])
        #expect(
            try courseLine(analysis, key: "ContentView.selectedRoom", label: "picked")
                == "picked: ContentView.selectedRoom changed | recomputed ContentView local | skipped RoomView1\n")
        #expect(
            try courseLine(analysis, key: "RoomVM.count", label: "stepped")
                == "stepped: RoomVM.count changed | recomputed RoomView1 observed | skipped ContentView\n")
        // SwiftUI compares the new `name` with the old one: it differs, so RoomView1's body
        // runs, and shows the view model it kept.
        let compared = try analysis.explain(key: "ContentView.selectedRoom", label: "picked", model: .swiftui)
        #expect(compared.recomputed.map { compared.name($0.view) } == ["ContentView", "RoomView1"])
        #expect(compared.recomputed.map(\.cause) == [.local, .parent])
        #expect(compared.recomputed.map(\.reasons) == [[.readsKey], [.inputChanged("name")]])
    }

    @Test func roomView2FollowsTheNameThroughOnChange() throws {
        let analysis = analyze(
            Self.model, Self.pickerContent(using: "RoomView2"),
            """
            import SwiftUI

            struct RoomView2: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    self.viewModel = RoomVM(roomName: name)
                }

                var body: some View {
                    LabeledContent(viewModel.roomName) {
                        Stepper("\\(viewModel.count)", value: $viewModel.count)
                    }
                    .onChange(of: name) {
                        self.viewModel = RoomVM(roomName: name)
                    }
                }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "ContentView <- - reads [ContentView.selectedRoom]",
                "RoomView2 <- ContentView reads [RoomView2.viewModel, RoomVM.count, ContentView.selectedRoom]",
            ])
        #expect(
            try courseLine(analysis, key: "ContentView.selectedRoom", label: "picked")
                == "picked: ContentView.selectedRoom changed | recomputed ContentView local, RoomView2 parent | skipped none\n"
        )
    }

    @Test func roomView3HandsTheModelToItsHelper() throws {
        let analysis = analyze(
            Self.model, Self.pickerContent(using: "RoomView3"),
            """
            import SwiftUI

            struct RoomView3: View {
                var name: String
                @State private var viewModel: RoomVM?

                var body: some View {
                    ZStack {
                        if let viewModel {
                            RoomView3Helper(viewModel: viewModel)
                        }
                    }
                    .onChange(of: name, initial: true) {
                        self.viewModel = RoomVM(roomName: name)
                    }
                }
            }

            struct RoomView3Helper: View {
                @Bindable var viewModel: RoomVM

                var body: some View {
                    LabeledContent(viewModel.roomName) {
                        Stepper("\\(viewModel.count)", value: $viewModel.count)
                    }
                }
            }
            """)
        #expect(
            treeSummary(analysis) == [
                "ContentView <- - reads [ContentView.selectedRoom]",
                "RoomView3 <- ContentView reads [RoomView3.viewModel, ContentView.selectedRoom]",
                "RoomView3Helper <- RoomView3 reads [RoomView3.viewModel, RoomVM.count]",
            ])
        #expect(
            try courseLine(analysis, key: "ContentView.selectedRoom", label: "picked")
                == "picked: ContentView.selectedRoom changed | recomputed ContentView local, RoomView3 parent | skipped RoomView3Helper\n"
        )
        #expect(
            try courseLine(analysis, key: "RoomView3.viewModel", label: "replaced")
                == "replaced: RoomView3.viewModel changed | recomputed RoomView3 local, RoomView3Helper parent | skipped ContentView\n"
        )
        #expect(analysis.notes.isEmpty)
    }
}
