/// The examples of `state_init_trap` and `state_init_copy`: each pattern from real apps,
/// where a state set in `init` goes stale and where it cannot.
enum StateInitTrapExamples {
    /// A parent whose `@State` changes while the child it creates keeps its identity.
    static let roomPicker = """
        struct RoomPicker: View {
            @State private var selectedRoom = "Lobby"
            var body: some View {
                VStack {
                    Picker("Room", selection: $selectedRoom) { Text("Lobby").tag("Lobby") }
                    RoomView1(name: selectedRoom)
                }
            }
        }
        """

    /// Screens that each make their own loader of one class: `Refresher`'s button reloads its
    /// own, and `Shelf`, which the examples add, holds another.
    static let ownLoaders = """
        final class Loader: ObservableObject {
            @Published var item: String
            init(item: String) { self.item = item }
            func reload() { item = item.uppercased() }
        }
        struct Home: View {
            var body: some View { VStack { Shelf(); Refresher() } }
        }
        struct Refresher: View {
            @StateObject private var loader = Loader(item: "second")
            var body: some View { Button("Reload") { loader.reload() } }
        }
        """

    /// A panel whose motion changes in its `duration` alone, creating `KindMenu`, which the
    /// examples add, with the whole motion.
    static let motionPanel = """
        struct Motion {
            var kind = "move"
            var duration = 0.2
        }
        struct MotionPanel: View {
            @State private var motion = Motion()
            var body: some View {
                VStack {
                    KindMenu(motion: motion)
                    Button("Slow") { motion.duration = 1 }
                }
            }
        }
        """

    /// A row whose post changes some members (`likes`, `title`) and keeps others (`author`),
    /// creating `AuthorCard` with a kept member and `HeadingCard` with one computed from a
    /// changing one.
    static let postRow = """
        struct Post {
            let author: String?
            var likes = 0
            var title: String
            var heading: String { title.uppercased() }
            mutating func like() { likes += 1 }
        }
        final class PostModel: ObservableObject {
            @Published var post: Post
            init(post: Post) { self.post = post }
            func vote() { post.like() }
            func rename() { post.title = "Draft" }
        }
        struct PostRow: View {
            @ObservedObject var model: PostModel
            var body: some View {
                VStack {
                    if let author = model.post.author { AuthorCard(name: author) }
                    HeadingCard(heading: model.post.heading)
                    Button("Like") { model.vote() }
                    Button("Rename") { model.rename() }
                }
            }
        }
        """

    /// An app whose screens are the cases of one object's route, with `SettingsView`, which
    /// the examples add, shown in `.settings`. A menu command opens settings only from other
    /// screens; the screen of another case (through a property the case names) and a page
    /// of the settings leave the case.
    static let router = """
        enum Route { case list, connect, settings(String?) }
        final class Router: ObservableObject {
            @Published private(set) var current = Route.list
            func update(to route: Route) { current = route }
        }
        @main struct RouterApp: App {
            @StateObject private var router = Router()
            var body: some Scene {
                WindowGroup { RouterView().environmentObject(router) }
                    .commands {
                        CommandGroup(after: .appSettings) {
                            Button("Settings") {
                                switch router.current {
                                case .list, .connect: router.update(to: .settings(nil))
                                case .settings: break
                                }
                            }
                        }
                    }
            }
        }
        struct RouterView: View {
            @EnvironmentObject var router: Router
            var body: some View {
                switch router.current {
                case .list: Button("Connect") { router.update(to: .connect) }
                case .connect: connectScreen
                case .settings(let page): SettingsView(page: page)
                }
            }
            private var connectScreen: some View { ConnectView() }
        }
        struct ConnectView: View {
            @EnvironmentObject var router: Router
            var body: some View { Button("Settings") { router.update(to: .settings("accounts")) } }
        }
        struct UpdatePage: View {
            @EnvironmentObject var router: Router
            var body: some View { Button("Done") { router.update(to: .list) } }
        }
        """

    static let nonTriggering: [RuleExample] = [
        """
        struct CounterView: View {
            @State private var value = 0
            var body: some View { Text("\\(value)") }
        }
        """,
        // The article's RoomView2: the view follows `name`.
        RuleExample(stringLiteral: roomPicker.replacingOccurrences(of: "RoomView1", with: "RoomView2") + """

            struct RoomView2: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    self.viewModel = RoomVM(roomName: name)
                }
                var body: some View {
                    Text(viewModel.roomName)
                        .onChange(of: name) { self.viewModel = RoomVM(roomName: name) }
                }
            }
            """),
        // task(id:) reloads when the id changes.
        """
        struct Master: View {
            @State private var selection = 0
            var body: some View { Detail(id: selection) }
        }
        struct Detail: View {
            let id: Int
            @StateObject private var loader: Loader
            init(id: Int) {
                self.id = id
                _loader = StateObject(wrappedValue: Loader(id: id))
            }
            var body: some View {
                Text(loader.title).task(id: id) { await loader.load(id) }
            }
        }
        """,
        // Presented per value: each order is a new sheet, so a new editor.
        """
        struct Orders: View {
            @State private var editing: Order?
            var body: some View {
                List { Text("Orders") }
                    .sheet(item: $editing) { OrderEditor(order: $0) }
            }
        }
        struct OrderEditor: View {
            @State private var quantity: Int
            init(order: Order) { _quantity = State(initialValue: order.quantity) }
            var body: some View { Stepper("\\(quantity)", value: $quantity) }
        }
        """,
        // A navigation destination per value, declared in an extension of View.
        """
        extension View {
            func withThreads() -> some View {
                navigationDestination(for: Thread.self) { thread in ThreadView(thread: thread) }
            }
        }
        struct Inbox: View {
            @State private var path = NavigationPath()
            var body: some View { NavigationStack(path: $path) { Text("Inbox").withThreads() } }
        }
        struct ThreadView: View {
            @State private var model: ThreadModel
            init(thread: Thread) { _model = State(initialValue: ThreadModel(thread: thread)) }
            var body: some View { Text(model.title) }
        }
        """,
        // Each row is its own element: a new file is a new row.
        """
        struct Tabs: View {
            @State private var files: [File] = []
            var body: some View {
                HStack { ForEach(files, id: \\.id) { FileTab(file: $0) } }
            }
        }
        struct FileTab: View {
            @State private var title: String
            init(file: File) { _title = State(initialValue: file.name) }
            var body: some View { Text(title) }
        }
        """,
        // A row keyed by an id, whose value is looked up by that id: the same id, the same value.
        """
        struct OpenTabs: View {
            @State private var openIDs: [Int] = []
            @State private var files: [File] = []
            var body: some View {
                HStack {
                    ForEach(openIDs, id: \\.self) { id in
                        if let file = files.first(where: { $0.id == id }) {
                            FileTab(file: file)
                        }
                    }
                }
            }
        }
        struct FileTab: View {
            @State private var title: String
            init(file: File) { _title = State(initialValue: file.name) }
            var body: some View { Text(title) }
        }
        """,
        // A window per value: each value opens its own window.
        """
        @main struct Notes: App {
            var body: some Scene {
                WindowGroup(for: Draft.self) { $draft in
                    switch draft {
                    case let .some(value): DraftEditor(draft: value)
                    case .none: Text("Nothing to edit")
                    }
                }
            }
        }
        struct DraftEditor: View {
            @State private var text: String
            init(draft: Draft) { _text = State(initialValue: draft.text) }
            var body: some View { TextField("Text", text: $text) }
        }
        """,
        // An .id on the view around it: a new theme is a new row, and a new preview inside it.
        """
        struct Themes: View {
            @State private var theme = Theme.light
            var body: some View { ThemeRow(theme: theme).id(theme) }
        }
        struct ThemeRow: View {
            let theme: Theme
            var body: some View { ThemePreview(theme: theme) }
        }
        struct ThemePreview: View {
            @State private var colors: [Color]
            init(theme: Theme) { _colors = State(initialValue: theme.colors) }
            var body: some View { Text("\\(colors.count)") }
        }
        """,
        // The presenter's load on appearing has started before any tap opens the sheet, and
        // the form's own save passes it the draft it shows.
        """
        final class Groups: ObservableObject {
            @Published var names: [String] = []
            func load() async { names = ["Club"] }
            func rename(_ name: String) { names[0] = name }
        }
        struct GroupScreen: View {
            @StateObject private var groups = Groups()
            @State private var isEditing = false
            var body: some View {
                Button("Edit") { isEditing = true }
                    .task { await groups.load() }
                    .sheet(isPresented: $isEditing) {
                        if let first = groups.names.first { GroupForm(name: first, groups: groups) }
                    }
            }
        }
        struct GroupForm: View {
            @State private var draft: String
            let groups: Groups
            init(name: String, groups: Groups) {
                _draft = State(initialValue: name)
                self.groups = groups
            }
            var body: some View { TextField("Name", text: $draft).onSubmit { groups.rename(draft) } }
        }
        """,
        // A pushed screen covers the one that pushes it: the button there cannot be tapped
        // while the profile is shown.
        """
        struct Friends: View {
            @State private var selected = "Ann"
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Profile(name: selected) }
                    Button("Next") { selected = "Bob" }
                }
            }
        }
        struct Profile: View {
            @State private var name: String
            init(name: String) { _name = State(initialValue: name) }
            var body: some View { Text(name) }
        }
        """,
        // A control the view creates follows the value into the state through its binding.
        """
        struct Service { var autorenew: Bool }
        final class Details: ObservableObject {
            @Published var service = Service(autorenew: false)
            func reload() { service = Service(autorenew: true) }
        }
        struct DetailsView: View {
            @StateObject private var details = Details()
            var body: some View {
                BillingSection(service: details.service)
                Button("Reload") { details.reload() }
            }
        }
        struct BillingSection: View {
            private let service: Service
            @State private var isOn: Bool
            init(service: Service) {
                self.service = service
                _isOn = State(initialValue: service.autorenew)
            }
            var body: some View { RenewToggle(isOn: $isOn, autorenew: service.autorenew) }
        }
        struct RenewToggle: View {
            @Binding var isOn: Bool
            let autorenew: Bool
            var body: some View {
                Toggle("Renew", isOn: $isOn).task(id: autorenew) { isOn = autorenew }
            }
        }
        """,
        // The state takes only the value's id; the button changes its title.
        """
        struct Item { var id: String; var title: String }
        final class Store: ObservableObject { @Published var item = Item(id: "a", title: "A") }
        struct Home: View {
            @StateObject private var store = Store()
            var body: some View {
                Comments(item: store.item)
                Button("Rename") { store.item.title = "B" }
            }
        }
        struct Comments: View {
            let item: Item
            @State private var thread: String
            init(item: Item) {
                self.item = item
                _thread = State(initialValue: "thread-" + item.id)
            }
            var body: some View { Text(thread + item.title) }
        }
        """,
        // An element looked up by its id passes that id, whatever else of it changes.
        """
        struct Server: Identifiable {
            var id: String
            var name: String
        }
        final class ServerList: ObservableObject {
            @Published var servers: [Server] = []
            func rename(_ id: String) { servers = servers.map { Server(id: $0.id, name: "x") } }
        }
        struct Dashboard: View {
            @EnvironmentObject private var list: ServerList
            let serverID: String
            var body: some View {
                if let server = list.servers.first(where: { $0.id == serverID }) {
                    Files(id: server.id)
                    Row(server: server)
                    Button("Rename") { list.rename(server.id) }
                }
            }
        }
        struct Row: View {
            let server: Server
            var body: some View { Files(id: server.id) }
        }
        struct Files: View {
            @State private var path: String
            init(id: String) { _path = State(initialValue: "/" + id) }
            var body: some View { Text(path) }
        }
        """,
        // The only change is in a method no code of the app calls.
        """
        final class Config: ObservableObject {
            @Published var folder = "Inbox"
            func moveAll() { folder = "Archive" }
        }
        struct Folders: View {
            @StateObject private var config = Config()
            var body: some View { FolderEditor(folder: config.folder) }
        }
        struct FolderEditor: View {
            @State private var draft: String
            init(folder: String) { _draft = State(initialValue: folder) }
            var body: some View { Text(draft) }
        }
        """,
        // The view follows the value with a method of its own as the watcher's action.
        """
        struct Host: View {
            @State private var message: String?
            var body: some View {
                StandBy(message: message)
                Button("Fail") { message = "Offline" }
            }
        }
        struct StandBy: View {
            let message: String?
            @State private var showsLogo: Bool
            init(message: String?) {
                self.message = message
                _showsLogo = State(initialValue: message == nil)
            }
            var body: some View {
                Text(showsLogo ? "Logo" : message ?? "").onChange(of: message != nil, perform: update)
            }
            private func update(_ hasMessage: Bool) { showsLogo = !hasMessage }
        }
        """,
        // A binding hands over a place to read and write, not a value.
        """
        final class Terminal: ObservableObject {
            @Published var title = "ssh"
            init(log: Binding<[String]>) {}
        }
        struct Details: View {
            @State private var logs: [String] = []
            var body: some View {
                SSHTab(logs: $logs)
                Button("Clear") { logs = [] }
            }
        }
        struct SSHTab: View {
            @StateObject private var terminal: Terminal
            init(logs: Binding<[String]>) { _terminal = StateObject(wrappedValue: Terminal(log: logs)) }
            var body: some View { Text(terminal.title) }
        }
        """,
        // The view takes only what identifies the value, directly or through a creator that
        // keeps only its id; loading the value again on appearing refreshes the same one.
        """
        struct Server { var id: String; var name: String }
        final class Panel: ObservableObject {
            @Published var server = Server(id: "a", name: "A")
            func load() async { server = Server(id: server.id, name: "B") }
        }
        struct PanelView: View {
            @StateObject private var panel = Panel()
            var body: some View {
                VStack {
                    BackupCard(serverID: panel.server.id)
                    BackupList(server: panel.server)
                }
                .task { await panel.load() }
            }
        }
        struct BackupList: View {
            private let id: String
            init(server: Server) { self.id = server.id }
            var body: some View { BackupCard(serverID: id) }
        }
        struct BackupCard: View {
            @State private var title: String
            init(serverID: String) { _title = State(initialValue: "Backups of " + serverID) }
            var body: some View { Text(title) }
        }
        """,
        // While one sheet is shown, a view that exists only in another sheet is not on screen.
        """
        @main
        struct BillingApp: App {
            var body: some Scene { WindowGroup { Billing() } }
        }
        final class Account: ObservableObject { @Published var currency = "EUR" }
        struct Billing: View {
            @StateObject private var account = Account()
            @State private var topUp = false
            @State private var settings = false
            var body: some View {
                VStack {
                    Button("Top up") { topUp = true }
                    Button("Settings") { settings = true }
                }
                .sheet(isPresented: $topUp) { TopUp(currency: account.currency) }
                .sheet(isPresented: $settings) { CurrencyPicker(account: account) }
            }
        }
        struct CurrencyPicker: View {
            @ObservedObject var account: Account
            @State private var choice = "EUR"
            var body: some View {
                Picker("Currency", selection: $choice) { Text("USD").tag("USD") }
                    .onChange(of: choice) { account.currency = choice }
            }
        }
        struct TopUp: View {
            @State private var amount: String
            init(currency: String) { _amount = State(initialValue: "0 " + currency) }
            var body: some View { Text(amount) }
        }
        """,
        // Every traced change is set aside: a member of the same name that code changes on a
        // value of a type the source does not tell is not taken for the store's.
        """
        final class Store: ObservableObject { @Published var name = "Ann" }
        struct Friends: View {
            @StateObject private var store = Store()
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Profile(name: store.name) }
                    Button("Next") { store.name = "Bob" }
                }
            }
        }
        func rename(_ contact: Contact) { contact.name = "Cy" }
        struct Profile: View {
            @State private var name: String
            init(name: String) { _name = State(initialValue: name) }
            var body: some View { Text(name) }
        }
        """,
        // An object's initializer gives the value its first state; the only change is made
        // on the screen the pushed one covers.
        """
        final class TaskModel: ObservableObject {
            @Published var epic: String
            init() { epic = "Launch" }
        }
        struct TaskDetail: View {
            @StateObject private var model = TaskModel()
            var body: some View {
                NavigationStack {
                    NavigationLink("Epic") { EpicView(epic: model.epic) }
                    Button("Rename") { model.epic = "Launch v2" }
                }
            }
        }
        struct EpicView: View {
            @State private var epic: String
            init(epic: String) { _epic = State(initialValue: epic) }
            var body: some View { Text(epic) }
        }
        """,
        // The pushing view's own loading work stops while the screen it pushed covers it.
        """
        final class TaskModel: ObservableObject {
            @Published var epic = "Launch"
            func load() async { epic = "Launch v2" }
        }
        struct TaskDetail: View {
            @StateObject private var model = TaskModel()
            var body: some View {
                NavigationStack {
                    NavigationLink("Epic") { EpicDashboard(epic: model.epic) }
                        .task { await model.load() }
                }
            }
        }
        struct EpicDashboard: View {
            @State private var epic: String
            init(epic: String) { _epic = State(initialValue: epic) }
            var body: some View { Text(epic) }
        }
        """,
        // The same through the pushing view's delegate method, which its own controls start.
        """
        struct Friends: View, FriendPickerDelegate {
            @State private var selected = "Ann"
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Profile(name: selected) }
                }
            }
            func picker(didPick name: String) { selected = name }
        }
        struct Profile: View {
            @State private var name: String
            init(name: String) { _name = State(initialValue: name) }
            var body: some View { Text(name) }
        }
        """,
        // The only change comes from a view nothing in the app creates.
        """
        @main
        struct ClubApp: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Home().environmentObject(session) } }
        }
        final class Session: ObservableObject { @Published var user = "Ann" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Badge(user: session.user) }
        }
        struct Badge: View {
            @State private var user: String
            init(user: String) { _user = State(initialValue: user) }
            var body: some View { Text(user) }
        }
        struct OldSignIn: View {
            @EnvironmentObject var session: Session
            var body: some View { Button("Sign in") { session.user = "Bob" } }
        }
        """,
        // A package's modifier given the value and a closure that sets the state again
        // (`.watch(value:)`, a wrapper of onChange) follows it.
        """
        struct Swatches: View {
            @State private var selected = Color.red
            var body: some View {
                ColorField(color: selected)
                Button("Blue") { selected = .blue }
            }
        }
        struct ColorField: View {
            let color: Color
            @State private var shown: Color
            init(color: Color) {
                self.color = color
                _shown = State(initialValue: color)
            }
            var body: some View {
                Rectangle().fill(shown).watch(value: color) { shown = $0 }
            }
        }
        """,
        // A task over a computed id that reads the value, whose work sets the state through
        // the view's methods, follows it.
        """
        struct Rounds: View {
            @State private var active: String?
            var body: some View {
                RoundRow(activeID: active)
                Button("Next") { active = "next" }
            }
        }
        struct RoundRow: View {
            let activeID: String?
            @State private var showsBar: Bool
            init(activeID: String?) {
                self.activeID = activeID
                _showsBar = State(initialValue: activeID == nil)
            }
            private var signature: String { activeID ?? "none" }
            var body: some View {
                Text(showsBar ? "Done" : "Working").task(id: signature) { settle() }
            }
            private func settle() { Task { await finish() } }
            private func finish() async { showsBar = activeID == nil }
        }
        """,
        // An .id the creator keeps in step with the value in its own onChange(of:): a new
        // chat is a new view.
        """
        struct Chats: View {
            @State private var selected: Chat?
            @State private var openedID: UUID?
            var body: some View {
                List(chats, selection: $selected) { Text($0.title) }
                if let selected {
                    ChatView(chat: selected).id(openedID)
                }
                EmptyView().onChange(of: selected) { openedID = selected?.id }
            }
        }
        struct ChatView: View {
            @State private var chat: Chat
            init(chat: Chat) { _chat = State(initialValue: chat) }
            var body: some View { Text(chat.title) }
        }
        """,
        // Only the app puts a managed object context in the environment, and it puts one
        // that stays.
        """
        @main struct NotesApp: App {
            let persistence = Persistence.shared
            var body: some Scene {
                WindowGroup { NoteList().environment(\\.managedObjectContext, persistence.container.viewContext) }
            }
        }
        struct NoteList: View {
            @Environment(\\.managedObjectContext) private var context
            var body: some View { NoteRow(context: context) }
        }
        struct NoteRow: View {
            @StateObject private var model: NoteModel
            init(context: NSManagedObjectContext) { _model = StateObject(wrappedValue: NoteModel(context: context)) }
            var body: some View { Text(model.title) }
        }
        """,
        // The row takes one member of a value built with labelled members: the other
        // member's changes pass the code box nothing.
        """
        struct BubbleContent { var isStreaming: Bool; var message: String }
        struct CodeBox: View {
            @StateObject private var model: CodeModel
            init(code: String) { _model = StateObject(wrappedValue: CodeModel(code: code)) }
            var body: some View { Text(model.code) }
        }
        struct Bubble: View {
            let content: BubbleContent
            var body: some View {
                CodeBox(code: content.message)
                if content.isStreaming { ProgressView() }
            }
        }
        struct Messages: View {
            @StateObject private var logic = Logic()
            var body: some View {
                let content = BubbleContent(isStreaming: logic.isStreaming, message: "Hello")
                Bubble(content: content)
                Button("Send") { logic.send() }
            }
        }
        """,
        // Every place that creates the view passes a constant.
        """
        struct Library: View {
            @State private var tab = 0
            var body: some View {
                switch tab {
                case 0: ArticleList(kind: .saved)
                default: ArticleList(kind: .recent)
                }
            }
        }
        struct ArticleList: View {
            @State private var model: ArticlesModel
            init(kind: Kind) { _model = State(initialValue: ArticlesModel(kind: kind)) }
            var body: some View { Text(model.title) }
        }
        """,
        // The creator hands over its own @State object: the same object for as long as it lives.
        """
        struct Shop: View {
            @State private var store = CartStore()
            var body: some View { CartView(store: store) }
        }
        final class CartStore {}
        struct CartView: View {
            @State private var store: CartStore
            init(store: CartStore) { _store = State(initialValue: store) }
            var body: some View { Text("\\(store)") }
        }
        """,
        // The creator's own state that nothing changes: the value is frozen upstream.
        """
        struct Archive: View {
            @State private var since = Date.now
            var body: some View { Summary(since: since) }
        }
        struct Summary: View {
            @State private var label: String
            init(since: Date) { _label = State(initialValue: since.formatted()) }
            var body: some View { Text(label) }
        }
        """,
        // A link's destination in a row keyed by the same item.
        """
        struct Filters: View {
            @State private var filters: [Filter] = []
            var body: some View {
                List { ForEach(filters) { filter in NavigationLink(destination: FilterEditor(filter: filter)) { Text("Edit") } } }
            }
        }
        struct FilterEditor: View {
            @State private var name: String
            init(filter: Filter) { _name = State(initialValue: filter.name) }
            var body: some View { Text(name) }
        }
        """,
        // Every place that creates the view gives it a new identity for each value.
        RuleExample(files: [
            (
                "Profile.swift",
                """
                struct Profile: View {
                    @State private var name: String
                    init(user: User) { _name = .init(initialValue: user.name) }
                    var body: some View { Text(name) }
                }
                """
            ),
            (
                "Parent.swift",
                """
                struct Parent: View {
                    @State private var user = User()
                    var body: some View { Profile(user: user).id(user.id) }
                }
                """
            ),
        ]),
        // A preview creates the view for the canvas only, and another initializer's callers do not count.
        """
        struct Article: View {
            @State private var title: String
            init(title: String) { _title = State(initialValue: title) }
            init(draft: Draft) { _title = State(initialValue: "") }
            var body: some View { Text(title) }
        }
        struct Shelf: View {
            let book: Book
            var body: some View {
                VStack {
                    Article(title: book.title).id(book.title)
                    Article(draft: book.draft)
                }
            }
        }
        #Preview { Article(title: "Preview") }
        """,
        // State nothing reads is `unused_state`'s.
        RuleExample(stringLiteral: roomPicker + """

            struct RoomView1: View {
                @State private var visits: Int
                init(name: String) { _visits = State(initialValue: name.count) }
                var body: some View { Text("Room") }
            }
            """),
        // The parent takes the editor down before each new tag: `nil`, then, after the
        // load, the next one, which comes to a new editor.
        """
        struct TagScreen: View {
            @State private var tag: Tag?
            var body: some View {
                VStack {
                    if let tag { TagEditor(tag: tag) }
                    Button("Next") { Task { await next() } }
                }
            }
            func next() async {
                tag = nil
                tag = await Tag.load()
            }
        }
        struct TagEditor: View {
            @State private var name: String
            init(tag: Tag) { _name = State(initialValue: tag.name) }
            var body: some View { TextField("Name", text: $name) }
        }
        """,
        // A `.loading` phase between two items: each item gets a new editor.
        """
        struct ItemScreen: View {
            enum Phase { case loading, loaded(Item) }
            @State private var phase = Phase.loading
            var body: some View {
                switch phase {
                case .loading: ProgressView().task { await refresh() }
                case .loaded(let item): ItemEditor(item: item).refreshable { await refresh() }
                }
            }
            func refresh() async {
                phase = .loading
                phase = .loaded(await Item.fetch())
            }
        }
        struct ItemEditor: View {
            @State private var title: String
            init(item: Item) { _title = State(initialValue: item.title) }
            var body: some View { TextField("Title", text: $title) }
        }
        """,
        // A view nobody in the linted files creates has no place that passes a new value.
        """
        struct Badge: View {
            @State private var count: Int
            init(count: Int) { _count = .init(initialValue: count) }
            var body: some View { Text("\\(count)") }
        }
        """,
        // A `let` of the environment's object is that object's for as long as it lives.
        """
        final class ToastCenter: ObservableObject {
            @Published var message = ""
        }
        final class PlayerState: ObservableObject {
            let toasts = ToastCenter()
            @Published var isPlaying = false
        }
        struct Controls: View {
            @EnvironmentObject private var player: PlayerState
            var body: some View {
                ToastOverlay(center: player.toasts).opacity(player.isPlaying ? 1 : 0.5)
            }
        }
        struct ToastOverlay: View {
            @StateObject private var center: ToastCenter
            init(center: ToastCenter) { _center = StateObject(wrappedValue: center) }
            var body: some View { Text(center.message) }
        }
        """,
        // The view follows the key its value comes from: onReceive sets the state again.
        """
        final class Session: ObservableObject {
            @Published var user = ""
            func signIn() { user = "Ada" }
        }
        struct Home: View {
            @EnvironmentObject private var session: Session
            var body: some View { Greeting(name: session.user).onTapGesture { session.signIn() } }
        }
        struct Greeting: View {
            @EnvironmentObject private var session: Session
            @State private var shown: String
            init(name: String) { _shown = State(initialValue: name) }
            var body: some View { Text(shown).onReceive(session.$user) { shown = $0 } }
        }
        """,
        // The button sets the value and opens the sheet; while the sheet is shown, nothing
        // outside it can be tapped, so the value stays.
        """
        struct Accounts: View {
            @State private var editing = Account()
            @State private var isEditing = false
            var body: some View {
                Button("Edit") {
                    editing = Account.current
                    isEditing = true
                }
                .sheet(isPresented: $isEditing) { AccountForm(account: editing) }
            }
        }
        struct AccountForm: View {
            @State private var name: String
            init(account: Account) { _name = State(initialValue: account.name) }
            var body: some View { TextField("Name", text: $name) }
        }
        """,
        // Only the view itself changes the value, through a closure it is handed.
        """
        struct Wizard: View {
            @State private var draft = Draft()
            var body: some View { DraftStep(draft: draft, onSave: { draft = $0 }) }
        }
        struct DraftStep: View {
            let onSave: (Draft) -> Void
            @State private var title: String
            init(draft: Draft, onSave: @escaping (Draft) -> Void) {
                self.onSave = onSave
                _title = State(initialValue: draft.title)
            }
            var body: some View { TextField("Title", text: $title).onSubmit { onSave(Draft(title: title)) } }
        }
        """,
        // Only the view itself changes the value, through the binding it is handed.
        """
        struct Alarm: View {
            @State private var isOn = false
            var body: some View { AlarmRow(isOn: $isOn) }
        }
        struct AlarmRow: View {
            @Binding var isOn: Bool
            @State private var wasOn: Bool
            init(isOn: Binding<Bool>) {
                _isOn = isOn
                _wasOn = State(initialValue: isOn.wrappedValue)
            }
            var body: some View { Toggle(wasOn ? "Was on" : "Was off", isOn: $isOn) }
        }
        """,
        // A model's property that nothing changes after its first value.
        """
        @Observable final class Catalog {
            var title = "Shop"
        }
        struct Shop: View {
            @State private var catalog = Catalog()
            var body: some View { Banner(title: catalog.title) }
        }
        struct Banner: View {
            @State private var text: String
            init(title: String) { _text = State(initialValue: title) }
            var body: some View { Text(text) }
        }
        """,
        // The creator's work on appearing gives the value the branch unwraps: the view is
        // not there before its first value.
        """
        struct Session { var name = "" }
        struct Root: View {
            @State private var session: Session?
            var body: some View {
                VStack {
                    if let session { Greeting(session: session) }
                }
                .onAppear { session = Session(name: "Ada") }
            }
        }
        struct Greeting: View {
            @State private var name: String
            init(session: Session) { _name = State(initialValue: session.name) }
            var body: some View { Text(name) }
        }
        """,
        // The same, where the creator unwraps it by force once another state says it is there.
        """
        struct Session { var name = "" }
        struct Launch: View {
            @State private var session: Session?
            @State private var isReady = false
            var body: some View {
                VStack {
                    if isReady { Greeting(session: session!) }
                }
                .task {
                    session = Session(name: "Ada")
                    isReady = true
                }
            }
        }
        struct Greeting: View {
            @State private var name: String
            init(session: Session) { _name = State(initialValue: session.name) }
            var body: some View { Text(name) }
        }
        """,
        // Rows over a zipped collection, keyed by the element's id: the argument indexed by
        // the row's own index is the row's element.
        """
        struct Note: Identifiable { let id: Int; var text: String }
        struct Thread: View {
            @State private var notes: [Note] = []
            var body: some View {
                List {
                    ForEach(Array(zip(notes, notes.indices)), id: \\.0.id) { (note, index) in
                        NoteRow(note: notes[index])
                    }
                }
                .refreshable { notes = [Note(id: 1, text: "a")] }
            }
        }
        struct NoteRow: View {
            @State private var text: String
            init(note: Note) { _text = State(initialValue: note.text) }
            var body: some View { Text(text) }
        }
        """,
        // A search that leaves the case showing the view before each new result: it sets
        // another case at once, and the result after an `await`.
        """
        enum Search { case searching, found(String), missing }
        struct Finder: View {
            let query: String
            @State private var search = Search.searching
            var body: some View {
                Group {
                    switch search {
                    case .searching: ProgressView()
                    case .found(let name): Result(name: name)
                    case .missing: Text("None")
                    }
                }
                .onChange(of: query) { find(query) }
            }
            func find(_ query: String) {
                search = .searching
                Task {
                    let name = await lookUp(query)
                    guard let name else {
                        search = .missing
                        return
                    }
                    search = .found(name)
                }
            }
            func lookUp(_ query: String) async -> String? { query }
        }
        struct Result: View {
            @State private var title: String
            init(name: String) { _title = State(initialValue: name) }
            var body: some View { Text(title) }
        }
        """,
        // Each case of the switch writes the value back from its own view; the other case's
        // control is not on screen while this view is, and init gives the first value.
        """
        enum Source { case file, inline }
        struct ScriptEditor: View {
            @State private var source = Source.file
            @State private var value: String
            init(value: String) { _value = State(initialValue: value) }
            var body: some View {
                VStack {
                    Picker("Source", selection: $source) { Text("File").tag(Source.file) }
                    switch source {
                    case .file: FilePicker(path: value) { value = $0 }
                    case .inline: InlineEditor(text: value) { value = $0 }
                    }
                }
            }
        }
        struct FilePicker: View {
            @State private var path: String
            let onPick: (String) -> Void
            init(path: String, onPick: @escaping (String) -> Void) {
                _path = State(initialValue: path)
                self.onPick = onPick
            }
            var body: some View { TextField("Path", text: $path).onSubmit { onPick(path) } }
        }
        struct InlineEditor: View {
            @State private var text: String
            let onEdit: (String) -> Void
            init(text: String, onEdit: @escaping (String) -> Void) {
                _text = State(initialValue: text)
                self.onEdit = onEdit
            }
            var body: some View { TextEditor(text: $text).onChange(of: text) { onEdit(text) } }
        }
        """,
        // The creator passes a member of a value whose other members change: a post's
        // `author` stays while its `likes` and `title` do not.
        RuleExample(stringLiteral: postRow + """

        struct AuthorCard: View {
            @State private var name: String
            init(name: String) { _name = State(initialValue: name) }
            var body: some View { Text(name) }
        }
        struct HeadingCard: View {
            let heading: String
            var body: some View { Text(heading) }
        }
        """),
        // Every screen makes its own loader: another screen's button reloads that screen's
        // loader, never the one the creator holds, which nothing of its own reloads.
        RuleExample(stringLiteral: ownLoaders + """

            struct Caption: View {
                @State private var text: String
                init(text: String) { _text = State(initialValue: text) }
                var body: some View { Text(text) }
            }
            struct Shelf: View {
                @StateObject private var loader = Loader(item: "first")
                var body: some View { Caption(text: loader.item) }
            }
            """),
        // The view re-sets the state when another parameter changes, one its creator gives
        // from the same post: a new post brings a new date.
        """
        struct Post {
            var date: Date
            var label: String
        }
        @Observable final class Feed {
            var pinned = Post(date: .now, label: "now")
            func pin(_ post: Post) { pinned = post }
        }
        struct Profile: View {
            @State private var feed = Feed()
            var body: some View {
                Stamp(feed.pinned.date, label: feed.pinned.label)
                Button("Pin") { feed.pin(Post(date: .distantPast, label: "long ago")) }
            }
        }
        struct Stamp: View {
            private let date: Date
            @State private var label: String
            init(_ date: Date, label: String) {
                self.date = date
                _label = State(initialValue: label)
            }
            var body: some View { Text(label).onChange(of: date) { refresh() } }
            private func refresh() { label = date.formatted() }
        }
        """,
        // The button that changes the page is in a helper only another case shows: it is
        // gone while the failure is on screen.
        """
        struct Details {
            var message: String
        }
        struct Failure: View {
            @State private var text: String
            init(_ details: Details) { _text = State(initialValue: details.message) }
            var body: some View { Text(text) }
        }
        struct Handoff: View {
            enum Page {
                case ask
                case failed(Details)
            }
            @State private var page = Page.ask
            var body: some View {
                switch page {
                case .ask: askView
                case let .failed(details): failureView(details)
                }
            }
            var askView: some View {
                Button("Approve") { page = .failed(Details(message: "Denied")) }
            }
            func failureView(_ details: Details) -> some View { Failure(details) }
        }
        """,
        // A child handed the whole value's binding changes one member through it; the state
        // takes another.
        """
        struct Motion {
            var kind = "move"
            var duration = 0.2
        }
        struct MotionEditor: View {
            @State private var motion = Motion()
            var body: some View {
                VStack {
                    KindLabel(kind: motion.kind)
                    DurationPicker(motion: $motion)
                }
            }
        }
        struct DurationPicker: View {
            @Binding var motion: Motion
            var body: some View {
                Slider(value: $motion.duration)
                Button("Slow") { motion.duration = 1 }
            }
        }
        struct KindLabel: View {
            @State private var kind: String
            init(kind: String) { _kind = State(initialValue: kind) }
            var body: some View { Text(kind) }
        }
        """,
        // The state copies the whole value, and the view uses only a member nothing else changes.
        RuleExample(stringLiteral: motionPanel + """

            struct KindMenu: View {
                @State private var motion: Motion
                init(motion: Motion) { _motion = State(initialValue: motion) }
                var body: some View {
                    Button(motion.kind) { motion.kind = "resize" }
                }
            }
            """),
        // Every change of the route while the settings are shown leaves `.settings`: the menu
        // command runs only on other screens, the connect screen is another case, the page
        // goes back to the list.
        RuleExample(stringLiteral: router + """

            struct SettingsView: View {
                @State private var page: String?
                init(page: String?) { _page = State(initialValue: page) }
                var body: some View { VStack { Text(page ?? "general"); UpdatePage() } }
            }
            """),
        // The draft is cleared only once the sheet's flag says it is closed: the editor is gone by then.
        """
        enum Sheet { case none, edit }
        final class Composer: ObservableObject {
            @Published private(set) var draft = ""
            @Published var sheet = Sheet.none { didSet { if sheet == .none { draft = "" } } }
            func edit(_ text: String) { draft = text; sheet = .edit }
        }
        struct ComposerHost: View {
            @StateObject private var composer = Composer()
            var body: some View {
                Button("Edit") { composer.edit("Hello") }
                    .sheet(isPresented: Binding(get: { composer.sheet == .edit }, set: { _ in composer.sheet = .none })) {
                        DraftEditor(text: composer.draft)
                    }
            }
        }
        struct DraftEditor: View {
            @State private var text: String
            init(text: String) { _text = State(initialValue: text) }
            var body: some View { TextField("Draft", text: $text) }
        }
        """,
    ]

    static let triggering: [RuleExample] = [
        // The article's RoomView1.
        RuleExample(stringLiteral: roomPicker + """

            struct RoomView1: View {
                var name: String
                @State var viewModel: RoomVM
                init(name: String) {
                    self.name = name
                    ↓self.viewModel = RoomVM(roomName: name)
                }
                var body: some View { Text(viewModel.roomName) }
            }
            """),
        """
        struct Counter: View {
            @State private var count = 0
            var body: some View { Badge(start: count).onTapGesture { count += 1 } }
        }
        struct Badge: View {
            @State private var count: Int
            init(start: Int) {
                let clamped = max(0, start)
                ↓_count = State(wrappedValue: clamped)
            }
            var body: some View { Text("\\(count)") }
        }
        """,
        // A @StateObject: the fix is an .id, or handing the value to the object.
        """
        struct Master: View {
            @State private var selection = 0
            var body: some View { Detail(id: selection).onTapGesture { selection += 1 } }
        }
        struct Detail: View {
            @StateObject private var vm: DetailModel
            init(id: Int) { ↓_vm = StateObject(wrappedValue: DetailModel(id: id)) }
            var body: some View { Text(vm.title) }
        }
        """,
        // Several states from one parameter: one finding.
        """
        struct Settings: View {
            @State private var account = Account()
            var body: some View { AccountSummary(account: account).task { account = await Account.load() } }
        }
        struct AccountSummary: View {
            @State private var name: String
            @State private var email: String
            init(account: Account) {
                ↓_name = State(initialValue: account.name)
                _email = State(initialValue: account.email)
            }
            var body: some View { Text(name + email) }
        }
        """,
        // An onChange that does not touch the state does not make it follow.
        """
        struct Screen: View {
            @State private var title = ""
            var body: some View { Title(name: title).onAppear { title = "Inbox" } }
        }
        struct Title: View {
            let name: String
            @State private var shown: String
            init(name: String) {
                self.name = name
                ↓self.shown = name
            }
            var body: some View { Text(shown).onChange(of: name) { print("changed") } }
        }
        """,
        // A property of the creator's own object: the object stays, the property changes.
        """
        struct TagTimeline: View {
            @State private var model = TimelineModel()
            var body: some View { TagHeader(tag: model.tag).task { model.tag = await Tag.load() } }
        }
        struct TagHeader: View {
            @State private var history: [Int]
            init(tag: Tag) { ↓_history = State(initialValue: tag.history.sorted()) }
            var body: some View { Text("\\(history.count)") }
        }
        @Observable final class TimelineModel {
            var tag = Tag()
        }
        """,
        // A value handed down through a view's input, from the state a button changes.
        """
        struct Library: View {
            @State private var shelf = "Fiction"
            var body: some View { Shelf(name: shelf).onTapGesture { shelf = "Poetry" } }
        }
        struct Shelf: View {
            let name: String
            var body: some View { ShelfTitle(title: name) }
        }
        struct ShelfTitle: View {
            @State private var title: String
            init(title: String) { ↓_title = State(initialValue: title) }
            var body: some View { Text(title) }
        }
        """,
        // Some places create the view without an .id(…).
        RuleExample(files: [
            (
                "Profile.swift",
                """
                struct Profile: View {
                    @State private var name: String
                    init(user: User) { ↓_name = .init(initialValue: user.name) }
                    var body: some View { Text(name) }
                }
                """
            ),
            (
                "Parent.swift",
                """
                struct Parent: View {
                    @State private var user = User()
                    var body: some View {
                        VStack {
                            Profile(user: user).id(user.id)
                            Profile(user: user)
                            Button("Next") { user = User() }
                        }
                    }
                }
                """
            ),
        ]),
        // The app puts the context of the store it switches to.
        """
        @main struct NotesApp: App {
            @StateObject private var stores = Stores()
            var body: some Scene {
                WindowGroup {
                    NoteList().environment(\\.managedObjectContext, stores.current)
                    Button("Switch") { stores.current = stores.archive }
                }
            }
        }
        final class Stores: ObservableObject {
            @Published var current = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            let archive = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        }
        struct NoteList: View {
            @Environment(\\.managedObjectContext) private var context
            var body: some View { NoteRow(context: context) }
        }
        struct NoteRow: View {
            @StateObject private var model: NoteModel
            init(context: NSManagedObjectContext) { ↓_model = StateObject(wrappedValue: NoteModel(context: context)) }
            var body: some View { Text(model.title) }
        }
        """,
        // The same, where the member the code box takes comes from a field.
        """
        struct BubbleContent { var isStreaming: Bool; var message: String }
        struct CodeBox: View {
            @StateObject private var model: CodeModel
            init(code: String) { ↓_model = StateObject(wrappedValue: CodeModel(code: code)) }
            var body: some View { Text(model.code) }
        }
        struct Bubble: View {
            let content: BubbleContent
            var body: some View {
                CodeBox(code: content.message)
                if content.isStreaming { ProgressView() }
            }
        }
        struct Messages: View {
            @StateObject private var logic = Logic()
            @State private var draft = ""
            var body: some View {
                let content = BubbleContent(isStreaming: logic.isStreaming, message: draft)
                Bubble(content: content)
                TextField("Draft", text: $draft)
                Button("Send") { logic.send() }
            }
        }
        """,
        // A pushed screen covers only the view that pushes it: another tab's button still
        // changes the value it shows.
        """
        final class Navigation: ObservableObject {
            @Published var event = "Party"
            @Published var showsEvent = false
        }
        struct Tabs: View {
            @StateObject private var navigation = Navigation()
            var body: some View {
                TabView {
                    Calendar(navigation: navigation)
                    Create(navigation: navigation)
                }
            }
        }
        struct Calendar: View {
            @ObservedObject var navigation: Navigation
            var body: some View {
                NavigationStack {
                    Text("Days").navigationDestination(isPresented: $navigation.showsEvent) {
                        EventDetail(event: navigation.event)
                    }
                }
            }
        }
        struct Create: View {
            @ObservedObject var navigation: Navigation
            var body: some View { Button("Create") { navigation.event = "Picnic"; navigation.showsEvent = true } }
        }
        struct EventDetail: View {
            @State private var event: String
            init(event: String) { ↓_event = State(initialValue: event) }
            var body: some View { Text(event) }
        }
        """,
        // The same, where the signing-in view is on screen.
        """
        @main
        struct ClubApp: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Home().environmentObject(session) } }
        }
        final class Session: ObservableObject { @Published var user = "Ann" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View {
                Badge(user: session.user)
                SignIn()
            }
        }
        struct Badge: View {
            @State private var user: String
            init(user: String) { ↓_user = State(initialValue: user) }
            var body: some View { Text(user) }
        }
        struct SignIn: View {
            @EnvironmentObject var session: Session
            var body: some View { Button("Sign in") { session.user = "Bob" } }
        }
        """,
        // A package's modifier whose closure leaves the state alone does not make it follow.
        """
        struct Swatches: View {
            @State private var selected = Color.red
            var body: some View {
                ColorField(color: selected)
                Button("Blue") { selected = .blue }
            }
        }
        struct ColorField: View {
            let color: Color
            @State private var shown: Color
            init(color: Color) {
                self.color = color
                ↓_shown = State(initialValue: color)
            }
            var body: some View {
                Rectangle().fill(shown).watch(value: color) { print($0) }.onTapGesture { shown = .gray }
            }
        }
        """,
        // An .id that something else changes too does not follow the value.
        """
        struct Chats: View {
            @State private var selected: Chat?
            @State private var openedID: UUID?
            var body: some View {
                List(chats, selection: $selected) { Text($0.title) }
                if let selected {
                    ChatView(chat: selected).id(openedID)
                }
                Button("Pin") { openedID = pinned }
                EmptyView().onChange(of: selected) { openedID = selected?.id }
            }
        }
        struct ChatView: View {
            @State private var chat: Chat
            init(chat: Chat) { ↓_chat = State(initialValue: chat) }
            var body: some View { Text(chat.title) }
        }
        """,
        // The same branch, but the next tag replaces the last one while the editor stays.
        """
        struct TagScreen: View {
            @State private var tag: Tag?
            var body: some View {
                VStack {
                    if let tag { TagEditor(tag: tag) }
                    Button("Next") { Task { tag = await Tag.load() } }
                }
            }
        }
        struct TagEditor: View {
            @State private var name: String
            init(tag: Tag) { ↓_name = State(initialValue: tag.name) }
            var body: some View { TextField("Name", text: $name) }
        }
        """,
        // A generic view's convenience init hands the value on to the one that sets the state.
        """
        struct Parent: View {
            @State private var value = 0
            var body: some View { Editor(value: value).onTapGesture { value += 1 } }
        }
        struct Editor<Label: View>: View {
            @State private var draft: Int
            let label: Label
            init(value: Int, @ViewBuilder label: () -> Label) {
                ↓_draft = State(initialValue: value)
                self.label = label()
            }
            var body: some View { HStack { label; Text("\\(draft)") } }
        }
        extension Editor where Label == Text {
            init(value: Int) { self.init(value: value) { Text("Value") } }
        }
        """,
        // Taken down, but with no wait in between: SwiftUI sees only the last value.
        """
        struct TagScreen: View {
            @State private var tag: Tag?
            var body: some View {
                VStack {
                    if let tag { TagEditor(tag: tag) }
                    Button("Next") {
                        tag = nil
                        tag = Tag(name: "next")
                    }
                }
            }
        }
        struct TagEditor: View {
            @State private var name: String
            init(tag: Tag) { ↓_name = State(initialValue: tag.name) }
            var body: some View { TextField("Name", text: $name) }
        }
        """,
        // The value the branch unwraps is given on appearing, and again by a refresh while
        // the view stays.
        """
        struct Session { var name = "" }
        struct Root: View {
            @State private var session: Session?
            var body: some View {
                VStack {
                    if let session { Greeting(session: session) }
                    Button("Refresh") { session = Session(name: "Grace") }
                }
                .onAppear { session = Session(name: "Ada") }
            }
        }
        struct Greeting: View {
            @State private var name: String
            init(session: Session) { ↓_name = State(initialValue: session.name) }
            var body: some View { Text(name) }
        }
        """,
        // A computed member reads others that change: the post's `heading` follows its `title`.
        RuleExample(stringLiteral: postRow + """

        struct AuthorCard: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct HeadingCard: View {
            @State private var heading: String
            init(heading: String) { ↓_heading = State(initialValue: heading) }
            var body: some View { Text(heading) }
        }
        """),
        // A state built from a binding's current value keeps that value.
        """
        struct Address: View {
            @State private var address = ""
            var body: some View {
                NoteField(text: $address)
                Button("Use profile") { address = "Home" }
            }
        }
        struct NoteField: View {
            @Binding var text: String
            @State private var showingPlaceholder: Bool
            init(text: Binding<String>) {
                _text = text
                ↓_showingPlaceholder = State(initialValue: self.text.isEmpty)
            }
            var body: some View { Text(showingPlaceholder ? "Type here" : text) }
        }
        """,
        // The creator reloads its own loader: the caption keeps the first item.
        RuleExample(stringLiteral: ownLoaders + """

            struct Caption: View {
                @State private var text: String
                init(text: String) { ↓_text = State(initialValue: text) }
                var body: some View { Text(text) }
            }
            struct Shelf: View {
                @StateObject private var loader = Loader(item: "first")
                var body: some View { Caption(text: loader.item).onTapGesture { loader.reload() } }
            }
            """),
        // The same copy, where the view also shows the member that changes.
        RuleExample(stringLiteral: motionPanel + """

            struct KindMenu: View {
                @State private var motion: Motion
                init(motion: Motion) { ↓_motion = State(initialValue: motion) }
                var body: some View {
                    Button("\\(motion.kind) \\(motion.duration)") { motion.kind = "resize" }
                }
            }
            """),
        // A menu in the settings opens another page of them: `.settings` to `.settings`, and
        // the view stays.
        RuleExample(stringLiteral: router + """

            struct SettingsView: View {
                @State private var page: String?
                init(page: String?) { ↓_page = State(initialValue: page) }
                var body: some View { VStack { Text(page ?? "general"); PagesMenu() } }
            }
            struct PagesMenu: View {
                @EnvironmentObject var router: Router
                var body: some View { Button("Accounts") { router.update(to: .settings("accounts")) } }
            }
            """),
    ]

    static let copyNonTriggering: [RuleExample] = [
        // Not a copy: the trap.
        RuleExample(stringLiteral: roomPicker + """

            struct RoomView1: View {
                @State private var viewModel: RoomVM
                init(name: String) { _viewModel = State(initialValue: RoomVM(roomName: name)) }
                var body: some View { Text(viewModel.roomName) }
            }
            """)
    ]

    static let copyTriggering: [RuleExample] = [
        // A draft the view edits, from a binding's current value, and saves.
        """
        struct Note: View {
            @State private var text = ""
            var body: some View { Editor(text: $text).toolbar { Button("Clear") { text = "" } } }
        }
        struct Editor: View {
            @State private var draft: String
            @Binding var text: String
            init(text: Binding<String>) {
                self._text = text
                ↓self._draft = State(initialValue: text.wrappedValue)
            }
            var body: some View {
                TextField("Draft", text: $draft)
                Button("Save") { text = draft }
            }
        }
        """,
        // A parameter named initial…: its first value is the point.
        """
        struct Scores: View {
            @State private var best = 0
            var body: some View { ScoreCounter(initialScore: best).onTapGesture { best += 1 } }
        }
        struct ScoreCounter: View {
            @State private var score: Int
            init(initialScore: Int) { ↓_score = State(initialValue: initialScore) }
            var body: some View { Text("\\(score)") }
        }
        """,
        // A copy the control edits, written back in onChange(of:) of the copy.
        """
        struct Theme: View {
            @State private var accent = Color.red
            var body: some View { Token(color: $accent).onTapGesture { accent = .blue } }
        }
        struct Token: View {
            @Binding var color: Color
            @State private var picked: Color
            init(color: Binding<Color>) {
                _color = color
                ↓_picked = State(initialValue: color.wrappedValue)
            }
            var body: some View {
                ColorPicker("Color", selection: $picked)
                    .onChange(of: picked) { _, newValue in color = newValue }
            }
        }
        """,
        // An object the creator builds at the call, handed over for the view to own.
        """
        struct Timeline: View {
            let urls: [String]
            @State private var playing = ""
            var body: some View {
                VStack {
                    Text(playing)
                    Player(model: .init(url: playing))
                }
                .onTapGesture { playing = urls.randomElement() ?? "" }
            }
        }
        struct Player: View {
            @State private var model: PlayerModel
            init(model: PlayerModel) { ↓_model = State(initialValue: model) }
            var body: some View { Text(model.url) }
        }
        @Observable final class PlayerModel {
            var url: String
            init(url: String) { self.url = url }
        }
        """,
        // A copy written back to the object it came from in its didSet.
        """
        struct Browser: View {
            @State private var options = SearchOptions()
            var body: some View { Search(options: options).onSubmit { options = SearchOptions() } }
        }
        struct Search: View {
            let options: SearchOptions
            var body: some View { Modes(options: options) }
        }
        struct Modes: View {
            let options: SearchOptions
            @State private var modes: [String] {
                didSet { options.modes = modes }
            }
            init(options: SearchOptions) {
                self.options = options
                ↓modes = options.modes
            }
            var body: some View { Text(modes.joined()) }
        }
        final class SearchOptions {
            var modes: [String] = []
        }
        """,
    ]
}
