import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import InvalidationSimulation
import Testing

/// Identity as SwiftUI defines it: a view's position in its parent's body, replaced by
/// `.id(_:)`; the branches of an `if`; presented content; `ForEach` rows by their id.
@Suite struct SimulationIdentityTests {
    @Test func anExplicitIDResetsTheChildsStateWhenItsValueChanges() throws {
        let run = try SimulationFixtures.run("ExplicitID")
        for event in run.changes {
            #expect(event.recreated == ["Editor"])
            #expect(slotEvent("Editor.draft", in: event)?.changes == [.destroyed, .created])
            // The sibling without an id keeps its place and its state.
            #expect(slotEvent("Notes.text", in: event)?.changes == [.kept])
        }
    }

    @Test func anIfThatHidesAndShowsAViewDestroysAndRecreatesItsState() throws {
        let run = try SimulationFixtures.run("ConditionalDetails")
        #expect(run.appearance.absent == ["Placeholder"])
        let hidden = run.changes[0]
        #expect(hidden.disappeared == ["DetailsPanel"])
        #expect(hidden.appeared == ["Placeholder"])
        #expect(slotEvent("DetailsPanel.isExpanded", in: hidden)?.changes == [.destroyed])
        let shown = run.changes[1]
        #expect(shown.appeared == ["DetailsPanel"])
        #expect(shown.disappeared == ["Placeholder"])
        #expect(slotEvent("DetailsPanel.isExpanded", in: shown)?.changes == [.created])
    }

    /// A branch at the root whose conditions read no key stays as the simulation first
    /// takes it: the first appearance says which views it keeps away for good. A condition
    /// on the root's own state, or in a row, is not one of those.
    @Test func aBranchAtTheRootThatNoChangeFlipsIsReported() throws {
        let simulation = try simulation(
            """
            import SwiftUI

            @main
            struct ShopApp: App {
                @State private var showsIntro = false
                var body: some Scene {
                    WindowGroup {
                        if ProcessInfo.processInfo.arguments.contains("-testing") {
                            Text("Testing")
                        } else {
                            Catalog()
                        }
                        if showsIntro { Intro() }
                        ForEach(["a", "b"], id: \\.self) { name in
                            if name == "a" { Text(name) } else { Badge(name: name) }
                        }
                    }
                }
            }

            struct Catalog: View {
                var body: some View { List { Row() } }
            }

            struct Row: View {
                var body: some View { Text("Row") }
            }

            struct Intro: View {
                var body: some View { Text("Intro") }
            }

            struct Badge: View {
                let name: String
                var body: some View { Text(name) }
            }
            """)
        let run = try play(simulation)
        #expect(run.appearance.absent == ["Catalog", "Row", "Intro", "Badge"])
        #expect(
            run.appearance.held == [
                HeldBranch(
                    branch: #"else of if ProcessInfo.processInfo.arguments.contains("-testing")"#,
                    location: "File0.swift:8:13", views: ["Catalog", "Row"])
            ])
        #expect(run.text().contains(#"  never shown: Catalog, Row (else of if ProcessInfo"#))
        #expect(run.json().contains(#""held": [{"branch": "else of if ProcessInfo"#))
    }

    @Test func aBooleanStartingFalseHidesItsBranchUntilTheFirstChange() throws {
        let simulation = try simulation(
            """
            struct Screen: View {
                @State private var isEditing = false
                var body: some View {
                    if !isEditing { Summary() }
                    if isEditing { Form { EditorPane() } }
                }
            }
            struct Summary: View { var body: some View { Text("") } }
            struct EditorPane: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text) }
            }
            """)
        let run = try play(simulation, "edit: Screen.isEditing")
        #expect(run.appearance.absent == ["EditorPane"])
        #expect(run.changes[0].appeared == ["EditorPane"])
        #expect(run.changes[0].disappeared == ["Summary"])
        #expect(slotEvent("EditorPane.text", in: run.changes[0])?.changes == [.created])
    }

    @Test func aSheetIsShownAndDismissedByItsBinding() throws {
        let simulation = try simulation(
            """
            struct Inbox: View {
                @State private var isComposing = false
                var body: some View {
                    Button("Compose") { isComposing = true }
                        .sheet(isPresented: $isComposing) { Composer() }
                }
            }
            struct Composer: View {
                @State private var draft = ""
                var body: some View { TextField("", text: $draft) }
            }
            """)
        let run = try play(simulation, "open: Inbox.isComposing", "close: Inbox.isComposing", "reopen: Inbox.isComposing")
        #expect(run.appearance.absent == ["Composer"])
        #expect(run.changes.map(\.appeared) == [["Composer"], [], ["Composer"]])
        #expect(run.changes.map(\.disappeared) == [[], ["Composer"], []])
        #expect(run.changes.map { slotEvent("Composer.draft", in: $0)?.changes } == [[.created], [.destroyed], [.created]])
    }

    @Test func rowsIdentifiedByTheirValueStartOverWhenTheDataChanges() throws {
        let simulation = try simulation(
            """
            struct Tags: View {
                @State private var tags = ["a", "b"]
                var body: some View {
                    List { ForEach(tags, id: \\.self) { tag in TagRow(tag: tag) } }
                }
            }
            struct TagRow: View {
                let tag: String
                @State private var isPinned = false
                var body: some View { Toggle(tag, isOn: $isPinned) }
            }
            """)
        let run = try play(simulation, "renamed: Tags.tags")
        #expect(run.changes[0].recreated == ["TagRow"])
        #expect(slotEvent("TagRow.isPinned", in: run.changes[0])?.changes == [.destroyed, .created])
    }

    @Test func rowsIdentifiedByAnIDKeepTheirStateAndGoStaleWhenItCameFromTheElement() throws {
        let simulation = try simulation(
            """
            struct Item: Identifiable { let id: Int; var title: String }
            struct Items: View {
                @State private var items = [Item(id: 1, title: "a")]
                var body: some View {
                    List { ForEach(items) { item in ItemRow(item: item) } }
                }
            }
            struct ItemRow: View {
                @State private var title: String
                init(item: Item) { _title = State(initialValue: item.title) }
                var body: some View { TextField("", text: $title) }
            }
            """)
        let run = try play(simulation, "edited: Items.items")
        let slot = try #require(slotEvent("ItemRow.title", in: run.changes[0]))
        #expect(slot.changes == [.kept])
        #expect(slot.staleVersion == 1)
        #expect(run.changes[0].recreated.isEmpty)
        #expect(run.staleSlots == ["ItemRow.title"])
    }

    @Test func aStateObjectBuildsItsObjectOnlyForANewIdentityYetStillGoesStale() throws {
        let simulation = try simulation(
            """
            class Loader: ObservableObject {
                @Published var pages = 0
                init(account: Int) {}
            }
            struct Account: View {
                @State private var account = 1
                var body: some View { Pages(account: account) }
            }
            struct Pages: View {
                @StateObject private var loader: Loader
                init(account: Int) { _loader = StateObject(wrappedValue: Loader(account: account)) }
                var body: some View { Text("\\(loader.pages)") }
            }
            """)
        let run = try play(simulation, "switched: Account.account")
        #expect(run.appearance.objects == [ObjectEvent(type: "Loader", site: "Pages.init", fate: .stored)])
        #expect(run.changes[0].initializers == ["Pages"])
        #expect(run.changes[0].objects.isEmpty)
        #expect(slotEvent("Pages.loader", in: run.changes[0])?.staleVersion == 1)
    }

    @Test func aStateInitialValueOnTheDeclarationIsBuiltAndDiscardedOnEveryInit() throws {
        let simulation = try simulation(
            """
            @Observable class Cart { var count = 0 }
            struct Shop: View {
                @State private var banner = ""
                var body: some View {
                    VStack { Text(banner); Basket() }
                }
            }
            struct Basket: View {
                @State private var cart = Cart()
                var body: some View { Text("\\(cart.count)") }
            }
            """)
        let run = try play(simulation, "Shop.banner")
        #expect(run.changes[0].label == "Shop.banner")
        #expect(run.changes[0].objects == [ObjectEvent(type: "Cart", site: "Basket.init", fate: .discarded)])
        #expect(slotEvent("Basket.cart", in: run.changes[0])?.isStale == false)
    }

    /// An object is seen however its construction spells its class: through the types
    /// around it, with generic arguments, with `.init`.
    @Test func anObjectIsSeenHoweverItsClassIsSpelled() throws {
        let simulation = try simulation(
            """
            enum Shop {
                @Observable class Cart { var count = 0 }
                enum Aisle { @Observable class Shelf { var count = 0 } }
            }
            @Observable class Box<Item> { var items: [Item] = [] }
            struct Store: View {
                @State private var banner = ""
                var body: some View {
                    VStack { Text(banner); Basket() }
                }
            }
            struct Basket: View {
                @State private var cart = Shop.Cart.init()
                @State private var shelf = Shop.Aisle.Shelf()
                @State private var box = Box<Int>.init()
                var body: some View { Text("\\(cart.count) \\(shelf.count) \\(box.items.count)") }
            }
            """)
        let run = try play(simulation, "Store.banner")
        #expect(
            run.changes[0].objects == [
                ObjectEvent(type: "Shop.Cart", site: "Basket.init", fate: .discarded),
                ObjectEvent(type: "Shop.Aisle.Shelf", site: "Basket.init", fate: .discarded),
                ObjectEvent(type: "Box", site: "Basket.init", fate: .discarded),
            ])
    }

    @Test func aMemberwiseStateArgumentGoesStaleAndItsObjectIsBuiltInTheParent() throws {
        let simulation = try simulation(
            """
            @Observable class Draft { init(title: String) {} }
            struct Library: View {
                @State private var title = "A"
                var body: some View { Page(draft: Draft(title: title)) }
            }
            struct Page: View {
                @State var draft: Draft
                var body: some View { Text("") }
            }
            """)
        let run = try play(simulation, "Library.title")
        #expect(run.changes[0].objects == [ObjectEvent(type: "Draft", site: "Library.body", fate: .discarded)])
        #expect(slotEvent("Page.draft", in: run.changes[0])?.staleVersion == 1)
    }

    @Test func taskWithAnIDReplacesTheSlotOnAppearingAndOnEachNewID() throws {
        let simulation = try simulation(
            """
            @Observable class Feed { init(topic: String) {} }
            struct Topics: View {
                @State private var topic = "swift"
                var body: some View { FeedView(topic: topic) }
            }
            struct FeedView: View {
                let topic: String
                @State private var feed: Feed?
                var body: some View {
                    Text("")
                        .task(id: topic) { feed = Feed(topic: topic) }
                }
            }
            """)
        let run = try play(simulation, "Topics.topic")
        #expect(slotEvent("FeedView.feed", in: run.appearance)?.changes == [.created, .replaced(by: "task(id: topic)")])
        let slot = try #require(slotEvent("FeedView.feed", in: run.changes[0]))
        #expect(slot.changes == [.replaced(by: "task(id: topic)")])
        #expect(slot.derivation == Derivation(inputs: ["topic"], keys: ["Topics.topic"], version: 1))
        #expect(run.changes[0].createdCount == 1 && run.changes[0].discardedCount == 0)
    }

    @Test func anActionNamedByAMethodIsFollowed() throws {
        let simulation = try simulation(
            """
            @Observable class Profile { init(user: String) {} }
            struct Account: View {
                @State private var user = "a"
                var body: some View { ProfileView(user: user) }
            }
            struct ProfileView: View {
                let user: String
                @State private var profile: Profile?
                var body: some View {
                    Text("").onAppear(perform: load).onChange(of: user) { self.load() }
                }
                func load() { profile = Profile(user: user) }
            }
            """)
        let run = try play(simulation, "Account.user")
        #expect(slotEvent("ProfileView.profile", in: run.appearance)?.changes == [.created, .replaced(by: "onAppear")])
        #expect(slotEvent("ProfileView.profile", in: run.changes[0])?.changes == [.replaced(by: "onChange(of: user)")])
        #expect(run.changes[0].objects == [ObjectEvent(type: "Profile", site: "ProfileView.onChange(of: user)", fate: .stored)])
        #expect(run.staleSlots.isEmpty)
    }

    @Test func aSwitchMovesToItsNextCaseWhenItsSubjectChanges() throws {
        let simulation = try simulation(
            """
            enum Mode { case list, grid }
            struct Gallery: View {
                @State private var mode = Mode.list
                var body: some View {
                    switch mode {
                    case .list: ListMode()
                    case .grid: GridMode()
                    }
                }
            }
            struct ListMode: View { @State private var scroll = 0; var body: some View { Text("") } }
            struct GridMode: View { @State private var zoom = 1; var body: some View { Text("") } }
            """)
        let run = try play(simulation, "Gallery.mode", "Gallery.mode")
        #expect(run.appearance.absent == ["GridMode"])
        #expect(run.changes.map(\.appeared) == [["GridMode"], ["ListMode"]])
        #expect(run.changes.map(\.disappeared) == [["ListMode"], ["GridMode"]])
    }
}
