import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// Reads, written as source with a marker where the body first reads each key.
@Suite struct AnalyzerReadTests {
    @Test func closuresThatRunDuringBodyReadAndActionsDoNot() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Inbox: View {
                @State private var messages: [String] = []
                @State private var filter = ""
                @State private var isRefreshing = false
                @State private var tapCount = 0
                @State private var width: CGFloat = 0
                @State private var lastAppeared = ""

                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(1️⃣messages, id: \\.self) { message in
                                if message.contains(2️⃣filter) {
                                    Text(message)
                                }
                            }
                        }
                        .toolbar {
                            ToolbarItem {
                                ProgressView().opacity(3️⃣isRefreshing ? 1 : 0)
                            }
                        }
                        .overlay {
                            GeometryReader { proxy in
                                Color.clear.frame(width: 4️⃣width)
                            }
                        }
                        .onAppear { lastAppeared = "inbox"; tapCount += 1 }
                        .task { isRefreshing = lastAppeared.isEmpty }
                        .onTapGesture { tapCount += 1 }
                        .gesture(DragGesture().onEnded { _ in width = CGFloat(tapCount) })
                        .onChange(of: 5️⃣tapCount) { lastAppeared = "\\(tapCount)" }
                        Button("Refresh") { isRefreshing.toggle(); messages.append(lastAppeared) }
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            node("Inbox", in: analysis)?.reads == [
                "Inbox.messages", "Inbox.filter", "Inbox.isRefreshing", "Inbox.width", "Inbox.tapCount",
            ])
        expectRead(analysis, view: "Inbox", key: "Inbox.messages", at: "1️⃣", in: source)
        expectRead(analysis, view: "Inbox", key: "Inbox.filter", at: "2️⃣", in: source)
        expectRead(analysis, view: "Inbox", key: "Inbox.isRefreshing", at: "3️⃣", in: source)
        expectRead(analysis, view: "Inbox", key: "Inbox.width", at: "4️⃣", in: source)
        expectRead(analysis, view: "Inbox", key: "Inbox.tapCount", at: "5️⃣", in: source)
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func bindingsHandedToOurViewsAreReadWhereTheReceiverReadsThem() {
        let source = MarkedText(
            """
            import SwiftUI

            struct SettingsScreen: View {
                @State private var isOn = false
                @State private var name = ""
                @State private var volume = 0.5

                var body: some View {
                    Form {
                        NotificationsRow(isOn: $isOn)
                        TextField("Name", text: 1️⃣$name)
                        Slider(value: 2️⃣$volume)
                        PassiveRow(isOn: $isOn)
                    }
                }
            }

            struct NotificationsRow: View {
                @Binding var isOn: Bool

                var body: some View {
                    Toggle("Notifications", isOn: 3️⃣$isOn)
                }
            }

            struct PassiveRow: View {
                @Binding var isOn: Bool

                var body: some View {
                    Button("Turn off") { isOn = false }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            treeSummary(analysis) == [
                "SettingsScreen <- - reads [SettingsScreen.name, SettingsScreen.volume]",
                "NotificationsRow <- SettingsScreen reads [SettingsScreen.isOn]",
                "PassiveRow <- SettingsScreen reads []",
            ])
        expectRead(analysis, view: "SettingsScreen", key: "SettingsScreen.name", at: "1️⃣", in: source)
        expectRead(analysis, view: "SettingsScreen", key: "SettingsScreen.volume", at: "2️⃣", in: source)
        expectRead(analysis, view: "NotificationsRow", key: "SettingsScreen.isOn", at: "3️⃣", in: source)
    }

    @Test func helpersAcrossExtensionsCountAsBody() {
        let source = MarkedText(
            """
            import SwiftUI

            struct ProfileView: View {
                @State private var name = "Ada"
                @State private var isEditing = false
                @State private var badgeCount = 0
                @State private var neverRead = 0

                var body: some View {
                    VStack {
                        header
                        details(prefix: "Hello")
                    }
                }
            }

            extension ProfileView {
                private var header: some View {
                    HStack {
                        Text(1️⃣name)
                        badge
                    }
                }

                @ViewBuilder private var badge: some View {
                    if 2️⃣badgeCount > 0 { Text("\\(badgeCount)") } else { header }
                }

                func details(prefix: String) -> some View {
                    Text(prefix + (3️⃣isEditing ? "editing" : ""))
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            node("ProfileView", in: analysis)?.reads == [
                "ProfileView.name", "ProfileView.badgeCount", "ProfileView.isEditing",
            ])
        expectRead(analysis, view: "ProfileView", key: "ProfileView.name", at: "1️⃣", in: source)
        expectRead(analysis, view: "ProfileView", key: "ProfileView.badgeCount", at: "2️⃣", in: source)
        expectRead(analysis, view: "ProfileView", key: "ProfileView.isEditing", at: "3️⃣", in: source)
        #expect(analysis.scenario.storage.map(\.key).contains("ProfileView.neverRead"))
    }

    @Test func observableObjectsAreReadPerPropertyAndObservableObjectsWhole() {
        let source = MarkedText(
            """
            import SwiftUI
            import Observation

            @Observable final class MailboxStore {
                var messages: [Message] = []
                var hasSelectedMessage = false
                var unreadCount: Int { messages.filter { !$0.isRead }.count }
                @ObservationIgnored var cache: [String: String] = [:]
            }

            struct Message: Identifiable {
                let id: Int
                var isRead: Bool
            }

            final class AccountStore: ObservableObject {
                @Published var userName = ""
                @Published var avatarURL: String?
                var notPublished = 0
            }

            struct MailboxView: View {
                @Environment(MailboxStore.self) private var store
                @EnvironmentObject var account: AccountStore
                @Environment(\\.colorScheme) private var colorScheme

                var body: some View {
                    VStack {
                        Text("Unread: \\(store.1️⃣unreadCount)")
                        if store.2️⃣hasSelectedMessage {
                            Text("Selected")
                        }
                        Text(account.notPublished.description)
                            .foregroundStyle(3️⃣colorScheme == .dark ? .white : .black)
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            node("MailboxView", in: analysis)?.reads == [
                "MailboxStore.messages", "MailboxStore.hasSelectedMessage", "\\.colorScheme",
                "AccountStore.userName", "AccountStore.avatarURL",
            ])
        expectRead(analysis, view: "MailboxView", key: "MailboxStore.hasSelectedMessage", at: "2️⃣", in: source)
        expectRead(analysis, view: "MailboxView", key: "\\.colorScheme", at: "3️⃣", in: source)
        #expect(
            analysis.scenario.storage == [
                .init(key: "MailboxStore.messages", storage: .model(object: "MailboxStore")),
                .init(key: "MailboxStore.hasSelectedMessage", storage: .model(object: "MailboxStore")),
                .init(key: "AccountStore.userName", storage: .model(object: "AccountStore")),
                .init(key: "AccountStore.avatarURL", storage: .model(object: "AccountStore")),
                .init(key: "\\.colorScheme", storage: .environment),
            ])
    }

    @Test func superclassPropertiesAreKeysOfTheClassThatDeclaresThem() {
        let analysis = analyze(
            """
            import SwiftUI
            import Observation

            class BaseViewModel: ObservableObject {
                @Published var isLoading = false
            }

            final class OrdersViewModel: BaseViewModel {
                @Published var orders: [String] = []
            }

            @Observable class Page {
                var title = ""
            }

            final class ProductPage: Page {
                var price = 0
            }

            struct OrdersView: View {
                @StateObject private var model = OrdersViewModel()
                let page: ProductPage

                var body: some View {
                    Text(page.title + "\\(page.price)")
                }
            }
            """)
        #expect(
            node("OrdersView", in: analysis)?.reads == [
                "Page.title", "ProductPage.price", "OrdersViewModel.orders", "BaseViewModel.isLoading",
            ])
    }

    @Test func initializerReferencesAndBindableCallsAreFollowed() {
        let source = MarkedText(
            """
            import SwiftUI
            import Observation

            @Observable final class Profile {
                var name = ""
                var tags: [String] = []
            }

            struct ProfileEditor: View {
                @State private var profile = Profile()

                var body: some View {
                    Form {
                        TextField("Name", text: Bindable(profile).1️⃣name)
                        ForEach(profile.2️⃣tags, id: \\.self, content: TagRow.init)
                    }
                }
            }

            struct TagRow: View {
                let tag: String
                var body: some View { Text(tag) }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            treeSummary(analysis) == [
                "ProfileEditor <- - reads [ProfileEditor.profile, Profile.name, Profile.tags]",
                "TagRow <- ProfileEditor reads [ProfileEditor.profile, Profile.tags]",
            ])
        expectRead(analysis, view: "ProfileEditor", key: "Profile.tags", at: "2️⃣", in: source)
        #expect(analysis.notes.isEmpty, "\(analysis.notes)")
    }

    @Test func dataFlowsThroughCustomInitializersButNotIntoState() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Library: View {
                @State private var books: [String] = []
                @State private var query = ""
                @State private var isCompact = false

                var body: some View {
                    BookList(books: books, query: query, compact: isCompact)
                }
            }

            struct BookList: View {
                let books: [String]
                private let title: String
                @State private var draft: String
                @Binding var compactLayout: Bool

                init(books: [String], query: String, compact: Bool) {
                    self.books = books
                    self.title = "Results for " + query
                    _draft = State(initialValue: query)
                    _compactLayout = .constant(compact)
                }

                var body: some View {
                    VStack {
                        Text(1️⃣title)
                        Text(2️⃣draft)
                        ForEach(books, id: \\.self) { Text($0) }
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(
            treeSummary(analysis) == [
                "Library <- - reads [Library.books, Library.query, Library.isCompact]",
                "BookList <- Library reads [Library.query, BookList.draft, Library.books]",
            ])
        expectRead(analysis, view: "BookList", key: "Library.query", at: "1️⃣", in: source)
        expectRead(analysis, view: "BookList", key: "BookList.draft", at: "2️⃣", in: source)
    }

    /// `_x` is the wrapper of `x` and `$x` its projection, spelled with `self.` or without:
    /// reading the wrapper's value, or showing the binding, reads `x`.
    @Test func aWrapperOrAProjectionOfAPropertyIsThatProperty() {
        let source = MarkedText(
            """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                @State private var isOn = false
                @State private var title = ""
                private var _cache = 0

                var body: some View {
                    VStack {
                        Text("\\(_count.1️⃣wrappedValue + _cache)")
                        Toggle("On", isOn: 2️⃣self.$isOn)
                        Text(self._title.3️⃣wrappedValue)
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(node("Counter", in: analysis)?.reads == ["Counter.count", "Counter.isOn", "Counter.title"])
        expectRead(analysis, view: "Counter", key: "Counter.count", at: "1️⃣", in: source)
        expectRead(analysis, view: "Counter", key: "Counter.isOn", at: "2️⃣", in: source)
        expectRead(analysis, view: "Counter", key: "Counter.title", at: "3️⃣", in: source)
    }

    /// Calls met in public apps that the table first did not describe: each closure's timing
    /// and each binding shown, and a modifier the app declares with a keyword for a name.
    @Test func closuresOfLessCommonCallsAndBacktickedModifiers() {
        let source = MarkedText(
            """
            import SwiftUI

            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }

            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }

            struct Preview: View {
                var body: some View { Text("Preview") }
            }

            struct Library: View {
                @State private var isCompact = false
                @State private var unread = 0
                @State private var scope = 0
                @State private var isPressing = false
                @State private var opened = 0
                @State private var shapes = 0
                @State private var position: Int?
                @State private var detent = PresentationDetent.medium

                var body: some View {
                    GlassEffectContainer {
                        Text("Library")
                            .if(1️⃣isCompact) { $0.overlay { Badge(count: 2️⃣unread) } }
                            .searchScopes(3️⃣$scope) { Text("All").tag(0) }
                            .onLongPressGesture(minimumDuration: 1, maximumDistance: 10, pressing: { pressing in
                                isPressing = pressing
                                _ = Preview()
                            }, perform: {})
                            .contextMenu(forSelectionType: Int.self) { _ in } primaryAction: { _ in opened += 1 }
                            .transaction { $0.animation = isPressing ? nil : .default }
                        Image(size: CGSize(width: 8, height: 8)) { context in
                            context.fill(Path(CGRect(x: 0, y: 0, width: shapes, height: 1)), with: .foreground)
                        }
                        ScrollView { Text("Rows") }
                            .scrollPosition(id: 4️⃣$position)
                            .presentationDetents([.medium, .large], selection: 5️⃣$detent)
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(
            node("Library", in: analysis)?.reads == [
                "Library.isCompact", "Library.unread", "Library.scope", "Library.position", "Library.detent",
            ])
        expectRead(analysis, view: "Library", key: "Library.isCompact", at: "1️⃣", in: source)
        expectRead(analysis, view: "Library", key: "Library.unread", at: "2️⃣", in: source)
        expectRead(analysis, view: "Library", key: "Library.scope", at: "3️⃣", in: source)
        expectRead(analysis, view: "Library", key: "Library.position", at: "4️⃣", in: source)
        expectRead(analysis, view: "Library", key: "Library.detent", at: "5️⃣", in: source)
        #expect(analysis.graph.views.map(\.name).sorted() == ["Badge", "Library", "Preview"])
        #expect(
            analysis.graph.edges.map { "\(analysis.graph.views[$0.from].name) -> \(analysis.graph.views[$0.to].name)" }
                == ["Library -> Badge"])
    }

    /// A labeled argument fills its parameter whatever it is written as: with the action given
    /// by name (`Button(action: onTap) { … }`), the trailing closure is the label, which the
    /// body builds.
    @Test func aClosureGivenByNameLeavesTheTrailingClosureTheNextParameter() {
        let source = MarkedText(
            """
            import SwiftUI

            final class Router { func open() {} }

            struct Toolbar: View {
                @State private var name = ""
                @State private var count = 0
                @State private var title = ""
                let onTap: () -> Void
                let router: Router

                var body: some View {
                    VStack {
                        Button(action: onTap) { Text(1️⃣name) }
                        Button(action: router.open) { Text("\\(2️⃣count)") }
                        Button(action: makeAction()) { Text(3️⃣title) }
                    }
                }

                func makeAction() -> () -> Void { {} }
            }
            """)
        let analysis = analyze(source.text)
        #expect(node("Toolbar", in: analysis)?.reads == ["Toolbar.name", "Toolbar.count", "Toolbar.title"])
        expectRead(analysis, view: "Toolbar", key: "Toolbar.name", at: "1️⃣", in: source)
        expectRead(analysis, view: "Toolbar", key: "Toolbar.count", at: "2️⃣", in: source)
        expectRead(analysis, view: "Toolbar", key: "Toolbar.title", at: "3️⃣", in: source)
    }

    /// A Composable Architecture store gives its views the properties of its `@ObservableState`
    /// state: `store.count` and `$store.text` read `Feature.State`'s keys, through `StoreOf`
    /// as through `Store<State, Action>`, held plainly or with `@Bindable`.
    @Test func aStoreReadsThePropertiesOfItsObservableState() {
        let source = MarkedText(
            """
            import ComposableArchitecture
            import SwiftUI

            @Reducer struct Counter {
                @ObservableState struct State: Equatable {
                    var count = 0
                    var text = ""
                    var isOn = false
                }
                enum Action { case increment }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.count += 1
                        return .none
                    }
                }
            }

            struct CounterView: View {
                @Bindable var store: StoreOf<Counter>
                var body: some View {
                    VStack {
                        Text("\\(store.1️⃣count)")
                        TextField("Text", text: 2️⃣$store.text)
                        Button("Add") { store.send(.increment) }
                    }
                }
            }

            struct Flag: View {
                let store: Store<Counter.State, Counter.Action>
                var body: some View {
                    if store.3️⃣isOn { Text("On") }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("CounterView", in: analysis)?.reads == ["Counter.State.count", "Counter.State.text"])
        #expect(node("Flag", in: analysis)?.reads == ["Counter.State.isOn"])
        expectRead(analysis, view: "CounterView", key: "Counter.State.count", at: "1️⃣", in: source)
        expectRead(analysis, view: "CounterView", key: "Counter.State.text", at: "2️⃣", in: source)
        expectRead(analysis, view: "Flag", key: "Counter.State.isOn", at: "3️⃣", in: source)
    }

    /// A lock's `withLock`, a queue's `sync`, `removeAll(where:)` and `drop(while:)` run their
    /// closure at once: what it reads, a helper the body follows reads.
    @Test func aClosureRunUnderALockIsReadAtOnce() {
        let source = MarkedText(
            """
            import SwiftUI

            @Observable final class Session {
                var token: String?
                var name = ""
                @ObservationIgnored let lock = NSLock()
                var isSignedIn: Bool { lock.withLock { token != nil } }
                var title: String { DispatchQueue.main.sync { name } }
                var others: [String] {
                    var names = ["a", "b"]
                    names.removeAll { $0 == title }
                    return names.drop(while: { $0 == token }).map { $0 }
                }
            }

            struct Header: View {
                let session: Session
                var body: some View {
                    Text(session.isSignedIn ? session.title : "Signed out")
                    Text(session.others.joined())
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        #expect(node("Header", in: analysis)?.reads == ["Session.token", "Session.name"])
    }

    /// `@Environment(\\.window.value)` reads a part of the environment value `\\.window`:
    /// the view depends on that value.
    @Test func anEnvironmentKeyPathIntoAValueReadsThatValue() throws {
        let source = MarkedText(
            """
            import SwiftUI

            struct Toolbar: View {
                @Environment(\\.window.value) private var window
                @Environment(\\EnvironmentValues.colorScheme) private var scheme
                var body: some View { Text(1️⃣window == nil ? "none" : 2️⃣scheme == .dark ? "dark" : "light") }
            }
            """)
        let analysis = analyze(source.text)
        #expect(analysis.notes.isEmpty, "\(analysis.notes.map(\.description))")
        expectRead(analysis, view: "Toolbar", key: "\\.window", at: "1️⃣", in: source)
        expectRead(analysis, view: "Toolbar", key: "\\.colorScheme", at: "2️⃣", in: source)
        #expect(
            try courseLine(analysis, key: "\\.window")
                == "\\.window: \\.window changed | recomputed Toolbar environment | skipped none\n")
    }
}
