import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Constructs from real apps that the analyzer first misread: a binding built with
/// `.init(get:set:)`, the actions of alert buttons, and values built by helpers that
/// are declared to return something other than a view.
@Suite struct AnalyzerGapTests {
    // MARK: `.init(get:set:)` where a `Binding` is expected

    @Test func implicitBindingInitializerReadsItsGetterWhereAControlShowsIt() {
        let source = MarkedText(
            """
            import SwiftUI

            @Observable final class Preferences {
                var flavor = 0
                var isSubscribed = false
                var limit = 3
            }

            struct FlavorPicker: View {
                let preferences: Preferences

                var body: some View {
                    Form {
                        Picker(
                            "Flavor",
                            selection: .init(
                                get: { preferences.1️⃣flavor },
                                set: { preferences.flavor = min($0, preferences.limit) })
                        ) {
                            Text("Vanilla").tag(0)
                            Text("Mint").tag(1)
                        }
                        Toggle(
                            "Newsletter",
                            isOn: .init { preferences.2️⃣isSubscribed } set: { preferences.isSubscribed = $0 })
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("FlavorPicker", in: analysis)?.reads == ["Preferences.flavor", "Preferences.isSubscribed"])
        expectRead(analysis, view: "FlavorPicker", key: "Preferences.flavor", at: "1️⃣", in: source)
        expectRead(analysis, view: "FlavorPicker", key: "Preferences.isSubscribed", at: "2️⃣", in: source)
    }

    @Test func implicitInitializerWithOtherLabelsIsStillNoted() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Stamp: View {
                @State private var count = 0

                var body: some View {
                    Text("Stamp")
                        .modifier(.init(apply: 1️⃣{ count }))
                }
            }
            """)
        let analysis = analyze(source.text)
        expectNote(analysis, .unfollowedClosure, at: "1️⃣", in: source)
        #expect(node("Stamp", in: analysis)?.reads == [])
    }

    // MARK: Views from other modules

    @Test func aClosureThatBuildsViewsGivenToAViewFromAnotherModuleIsItsContent() {
        let source = MarkedText(
            """
            import SwiftUI
            import Settings

            struct GeneralPane: View {
                @State private var launchAtLogin = false
                @State private var title = "General"
                @State private var taps = 0

                var body: some View {
                    Settings.Container(contentWidth: 450) 1️⃣{
                        Settings.Section(title: 2️⃣title) {
                            Toggle("Launch at login", isOn: $launchAtLogin)
                        }
                    }
                    .onVisible 3️⃣{ taps += 1 }
                    CustomButton(action: 4️⃣{ taps += 1 })
                }
            }
            """)
        let analysis = analyze(source.text)
        // The container's content is read by the body; the modifier's closure and an
        // action given to another module's view are not content.
        #expect(node("GeneralPane", in: analysis)?.reads == ["GeneralPane.title", "GeneralPane.launchAtLogin"])
        expectNote(analysis, .contentClosure, at: "1️⃣", in: source)
        expectNote(analysis, .unfollowedClosure, at: "3️⃣", in: source)
        expectNote(analysis, .unfollowedClosure, at: "4️⃣", in: source)
        // One note, for Container: `Settings.Section` is read as SwiftUI's `Section`.
        #expect(analysis.notes.filter { $0.kind == .contentClosure }.count == 1)
        expectRead(analysis, view: "GeneralPane", key: "GeneralPane.title", at: "2️⃣", in: source)
    }

    @Test func aDefaultOfTheDefaultsPackageIsSharedLikeAppStorage() {
        let analysis = analyze(
            """
            import SwiftUI
            import Defaults

            struct Header: View {
                @Default(.showTitle) private var showTitle
                var body: some View { if showTitle { Text("Clipboard") } }
            }

            struct Preferences: View {
                @Default(.showTitle) private var showTitle
                var body: some View { Toggle("Show title", isOn: $showTitle) }
            }
            """)
        #expect(node("Header", in: analysis)?.reads == ["Defaults.showTitle"])
        #expect(node("Preferences", in: analysis)?.reads == ["Defaults.showTitle"])
        // Code anywhere may set it with `Defaults[.showTitle] = …`: whether it changes is not told.
        #expect(analysis.writes(of: "Defaults.showTitle").isWritten == nil)
    }

    /// An `ObservableObject` that sends the changes of one it holds as its own makes its
    /// observers run for the held object's keys; one that does not, does not.
    @Test func anObjectThatForwardsAHeldObjectsChangesMakesItsObserversRunForThem() {
        let analysis = analyze(
            """
            import SwiftUI
            import Combine

            final class Panel: ObservableObject {
                @Published var isPresented = false
            }

            final class Log: ObservableObject {
                @Published var lines: [String] = []
            }

            final class Workspace: ObservableObject {
                @Published var filter = ""
                let panel = Panel()
                let log = Log()
                private var bag: Set<AnyCancellable> = []
                init() {
                    panel.objectWillChange
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &bag)
                    log.objectWillChange.sink { _ in print("log") }.store(in: &bag)
                }
            }

            struct PanelView: View {
                @EnvironmentObject var workspace: Workspace
                var body: some View {
                    Text(workspace.panel.isPresented ? "Shown" : "Hidden")
                    Text("\\(workspace.log.lines.count)")
                }
            }
            """)
        #expect(node("PanelView", in: analysis)?.reads == ["Workspace.filter", "Panel.isPresented"])
    }

    /// An element of a collection of observable objects is an object: what the body reads
    /// of `items.first`, or of `$0` in `items.map { … }` and `items.sorted { … }`, is read.
    @Test func elementsOfACollectionAreReadThroughFirstLastAndItsClosures() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Note { var title = ""; var body = ""; var edited = Date() }

            struct Titles: View {
                let notes: [Note]
                var body: some View { Text(notes.map { $0.title }.joined(separator: ", ")) }
            }

            struct Latest: View {
                let notes: [Note]
                var body: some View {
                    Text(notes.sorted { $0.edited > $1.edited }.first?.title ?? "")
                        .onChange(of: notes.last?.body) { print("changed") }
                }
            }
            """)
        #expect(node("Titles", in: analysis)?.reads == ["Note.title"])
        #expect(node("Latest", in: analysis)?.reads == ["Note.edited", "Note.title", "Note.body"])
    }

    /// An object held as a static property of another type (`AppDelegate.updater`) has the
    /// property's type; an environment value called as a function (`tintColor()`) is read;
    /// what the body hands a content closure it stores (`content(item)`) is read.
    @Test func staticObjectsCallableValuesAndContentArgumentsAreRead() {
        let analysis = analyze(
            """
            import SwiftUI

            final class Updater: ObservableObject { @Published var progress = 0.0 }

            final class AppDelegate: NSObject { static let updater = Updater() }

            struct UpdateView: View {
                @ObservedObject var updater = AppDelegate.updater
                @Environment(\\.tintColor) var tintColor
                var body: some View { Text("Updating").foregroundStyle(tintColor()) }
            }

            struct PickerItem<Content: View>: View {
                let item: Int
                let content: (Int) -> Content
                var body: some View { content(item) }
            }
            """)
        #expect(node("UpdateView", in: analysis)?.reads == ["\\.tintColor", "Updater.progress"])
        #expect(analysis.graph.views.first { $0.name == "PickerItem" }?.inputs.map(\.name).sorted() == ["content", "item"])
    }

    /// A `let` with its value in place is the same in every instance: reading it is no
    /// input; an object made there is still observed.
    @Test func aLetWithItsValueInPlaceIsNoInput() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store { var x = 0 }

            struct Child: View {
                let title = "Total"
                let other: Int
                let store = Store()
                var body: some View { Text(title + "\\(other) \\(store.x)") }
            }
            """)
        #expect(analysis.graph.views.map { $0.inputs.map(\.name) } == [["other"]])
        #expect(node("Child", in: analysis)?.reads == ["Store.x"])
    }

    /// `@ObservableDefault` (the Defaults package) makes a property of an `@Observable`
    /// class tracked, though Observation is told to ignore it: its readers run when it
    /// changes; whether it changes is not told, as for `@Default`.
    @Test func anObservableDefaultIsAKeyOfItsClass() {
        let analysis = analyze(
            """
            import SwiftUI
            import Defaults

            @Observable final class Tracker {
                @ObservableDefault(.greedy) @ObservationIgnored var greedy: Bool
                @ObservationIgnored var cache: [String] = []
                var count = 0
            }

            struct Summary: View {
                @Environment(Tracker.self) private var tracker
                var body: some View {
                    Text(tracker.greedy ? "All" : "Some")
                    Text("\\(tracker.cache.count)")
                }
            }
            """)
        #expect(node("Summary", in: analysis)?.reads == ["Tracker.greedy"])
        #expect(analysis.writes(of: "Tracker.greedy").isWritten == nil)
        #expect(analysis.writes(of: "Tracker.count").isWritten == false)
    }

    @Test func aRepresentablesUpdateMethodIsItsBody() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Editor: View {
                @State private var text = ""
                @State private var isSpellChecked = true
                var body: some View {
                    NoteTextView(text: text, spellChecks: isSpellChecked)
                    Toggle("Spelling", isOn: $isSpellChecked)
                }
            }

            struct NoteTextView: UIViewRepresentable {
                let text: String
                let spellChecks: Bool
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ view: UITextView, context: Context) {
                    view.text = text
                    view.spellCheckingType = spellChecks ? .yes : .no
                }
            }
            """)
        // The representable is a view of the graph, and what its update method reads of
        // its inputs is what a change of the editor's state runs again.
        #expect(node("NoteTextView", in: analysis) != nil)
        #expect(Set(node("NoteTextView", in: analysis)?.reads ?? []) == ["Editor.text", "Editor.isSpellChecked"])
    }

    @Test func aBindingBuiltWithTrailingClosuresCarriesWhatItsGetterReads() {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Filters {
                var genres: [String] = []
            }

            struct FilterScreen: View {
                let filters: Filters
                var body: some View {
                    let selection = Binding { filters.genres } set: { filters.genres = $0 }
                    GenrePicker(selection: selection)
                }
            }

            struct GenrePicker: View {
                @Binding var selection: [String]
                var body: some View { Text(selection.joined()) }
            }
            """)
        let edge = analysis.graph.edges.first { analysis.graph.views[$0.to].name == "GenrePicker" }
        #expect(edge?.arguments.first?.keys == ["Filters.genres"])
        #expect(edge?.arguments.first?.isBinding == true)
        #expect(node("GenrePicker", in: analysis)?.reads.contains("Filters.genres") == true)
    }

    // MARK: Alert buttons

    @Test func alertAndActionSheetButtonActionsRunLater() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Trash: View {
                @State private var isConfirming = false
                @State private var isChoosing = false
                @State private var items: [String] = []
                @State private var kept: [String] = []

                var body: some View {
                    VStack {
                        Button("Empty") { isConfirming = true }
                        Button("Choose") { isChoosing = true }
                    }
                    .alert(isPresented: 1️⃣$isConfirming) {
                        Alert(
                            title: Text("Empty the trash?"),
                            primaryButton: .destructive(Text("Empty")) { items.removeAll() },
                            secondaryButton: .cancel { kept = items })
                    }
                    .actionSheet(isPresented: 2️⃣$isChoosing) {
                        ActionSheet(
                            title: Text("Keep which?"),
                            buttons: [
                                .default(Text("First")) { kept = Array(items.prefix(1)) },
                                .default(Text("All"), action: { kept = items }),
                                .cancel(Text("None")) { kept = [] },
                                .cancel(),
                            ])
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("Trash", in: analysis)?.reads == ["Trash.isConfirming", "Trash.isChoosing"])
        expectRead(analysis, view: "Trash", key: "Trash.isConfirming", at: "1️⃣", in: source)
        expectRead(analysis, view: "Trash", key: "Trash.isChoosing", at: "2️⃣", in: source)
    }

    // MARK: Helpers that return values that are not views

    @Test func helpersDeclaredToReturnOtherValuesCreateNoViews() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Money {
                var cents: Int
            }

            struct PriceTag: View {
                @State private var cents = 0
                @State private var code = "EUR"

                var body: some View {
                    VStack {
                        Text(label)
                        Text(caption(for: money()))
                        Text(request().url?.absoluteString ?? "")
                        badge()
                        avatar()
                    }
                }

                private var label: String {
                    CurrencyFormatter(code: 1️⃣code).string(for: cents)
                }

                private func caption(for money: Money) -> String {
                    return PriceCaption(cents: money.cents).text
                }

                private func money() -> Money {
                    Money(cents: cents)
                }

                private func request() -> URLRequest {
                    URLRequest(url: PriceService.endpoint(for: code))
                }

                private func badge() -> some View {
                    2️⃣SaleBadge(percent: 20)
                }

                // A type from another module may be a view: what the helper builds is still noted.
                private func avatar() -> RemoteImage {
                    3️⃣RemoteImage(url: nil)
                }
            }
            """)
        let analysis = analyze(source.text)
        let unknown = analysis.notes.filter { $0.kind == .unknownType }
        #expect(unknown.count == 2, "\(unknown.map(\.description))")
        expectNote(analysis, .unknownType, at: "2️⃣", in: source)
        expectNote(analysis, .unknownType, at: "3️⃣", in: source)
        expectRead(analysis, view: "PriceTag", key: "PriceTag.code", at: "1️⃣", in: source)
        #expect(node("PriceTag", in: analysis)?.reads == ["PriceTag.code", "PriceTag.cents"])
    }
}
