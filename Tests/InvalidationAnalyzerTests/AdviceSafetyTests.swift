import Invalidation
import Testing

@testable import InvalidationAnalyzer

/// Advice that an author can apply as written: what the change must also touch, and the
/// changes that would break the app left out.
@Suite struct AdviceSafetyTests {
    /// A property that announces its changes by hand, in its `willSet` or in a method that
    /// sends `objectWillChange` where it sets it, is a key, as a `@Published` one is; made
    /// `@Observable`, the class's uses of `objectWillChange` are places to edit, and a
    /// view that makes bindings of an environment object is told to use `@Bindable`.
    @Test func anObservableChangeNamesTheObjectWillChangeUsesAndTheBindingsItNeeds() throws {
        let analysis = analyze(
            """
            import SwiftUI

            final class Library: ObservableObject {
                @Published var title = ""
                var selection: Set<Int> = [] {
                    willSet { objectWillChange.send() }
                }
                var count = 0
                var cache: [Int] = []
                func reload() { objectWillChange.send(); self.count += 1 }
            }

            struct Shelf: View {
                @EnvironmentObject var library: Library
                var body: some View { Text("\\(library.selection.count)") }
            }

            struct Editor: View {
                @EnvironmentObject var library: Library
                var body: some View { TextField("Title", text: $library.title) }
            }

            struct Root: View {
                @StateObject private var library = Library()
                var body: some View { VStack { Shelf(); Editor() }.environmentObject(library) }
            }
            """)
        #expect(node("Shelf", in: analysis)?.reads == ["Library.title", "Library.selection", "Library.count"])
        let advice = try #require(analysis.advice().first { $0.kind == .observable })
        let edits = advice.edits.map { "\($0.location?.line ?? 0): \($0.change)" }
        #expect(edits.contains("6: objectWillChange is not there under @Observable: drop this (a property it announces is tracked)"))
        #expect(edits.contains("10: objectWillChange is not there under @Observable: drop this (a property it announces is tracked)"))
        #expect(edits.contains { $0.hasPrefix("3: mark Library @Observable") && $0.hasSuffix("; mark cache @ObservationIgnored, which are not @Published") })
        #expect(edits.contains("14: 'library' of Shelf: @EnvironmentObject becomes @Environment(Library.self)"))
        #expect(
            edits.contains(
                "19: 'library' of Editor: @EnvironmentObject becomes @Environment(Library.self), and the body makes its bindings through @Bindable var library = library"
            ))
        #expect(advice.views.map { analysis.graph.views[$0].name }.sorted() == ["Editor", "Root", "Shelf"])
    }

    /// A view that keeps a view its creator builds cannot leave it out of `==`: no
    /// comparable-input advice for it, while one that keeps only values gets it.
    @Test func aViewKeepingBuiltContentIsNotAdvisedToBeEquatable() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Sheet<Content: View>: View {
                let title: String
                let confirm: () -> Void
                let content: Content
                init(title: String, confirm: @escaping () -> Void, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.confirm = confirm
                    self.content = content()
                }
                var body: some View { VStack { Text(title); content; Button("OK", action: confirm) } }
            }

            struct Plain: View {
                let title: String
                let confirm: () -> Void
                var body: some View { Button(title, action: confirm) }
            }

            struct Screen: View {
                @State private var name = ""
                var body: some View {
                    Sheet(title: "Rename", confirm: { print(name) }) { TextField("Name", text: $name) }
                    Plain(title: "Done", confirm: { print(name) })
                }
            }
            """)
        let subjects = analysis.advice().filter { $0.kind == .comparableInput }.map(\.subject)
        #expect(subjects == ["Plain"])
    }

    /// Left out of `==`, a closure is kept from an earlier run of its creator: advised only
    /// where what it reads is read through a reference when it runs (the creator's
    /// `@State`), or is passed to the view as it is and compared; not where it captures a
    /// plain value the creator was given, or an environment value, also through the
    /// creator's methods it calls.
    @Test func aClosureThatWouldGoStaleIsNotAdvisedToBeLeftOut() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Copy: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title, action: action) }
            }

            struct Paste: View {
                let title: String
                let text: String
                let action: () -> Void
                var body: some View { Button(title + text, action: action) }
            }

            struct Clear: View {
                let action: () -> Void
                var body: some View { Button("Clear", action: action) }
            }

            struct Save: View {
                let action: () -> Void
                var body: some View { Button("Save", action: action) }
            }

            struct Bubble: View {
                let message: String
                @State private var copied = false
                @State private var count = 0
                var body: some View {
                    Text("\\(count)")
                    Copy(title: copied ? "Copied" : "Copy", action: { print(message); copied = true })
                    Paste(title: "Paste", text: message, action: { print(message) })
                    Clear(action: { count = 0; copied = false })
                    Save(action: { save() })
                }
                func save() { log() }
                func log() { print(message) }
            }

            struct Screen: View {
                @State private var text = ""
                var body: some View { Bubble(message: text) }
            }
            """)
        let subjects = analysis.advice().filter { $0.kind == .comparableInput }.map(\.subject).sorted()
        #expect(subjects == ["Clear", "Paste"])
    }

    /// Code that subscribes to the publisher of the class's `@Published` property, in the
    /// class or elsewhere, is to rewrite under `@Observable`: each such use is a place to edit.
    @Test func anObservableChangeNamesTheUsesOfItsOwnPublishers() throws {
        let analysis = analyze(
            """
            import SwiftUI
            import Combine

            final class Search: ObservableObject {
                @Published var query = ""
                @Published var results: [String] = []
                private var bag: Set<AnyCancellable> = []
                init() {
                    $query.debounce(for: 0.3, scheduler: RunLoop.main).sink { [weak self] text in
                        self?.results = [text]
                    }.store(in: &bag)
                }
            }

            struct Field: View {
                @ObservedObject var search: Search
                var body: some View { Text(search.query) }
            }

            struct Results: View {
                @ObservedObject var search: Search
                var body: some View { Text("\\(search.results.count)") }
            }

            struct Screen: View {
                @StateObject private var search = Search()
                var body: some View {
                    Field(search: search)
                    Results(search: search).onReceive(search.$results) { print($0) }
                }
            }
            """)
        let advice = try #require(analysis.advice().first { $0.kind == .observable })
        let edits = advice.edits.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.change)" }
        #expect(
            edits.contains(
                "9:9: a @Published property's publisher is not there under @Observable: rewrite what this subscribes to (a didSet, or an .onChange(of:) or .task(id:) in a view)"
            ))
        // Code outside the class that subscribes to `search.$results` is a place to edit too.
        #expect(
            edits.contains(
                "29:50: a @Published property's publisher is not there under @Observable: rewrite what this subscribes to (a didSet, or an .onChange(of:) or .task(id:) in a view)"
            ))
    }

    /// A key the body only hands to a control as a binding is no read of the body's own:
    /// moving the control out is not advised; moving a `Text` that shows the key is.
    @Test func aKeyOnlyShownByAControlIsNotAdvisedToMoveDown() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Form: View {
                @State private var version = 1
                @State private var count = 0
                var body: some View {
                    VStack {
                        Picker("Version", selection: $version) { Text("1").tag(1); Text("2").tag(2) }
                        Text("\\(count)")
                        Button("Add") { count += 1 }
                        Child(action: reset)
                        Child(action: reset)
                    }
                }
                func reset() { count = 0 }
            }

            struct Child: View {
                let action: () -> Void
                var body: some View { Button("Reset", action: action) }
            }
            """)
        let subjects = analysis.advice().filter { $0.kind == .moveReadDown }.map(\.subject)
        #expect(subjects == ["Form: Form.count"])
    }

    /// A class that forwards a held object's changes is not advised to become
    /// `@Observable` (its observers would stop seeing the held object's changes); a child
    /// whose creator does not observe the object is not advised to take values (the creator
    /// would keep passing old ones), while one whose creator observes it is.
    @Test func forwardingClassesAndUnobservingCreatorsAreLeftOut() throws {
        let analysis = analyze(
            """
            import SwiftUI
            import Combine

            final class Panel: ObservableObject { @Published var isShown = false }

            final class Workspace: ObservableObject {
                @Published var name = ""
                let panel = Panel()
                private var bag: Set<AnyCancellable> = []
                init() {
                    panel.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
                }
            }

            final class Task: ObservableObject {
                @Published var title = ""
                @Published var output = ""
            }

            struct TaskLabel: View {
                @ObservedObject var task: Task
                var body: some View { Text(task.title) }
            }

            struct Toolbar: View {
                let task: Task
                var body: some View { TaskLabel(task: task) }
            }

            struct Detail: View {
                @ObservedObject var task: Task
                var body: some View { VStack { TaskLabel(task: task); Text(task.output) } }
            }

            struct Screen: View {
                @StateObject private var workspace = Workspace()
                @StateObject private var task = Task()
                var body: some View {
                    Text(workspace.name + (workspace.panel.isShown ? "!" : ""))
                    Toolbar(task: task)
                    Detail(task: task)
                }
            }
            """)
        let advice = analysis.advice()
        #expect(!advice.contains { $0.kind == .observable && $0.subject == "Workspace" })
        #expect(!advice.contains { $0.kind == .passLess })
    }
}
