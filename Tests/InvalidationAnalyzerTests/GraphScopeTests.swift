import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing

/// Analyzes files given as `(path, text)`, with or without previews and tests.
private func analyze(files: [(String, String)], includesPreviews: Bool = false) -> Analysis {
    SourceAnalyzer(options: .init(threads: 2, includesPreviews: includesPreviews))
        .analyze(sources: files.map { SourceText(path: $0.0, text: $0.1) })
}

/// The names of the graph's views, in order.
private func viewNames(_ analysis: Analysis) -> [String] {
    analysis.graph.views.map(\.name)
}

/// `from -> to` per edge.
private func edgeNames(_ analysis: Analysis) -> [String] {
    analysis.graph.edges.map { "\(analysis.graph.views[$0.from].name) -> \(analysis.graph.views[$0.to].name)" }
}

/// The storage table as `key: storage`.
private func storageLines(_ analysis: Analysis) -> [String] {
    analysis.graph.storage.map { "\($0.key): \($0.storage)" }
}

private let appFile = (
    "App/NotesApp.swift",
    """
    import SwiftUI

    @main
    struct NotesApp: App {
        var body: some Scene { WindowGroup { RootView() } }
    }

    struct RootView: View {
        var body: some View { Text("Notes") }
    }

    struct Sample: View {
        var body: some View { Text("Sample") }
    }

    #Preview {
        Sample()
    }

    struct RootView_Previews: PreviewProvider {
        static var previews: some View { RootView() }

        struct Frame: View {
            var body: some View { Text("Frame") }
        }
    }
    """
)

private let testFiles = [
    (
        "App/Probe.swift",
        """
        import SwiftUI
        import XCTest

        struct ProbeView: View {
            var body: some View { Text("Probe") }
        }
        """
    ),
    (
        "App/Checks.swift",
        """
        import SwiftUI
        import Testing

        struct CheckView: View {
            var body: some View { Text("Check") }
        }
        """
    ),
    (
        "NotesAppTests/Fixtures/FakeRoot.swift",
        """
        import SwiftUI

        struct FakeRoot: View {
            var body: some View { RootView() }
        }
        """
    ),
]

/// What is part of the app's graph: previews and test files are left out unless asked
/// for, and each storage kind read from source gets its storage entry, and so its cause.
@Suite struct GraphScopeTests {
    @Test func previewsAndTestsAreOutsideTheApp() {
        let analysis = analyze(files: [appFile] + testFiles)
        #expect(viewNames(analysis) == ["NotesApp", "RootView", "Sample"])
        #expect(edgeNames(analysis) == ["NotesApp -> RootView"])
        // Only the preview creates `Sample`, so in the app nothing does: it is a root of its own.
        #expect(analysis.graph.roots == [0, 2])
        #expect(analysis.index.instances.map(\.value) == [1, 1, 1])
    }

    @Test func previewProvidersAndTestsComeBackWhenAskedFor() {
        let analysis = analyze(files: [appFile] + testFiles, includesPreviews: true)
        #expect(
            viewNames(analysis) == [
                "NotesApp", "RootView", "Sample", "#Preview(NotesApp.swift:16)", "RootView_Previews",
                "RootView_Previews.Frame", "ProbeView", "CheckView", "FakeRoot",
            ])
        #expect(
            edgeNames(analysis) == [
                "NotesApp -> RootView", "#Preview(NotesApp.swift:16) -> Sample", "RootView_Previews -> RootView",
                "FakeRoot -> RootView",
            ])
        // RootView is created by the app, its preview and the test's view.
        #expect(analysis.index.instances[1].value == 3)
    }

    @Test func modelsOfPreviewsAndTestsAreNotKeysOfTheApp() {
        let files = [
            (
                "App/Store.swift",
                """
                import SwiftUI

                @Observable final class Store { var count = 0 }

                struct RootView: View {
                    let store: Store
                    var body: some View { Text("\\(store.count)") }
                }

                struct RootView_Previews: PreviewProvider {
                    @Observable final class PreviewModel { var seed = 0 }
                    static var previews: some View { RootView(store: Store()) }
                }
                """
            ),
            (
                "AppTests/Doubles.swift",
                """
                import SwiftUI
                import XCTest

                @Observable final class MockStore { var count = 0 }
                final class MockSettings: ObservableObject { @Published var isOn = false }
                """
            ),
        ]
        let app = analyze(files: files)
        #expect(storageLines(app) == ["Store.count: property of Store"])
        #expect(app.keys == ["Store.count"])
        let withPreviews = analyze(files: files, includesPreviews: true)
        #expect(
            storageLines(withPreviews) == [
                "Store.count: property of Store",
                "RootView_Previews.PreviewModel.seed: property of RootView_Previews.PreviewModel",
                "MockStore.count: property of MockStore", "MockSettings.isOn: property of MockSettings",
            ])
    }

    @Test
    func previewMacrosComeBackWhenAskedFor() throws {
        let analysis = analyze(files: [appFile], includesPreviews: true)
        let sample = try #require(analysis.graph.view(named: "Sample"))
        #expect(analysis.graph.edges.filter { $0.to == sample }.count == 1)
        #expect(!analysis.graph.roots.contains(sample))
    }

    @Test
    func aModelNamedLikeASwiftUIContainerDoesNotHideTheContainersContent() throws {
        // A Mastodon client's `List` model beside SwiftUI's `List { … }`.
        let analysis = analyze(files: [
            (
                "Models/List.swift",
                """
                public struct List: Codable, Identifiable {
                    public let id: String
                    public let title: String
                }
                """
            ),
            (
                "Screen.swift",
                """
                import SwiftUI

                struct Screen: View {
                    let lists: [List]
                    var body: some View {
                        List {
                            ForEach(lists) { list in ListRow(title: list.title) }
                        }
                    }
                }

                struct ListRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                """
            ),
        ])
        #expect(edgeNames(analysis) == ["Screen -> ListRow"])
    }

    @Test
    func aFileNamedByTheUserIsReadWhateverFolderItSitsIn() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("named-\(UUID().uuidString)/ScreenTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("Screen.swift")
        try """
        import SwiftUI

        struct Screen: View {
            var body: some View { Text("Hi") }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let named = try SourceAnalyzer().analyze(paths: [file.path])
        #expect(named.graph.view(named: "Screen") != nil)
        // Found in a `…Tests` folder below the folder given, it is a test.
        let found = try SourceAnalyzer().analyze(paths: [folder.deletingLastPathComponent().path])
        #expect(found.graph.view(named: "Screen") == nil)
    }

    @Test
    func aTestTypeNamedLikeAnAppTypeLeavesTheAppTypeIn() throws {
        let analysis = analyze(files: [
            (
                "AppTests/Doubles.swift",
                """
                import SwiftUI
                import XCTest

                struct Child: View {
                    var body: some View { Text("Double") }
                }
                """
            ),
            (
                "Sources/Root.swift",
                """
                import SwiftUI

                struct RootView: View {
                    @State private var flag = false
                    var body: some View { Child(flag: flag) }
                }

                struct Child: View {
                    let flag: Bool
                    var body: some View { Text(flag ? "On" : "Off") }
                }
                """
            ),
        ])
        #expect(viewNames(analysis) == ["RootView", "Child"])
        #expect(edgeNames(analysis) == ["RootView -> Child"])
        #expect(
            try courseLine(analysis, key: "RootView.flag", label: "flipped")
                == "flipped: RootView.flag changed | recomputed RootView local, Child parent | skipped none\n")
    }

    @Test func viewOwnedStorageKindsAreLocalToTheirOwner() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct SearchField: View {
                @FocusState private var isFocused: Bool
                @GestureState private var isPressed = false
                var body: some View {
                    TextField("Search", text: .constant(""))
                        .focused($isFocused)
                        .opacity(isPressed ? 0.5 : 1)
                        .overlay { Hint(isFocused: isFocused) }
                }
            }

            struct Hint: View {
                let isFocused: Bool
                var body: some View { Text(isFocused ? "Typing" : "Search") }
            }
            """)
        #expect(
            storageLines(analysis) == [
                "SearchField.isFocused: @FocusState of SearchField",
                "SearchField.isPressed: @GestureState of SearchField",
            ])
        #expect(analysis.index.storage(ofKey: "SearchField.isFocused") == .focusState(owner: "SearchField"))
        #expect(
            try courseLine(analysis, key: "SearchField.isFocused", label: "focused")
                == "focused: SearchField.isFocused changed | recomputed SearchField local, Hint parent | skipped none\n"
        )
        #expect(
            try courseLine(analysis, key: "SearchField.isPressed", label: "pressed")
                == "pressed: SearchField.isPressed changed | recomputed SearchField local | skipped Hint\n")
    }

    /// `@FocusState.Binding` is a handle on a focus state another view owns: the child reads
    /// the owner's key where its body reads it, as through a `@Binding`.
    @Test func aFocusStateBindingReadsItsOwnersFocus() throws {
        let analysis = analyze(
            """
            import SwiftUI

            enum Field: Hashable { case name, email }

            struct Form: View {
                @FocusState private var focus: Field?
                var body: some View { VStack { NameRow(focus: $focus); Footer() } }
            }

            struct NameRow: View {
                @FocusState.Binding var focus: Field?
                var body: some View {
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                        .bold(focus == .name)
                }
            }

            struct Footer: View {
                var body: some View { Text("Footer") }
            }
            """)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(storageLines(analysis) == ["Form.focus: @FocusState of Form"])
        #expect(
            try courseLine(analysis, key: "Form.focus", label: "moved")
                == "moved: Form.focus changed | recomputed NameRow parent | skipped Form,Footer\n")
    }

    /// A property wrapper the app declares is read for what it holds: a `DynamicProperty`
    /// holding an observed object subscribes the view to that object, one holding an
    /// `@Environment(\\.key)` reads the key, and a wrapper that is no `DynamicProperty` is a
    /// plain value, filled by the creator like any stored property.
    @Test func propertyWrappersTheAppDeclaresAreReadForWhatTheyHold() throws {
        let analysis = analyze(
            """
            import SwiftUI

            final class Ticker: ObservableObject {
                @Published var now = Date()
            }

            @propertyWrapper
            struct CurrentDate: DynamicProperty {
                @ObservedObject private var ticker: Ticker
                var wrappedValue: Date { ticker.now }
                init() { ticker = Ticker() }
            }

            @propertyWrapper
            struct Accent: DynamicProperty {
                @Environment(\\.colorScheme) private var scheme
                var wrappedValue: Color { scheme == .dark ? .white : .black }
            }

            @propertyWrapper
            struct Everything: DynamicProperty {
                @Environment(\\.self) private var environment
                var wrappedValue: Int { 0 }
            }

            @propertyWrapper
            struct Clamped {
                var value: Double
                var wrappedValue: Double {
                    get { value }
                    set { value = min(max(newValue, 0), 1) }
                }
                init(wrappedValue: Double) { value = wrappedValue }
            }

            struct Clock: View {
                @CurrentDate var date
                @Accent var accent
                @Everything var count
                @Clamped var level = 0.5
                var body: some View { Text(date, style: .time).foregroundStyle(accent).opacity(level) }
            }

            struct Host: View {
                @State private var level = 0.3
                var body: some View { Clock(level: level) }
            }
            """)
        #expect(
            analysis.notes.map(\.description) == [
                "File0.swift:39:5: note: property wrapper @Everything holds no SwiftUI property the analysis follows: reads of 'count' in Clock are not followed [unknown-property-wrapper]"
            ])
        #expect(
            try courseLine(analysis, key: "Ticker.now", label: "tick")
                == "tick: Ticker.now changed | recomputed Clock observed | skipped Host\n")
        #expect(
            try courseLine(analysis, key: "\\.colorScheme", label: "dark")
                == "dark: \\.colorScheme changed | recomputed Clock environment | skipped Host\n")
        #expect(
            try courseLine(analysis, key: "Host.level", label: "dim")
                == "dim: Host.level changed | recomputed Host local, Clock parent | skipped none\n")
    }

    /// A `DynamicProperty` that holds `Environment<T>` without the attribute, made from a
    /// key path of `EnvironmentValues` in its initializer, reads that value.
    @Test func aWrapperHoldingAnEnvironmentItMakesReadsItsKey() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Preferences: Equatable { var fontSize = 12.0 }

            extension EnvironmentValues {
                @Entry var preferences = Preferences()
            }

            @propertyWrapper
            struct Preference<T>: DynamicProperty {
                var environment: Environment<T>
                let keyPath: KeyPath<Preferences, T>
                init(_ keyPath: KeyPath<Preferences, T>) {
                    self.keyPath = keyPath
                    let full = (\\EnvironmentValues.preferences).appending(path: keyPath)
                    environment = Environment(full)
                }
                var wrappedValue: T { environment.wrappedValue }
            }

            struct Editor: View {
                @Preference(\\.fontSize) private var fontSize
                var body: some View { Text("Aa").font(.system(size: fontSize)) }
            }
            """)
        #expect(analysis.notes.isEmpty)
        #expect(node("Editor", in: analysis)?.reads == ["\\.preferences"])
    }

    @Test func appStorageIsSharedByName() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Settings: View {
                @AppStorage("theme") private var theme = "light"
                var body: some View { VStack { Text(theme); Preview() } }
            }

            struct Preview: View {
                @AppStorage("theme") var style = "light"
                var body: some View { Text(style) }
            }

            struct Unrelated: View {
                @AppStorage("volume") private var volume = 0
                var body: some View { Text("\\(volume)") }
            }
            """)
        #expect(
            storageLines(analysis) == [
                #"AppStorage.theme: @AppStorage("theme")"#, #"AppStorage.volume: @AppStorage("volume")"#,
            ])
        #expect(
            analysis.graph.views.map { $0.reads.map(\.name) } == [
                ["AppStorage.theme"], ["AppStorage.theme"], ["AppStorage.volume"],
            ])
        #expect(
            try courseLine(analysis, key: "AppStorage.theme", label: "themed")
                == "themed: AppStorage.theme changed | recomputed Settings observed, Preview observed | skipped Unrelated\n"
        )
    }

    @Test func sceneStorageAndQueriesAreObserved() throws {
        let analysis = analyze(
            """
            import SwiftUI
            import SwiftData

            @Model final class Note { var title = "" }

            struct Browser: View {
                @SceneStorage("tab") private var tab = 0
                @Query private var notes: [Note]
                var body: some View {
                    VStack {
                        Text("\\(tab)")
                        Count(total: notes.count)
                    }
                }
            }

            struct Count: View {
                let total: Int
                var body: some View { Text("\\(total)") }
            }
            """)
        #expect(
            storageLines(analysis) == [
                "Browser.notes: @Query of Browser", "Note.title: property of Note",
                #"SceneStorage.tab: @SceneStorage("tab")"#,
            ])
        #expect(
            try courseLine(analysis, key: "SceneStorage.tab", label: "switched")
                == "switched: SceneStorage.tab changed | recomputed Browser observed | skipped Count\n")
        #expect(
            try courseLine(analysis, key: "Browser.notes", label: "fetched")
                == "fetched: Browser.notes changed | recomputed Browser observed, Count observed | skipped none\n")
    }

    @Test func appStorageWithoutALiteralNameHasNoStorage() throws {
        let analysis = analyze(
            """
            import SwiftUI

            enum Keys { static let volume = "volume" }

            struct Mixer: View {
                @AppStorage(Keys.volume) private var volume = 0
                var body: some View { Text("\\(volume)") }
            }
            """)
        #expect(analysis.graph.storage.isEmpty)
        #expect(analysis.graph.views.map { $0.reads.map(\.name) } == [["Mixer.volume"]])
        #expect(analysis.index.storage(ofKey: "Mixer.volume") == nil)
        #expect(
            try courseLine(analysis, key: "Mixer.volume", label: "turned")
                == "turned: Mixer.volume changed | recomputed Mixer out-of-scope | skipped none\n")
    }
}
