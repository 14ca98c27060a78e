import Invalidation
import InvalidationAnalyzer
import Testing

/// The identities of the edges into the view named `name`, in the order of the edges.
private func identities(of name: String, in analysis: Analysis) -> [[IdentityComponent]] {
    guard let view = analysis.graph.view(named: name) else { return [] }
    return analysis.graph.edges.filter { $0.to == view }.map(\.identity)
}

/// The descriptions of the components of each edge into `name`, joined as the text report joins them.
private func descriptions(of name: String, in analysis: Analysis) -> [String] {
    identities(of: name, in: analysis).map { $0.map(\.description).joined(separator: " > ") }
}

/// Views with nothing but a text, declared after each source so that the edges into them exist.
private func leaves(_ names: String...) -> String {
    names.map { "struct \($0): View { var body: some View { Text(\"\($0)\") } }" }.joined(separator: "\n")
}

/// What `SiteIdentity` reads from the creating syntax, for every kind of identity SwiftUI has:
/// each edge's components (kind, source, form, value), outermost first, and the text a report
/// prints for them.
@Suite struct GraphIdentityTests {
    @Test func positionAloneGivesAnEmptyIdentity() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack { Header(); ScrollView { Header() } }
                }
            }
            """ + leaves("Header"))
        #expect(identities(of: "Header", in: analysis) == [[], []])
        #expect(analysis.graph.edges.map(\.kind) == [.position, .position])
    }

    @Test func ifAndElseBranches() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var isEditing = false
                @State private var isLocked = false
                var body: some View {
                    if isEditing { Editor() } else { Viewer() }
                    if isLocked { Lock() } else if isEditing { Draft() } else { Done() }
                }
            }
            """ + leaves("Editor", "Viewer", "Lock", "Draft", "Done"))
        #expect(
            identities(of: "Editor", in: analysis) == [
                [IdentityComponent(kind: .branch, source: "if", value: "isEditing")]
            ])
        #expect(
            identities(of: "Viewer", in: analysis) == [
                [IdentityComponent(kind: .branch, source: "else", value: "isEditing")]
            ])
        // `else if` is an `if` inside the `else` of the first: both conditions decide.
        #expect(
            identities(of: "Draft", in: analysis) == [
                [
                    IdentityComponent(kind: .branch, source: "else", value: "isLocked"),
                    IdentityComponent(kind: .branch, source: "if", value: "isEditing"),
                ]
            ])
        #expect(descriptions(of: "Editor", in: analysis) == ["if isEditing"])
        #expect(descriptions(of: "Viewer", in: analysis) == ["else of if isEditing"])
        #expect(descriptions(of: "Lock", in: analysis) == ["if isLocked"])
        #expect(descriptions(of: "Done", in: analysis) == ["else of if isLocked > else of if isEditing"])
        #expect(analysis.graph.edges.map(\.kind) == Array(repeating: .branch, count: 5))
    }

    @Test func switchCasesByLabelAndSubject() {
        let analysis = analyze(
            """
            import SwiftUI
            enum Pane { case home, settings, about, help }
            struct Screen: View {
                @State private var pane = Pane.home
                var body: some View {
                    switch pane {
                    case .home: Home()
                    case .settings, .about: SettingsPane()
                    default: Fallback()
                    }
                }
            }
            """ + leaves("Home", "SettingsPane", "Fallback"))
        #expect(
            identities(of: "Home", in: analysis) == [
                [IdentityComponent(kind: .switchCase, source: "switch", form: "case .home", value: "pane")]
            ])
        #expect(
            identities(of: "SettingsPane", in: analysis) == [
                [IdentityComponent(kind: .switchCase, source: "switch", form: "case .settings, .about", value: "pane")]
            ])
        #expect(
            identities(of: "Fallback", in: analysis) == [
                [IdentityComponent(kind: .switchCase, source: "switch", form: "default", value: "pane")]
            ])
        #expect(descriptions(of: "Home", in: analysis) == ["case .home of switch pane"])
        #expect(descriptions(of: "Fallback", in: analysis) == ["default of switch pane"])
        #expect(IdentityComponent.Kind.switchCase.rawValue == "case")
    }

    @Test func forEachAndListRows() {
        let analysis = analyze(
            #"""
            import SwiftUI
            struct Item: Identifiable { let id: Int; let name: String }
            struct Screen: View {
                @State private var items: [Item] = []
                @State private var names: [String] = []
                @State private var selection: Int?
                var body: some View {
                    VStack {
                        ForEach(items, id: \.id) { item in ByID() }
                        ForEach(names, id: \.self) { name in BySelf() }
                        ForEach(items) { item in ByIdentity() }
                        List(items) { item in ListRow() }
                        List(items, id: \.name, selection: $selection) { item in SelectableRow() }
                        List { Fixed() }
                    }
                }
            }
            """# + leaves("ByID", "BySelf", "ByIdentity", "ListRow", "SelectableRow", "Fixed"))
        #expect(
            identities(of: "ByID", in: analysis) == [
                [IdentityComponent(kind: .row, source: "ForEach", form: #"\.id"#, value: "items")]
            ])
        #expect(
            identities(of: "BySelf", in: analysis) == [
                [IdentityComponent(kind: .row, source: "ForEach", form: #"\.self"#, value: "names")]
            ])
        #expect(
            identities(of: "ByIdentity", in: analysis) == [
                [IdentityComponent(kind: .row, source: "ForEach", form: nil, value: "items")]
            ])
        #expect(
            identities(of: "ListRow", in: analysis) == [[IdentityComponent(kind: .row, source: "List", value: "items")]]
        )
        #expect(
            identities(of: "SelectableRow", in: analysis) == [
                [IdentityComponent(kind: .row, source: "List", form: #"\.name"#, value: "items")]
            ])
        // A `List` of fixed content has no rows: position decides.
        #expect(identities(of: "Fixed", in: analysis) == [[]])
        #expect(descriptions(of: "ByID", in: analysis) == [#"ForEach(items, id: \.id) row"#])
        #expect(descriptions(of: "BySelf", in: analysis) == [#"ForEach(names, id: \.self) row"#])
        #expect(descriptions(of: "ByIdentity", in: analysis) == ["ForEach(items) row"])
        #expect(descriptions(of: "ListRow", in: analysis) == ["List(items) row"])
    }

    @Test func explicitIDOnTheViewAndOnItsContainer() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var userID = 0
                @State private var page = 0
                var body: some View {
                    VStack {
                        Profile().id(userID)
                        VStack { Avatar(); Badge().padding() }.id(page)
                    }
                }
            }
            """ + leaves("Profile", "Avatar", "Badge"))
        #expect(
            identities(of: "Profile", in: analysis) == [
                [IdentityComponent(kind: .explicitID, source: "id", value: "userID")]
            ])
        #expect(
            identities(of: "Avatar", in: analysis) == [
                [IdentityComponent(kind: .explicitID, source: "id", value: "page")]
            ])
        #expect(
            identities(of: "Badge", in: analysis) == [
                [IdentityComponent(kind: .explicitID, source: "id", value: "page")]
            ])
        #expect(descriptions(of: "Profile", in: analysis) == [".id(userID)"])
        #expect(IdentityComponent.Kind.explicitID.rawValue == "id")
    }

    @Test func sheetsCoversAndPopovers() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Order: Identifiable { let id: Int }
            struct Screen: View {
                @State private var showsHelp = false
                @State private var order: Order?
                @State private var showsCover = false
                @State private var showsPopover = false
                var body: some View {
                    Text("Orders")
                        .sheet(isPresented: $showsHelp, onDismiss: { print("closed") }) { Help() }
                        .sheet(item: $order) { order in OrderSheet() }
                        .fullScreenCover(isPresented: $showsCover) { Cover() }
                        .popover(isPresented: $showsPopover) { Pop() }
                }
            }
            """ + leaves("Help", "OrderSheet", "Cover", "Pop"))
        #expect(
            identities(of: "Help", in: analysis) == [
                [IdentityComponent(kind: .sheet, source: "sheet", form: "isPresented", value: "$showsHelp")]
            ])
        #expect(
            identities(of: "OrderSheet", in: analysis) == [
                [IdentityComponent(kind: .sheet, source: "sheet", form: "item", value: "$order")]
            ])
        #expect(
            identities(of: "Cover", in: analysis) == [
                [IdentityComponent(kind: .sheet, source: "fullScreenCover", form: "isPresented", value: "$showsCover")]
            ])
        #expect(
            identities(of: "Pop", in: analysis) == [
                [IdentityComponent(kind: .sheet, source: "popover", form: "isPresented", value: "$showsPopover")]
            ])
        #expect(descriptions(of: "Help", in: analysis) == ["sheet(isPresented: $showsHelp)"])
        #expect(descriptions(of: "OrderSheet", in: analysis) == ["sheet(item: $order)"])
        #expect(descriptions(of: "Cover", in: analysis) == ["fullScreenCover(isPresented: $showsCover)"])
    }

    @Test func navigationDestinations() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Order: Hashable { let id: Int }
            struct Screen: View {
                @State private var pushes = false
                @State private var pushed: Order?
                var body: some View {
                    NavigationStack {
                        Text("Orders")
                            .navigationDestination(for: Order.self) { order in ByValue() }
                            .navigationDestination(isPresented: $pushes) { ByFlag() }
                            .navigationDestination(item: $pushed) { order in ByItem() }
                    }
                }
            }
            """ + leaves("ByValue", "ByFlag", "ByItem"))
        #expect(
            identities(of: "ByValue", in: analysis) == [
                [
                    IdentityComponent(
                        kind: .navigationDestination, source: "navigationDestination", form: "for", value: "Order.self")
                ]
            ])
        #expect(
            identities(of: "ByFlag", in: analysis) == [
                [
                    IdentityComponent(
                        kind: .navigationDestination, source: "navigationDestination", form: "isPresented",
                        value: "$pushes")
                ]
            ])
        #expect(
            identities(of: "ByItem", in: analysis) == [
                [
                    IdentityComponent(
                        kind: .navigationDestination, source: "navigationDestination", form: "item", value: "$pushed")
                ]
            ])
        #expect(descriptions(of: "ByValue", in: analysis) == ["navigationDestination(for: Order.self)"])
        #expect(descriptions(of: "ByFlag", in: analysis) == ["navigationDestination(isPresented: $pushes)"])
        #expect(descriptions(of: "ByItem", in: analysis) == ["navigationDestination(item: $pushed)"])
    }

    @Test func navigationLinkDestinations() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink(destination: Labeled()) { Text("Labeled") }
                        NavigationLink { Trailing() } label: { LinkLabel() }
                        NavigationLink("Titled") { Titled() }
                        NavigationLink(value: 3) { ValueLabel() }
                    }
                }
            }
            """ + leaves("Labeled", "Trailing", "LinkLabel", "Titled", "ValueLabel"))
        let link = IdentityComponent(kind: .navigationLink, source: "NavigationLink", form: "destination")
        #expect(identities(of: "Labeled", in: analysis) == [[link]])
        #expect(identities(of: "Trailing", in: analysis) == [[link]])
        #expect(identities(of: "Titled", in: analysis) == [[link]])
        // A link's label, and the label of a link that navigates by value, are where the link is.
        #expect(identities(of: "LinkLabel", in: analysis) == [[]])
        #expect(identities(of: "ValueLabel", in: analysis) == [[]])
        #expect(descriptions(of: "Labeled", in: analysis) == ["NavigationLink(destination: …)"])
    }

    @Test func tabsOfATabView() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
                        Inbox().tabItem { TabLabel() }.tag(0)
                        Outbox().tag(1)
                    }
                }
            }
            """ + leaves("Inbox", "Outbox", "TabLabel"))
        let tab = IdentityComponent(kind: .tab, source: "TabView")
        #expect(identities(of: "Inbox", in: analysis) == [[tab]])
        #expect(identities(of: "Outbox", in: analysis) == [[tab]])
        #expect(identities(of: "TabLabel", in: analysis) == [[tab]])
        #expect(descriptions(of: "Inbox", in: analysis) == ["TabView tab"])
    }

    @Test func alertAndConfirmationDialogContent() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var asksToDelete = false
                @State private var picksColor = false
                var body: some View {
                    Text("Draft")
                        .alert("Delete?", isPresented: $asksToDelete) { DeleteActions() } message: { DeleteMessage() }
                        .confirmationDialog("Color", isPresented: $picksColor) { ColorActions() }
                }
            }
            """ + leaves("DeleteActions", "DeleteMessage", "ColorActions"))
        let alert = IdentityComponent(kind: .alert, source: "alert", form: "isPresented", value: "$asksToDelete")
        #expect(identities(of: "DeleteActions", in: analysis) == [[alert]])
        #expect(identities(of: "DeleteMessage", in: analysis) == [[alert]])
        #expect(
            identities(of: "ColorActions", in: analysis) == [
                [
                    IdentityComponent(
                        kind: .alert, source: "confirmationDialog", form: "isPresented", value: "$picksColor")
                ]
            ])
        #expect(descriptions(of: "DeleteActions", in: analysis) == ["alert(isPresented: $asksToDelete)"])
        #expect(descriptions(of: "ColorActions", in: analysis) == ["confirmationDialog(isPresented: $picksColor)"])
    }

    @Test func contentSitsWhereTheContainerCallsIt() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Screen: View {
                @State private var showsCard = false
                @State private var isEmpty = true
                var body: some View {
                    if showsCard {
                        Card { if isEmpty { Empty() } else { Total() } }
                    }
                }
            }
            struct Card<Content: View>: View {
                @State private var isExpanded = false
                let content: () -> Content
                var body: some View {
                    if isExpanded {
                        VStack { content() }.id(isExpanded)
                    } else {
                        content()
                    }
                }
            }
            """ + leaves("Empty", "Total"))
        let showsCard = IdentityComponent(kind: .branch, source: "if", value: "showsCard")
        #expect(identities(of: "Card", in: analysis) == [[showsCard]])
        // The closure runs where Card's body calls it: Card's branches and `.id` decide too,
        // between what the creator's code says outside the closure and inside it.
        #expect(
            identities(of: "Total", in: analysis) == [
                [
                    showsCard, IdentityComponent(kind: .branch, source: "if", value: "isExpanded"),
                    IdentityComponent(kind: .explicitID, source: "id", value: "isExpanded"),
                    IdentityComponent(kind: .branch, source: "else", value: "isEmpty"),
                ],
                [
                    showsCard, IdentityComponent(kind: .branch, source: "else", value: "isExpanded"),
                    IdentityComponent(kind: .branch, source: "else", value: "isEmpty"),
                ],
            ])
        #expect(
            descriptions(of: "Empty", in: analysis) == [
                "if showsCard > if isExpanded > .id(isExpanded) > if isEmpty",
                "if showsCard > else of if isExpanded > if isEmpty",
            ])
        #expect(analysis.graph.edges.map(\.container) == [nil, 0, 0, 0, 0])
        // One instance per place Card calls the closure, as in the course's tree.
        #expect(analysis.index.instances.map(\.value) == [1, 1, 2, 2])
        #expect(analysis.scenario.nodes.map(\.name) == ["Screen", "Card", "Empty", "Total", "Empty#2", "Total#2"])
    }

    @Test func aHelpersCallSiteComesBeforeItsOwnComponents() {
        let analysis = analyze(
            """
            import SwiftUI
            struct Item: Identifiable { let id: Int }
            struct Screen: View {
                @State private var showsHeader = true
                @State private var level = 0
                @State private var items: [Item] = []
                var body: some View {
                    VStack {
                        if showsHeader { header }
                        ForEach(items) { item in row(item) }
                    }
                }
                private var header: some View {
                    VStack {
                        if level > 2 { Banner() } else { Title() }
                    }
                }
                private func row(_ item: Item) -> some View {
                    Row().id(item.id)
                }
            }
            """ + leaves("Banner", "Title", "Row"))
        #expect(
            identities(of: "Banner", in: analysis) == [
                [
                    IdentityComponent(kind: .branch, source: "if", value: "showsHeader"),
                    IdentityComponent(kind: .branch, source: "if", value: "level > 2"),
                ]
            ])
        #expect(descriptions(of: "Title", in: analysis) == ["if showsHeader > else of if level > 2"])
        #expect(
            identities(of: "Row", in: analysis) == [
                [
                    IdentityComponent(kind: .row, source: "ForEach", value: "items"),
                    IdentityComponent(kind: .explicitID, source: "id", value: "item.id"),
                ]
            ])
        // The innermost component names the edge's kind.
        #expect(analysis.graph.edges.map(\.kind) == [.branch, .branch, .explicitID])
    }
}
