extension SyntheticApp {
    /// One feature of the app: a store, a list of rows, a detail screen and an editor,
    /// with details drawn from the seed.
    struct Feature {
        var number: Int
        /// `List` rows, or a `ScrollView` with a `LazyVStack`.
        var usesList: Bool
        /// Whether the detail screen lists comments, each with its author's avatar.
        var hasComments: Bool
        /// Whether the detail screen shows the tags in a grid of chips.
        var showsTagGrid: Bool
        /// Extra stored properties on the item, 0 to 3.
        var extraFields: Int
        /// How many items the store loads.
        var itemCount: Int
        /// The tab's link icon.
        var symbol: String

        var name: String { "Feature\(number)" }

        private static let symbols = ["folder", "tray", "star", "bell", "bookmark", "calendar", "doc", "flag", "tag"]

        /// Feature `number`, its details drawn from `generator`.
        init(number: Int, generator: inout SeededGenerator) {
            self.number = number
            usesList = generator.chance(70)
            hasComments = generator.chance(50)
            showsTagGrid = generator.chance(40)
            extraFields = generator.number(in: 0...3)
            itemCount = generator.number(in: 10...60)
            symbol = Self.symbols[generator.number(in: 0...(Self.symbols.count - 1))]
        }
    }

    /// A feature's five files: store, list, row, detail and editor.
    static func files(of feature: Feature) -> [GeneratedFile] {
        let folder = "Features/\(feature.name)/\(feature.name)"
        return [
            GeneratedFile(path: folder + "Store.swift", text: store(feature)),
            GeneratedFile(path: folder + "ListView.swift", text: list(feature)),
            GeneratedFile(path: folder + "RowView.swift", text: row(feature)),
            GeneratedFile(path: folder + "DetailView.swift", text: detail(feature)),
            GeneratedFile(path: folder + "EditorView.swift", text: editor(feature)),
        ]
    }

    private static func store(_ feature: Feature) -> String {
        let name = feature.name
        var fields = ""
        var fieldValues = ""
        for field in 0..<feature.extraFields {
            fields += "    var field\(field): String = \"\"\n"
            fieldValues += ", field\(field): \"Value \\(index)\""
        }
        let comments =
            feature.hasComments
            ? """

            struct \(name)Comment: Identifiable, Hashable {
                let id: Int
                var author: User
                var text: String
            }

            """ : ""
        let commentsProperty = feature.hasComments ? "    var comments: [\(name)Comment] = []\n" : ""
        let commentsValue =
            feature.hasComments
            ? ",\n                comments: (0..<index % 4).map { \(name)Comment(id: $0, author: author, text: \"Comment \\($0)\") }"
            : ""
        return """
            import Foundation
            import Observation

            @Observable
            final class \(name)Store {
                var items: [\(name)Item] = []
                var selection: \(name)Item.ID?
                var editingItem: \(name)Item?
                var filter = ""
                var isLoading = false
                var sortAscending = true
                var errorMessage: String?
                @ObservationIgnored var cache: [Int: String] = [:]

                var visibleItems: [\(name)Item] {
                    let filtered = items.filter { filter.isEmpty || $0.title.localizedCaseInsensitiveContains(filter) }
                    return filtered.sorted { sortAscending ? $0.title < $1.title : $0.title > $1.title }
                }

                var doneCount: Int {
                    items.filter(\\.isDone).count
                }

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    items = (0..<\(feature.itemCount)).map { index in
                        let author = User(id: index % 7, name: "Author \\(index % 7)", handle: "author\\(index % 7)", avatarURL: nil)
                        return \(name)Item(
                            id: index, title: "Item \\(index)", detail: "Detail \\(index)", isDone: index % 3 == 0,
                            author: author\(fieldValues)\(commentsValue))
                    }
                }

                func toggle(_ item: \(name)Item) {
                    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
                    items[index].isDone.toggle()
                    cache[item.id] = nil
                }

                func remove(at offsets: IndexSet) {
                    items.remove(atOffsets: offsets)
                }
            }

            struct \(name)Item: Identifiable, Hashable {
                let id: Int
                var title: String
                var detail: String
                var isDone: Bool
                var author: User
                var tags: [String] = []
            \(fields)\(commentsProperty)
                var summary: String {
                    tags.isEmpty ? detail : detail + " (" + tags.joined(separator: ", ") + ")"
                }
            }
            \(comments)
            """
    }

    private static func list(_ feature: Feature) -> String {
        let name = feature.name
        let tab = Self.tab(of: feature.number)
        let content =
            feature.usesList
            ? """
                    List(selection: $store.selection) {
                        header
                        ForEach(store.visibleItems, id: \\.id) { item in
                            NavigationLink(value: item) {
                                \(name)RowView(item: item, isCompact: settings.compactRows) {
                                    store.toggle(item)
                                }
                            }
                            .swipeActions {
                                Button("Edit") { store.editingItem = item }
                            }
                        }
                        .onDelete { store.remove(at: $0) }
                        footer
                    }
            """
            : """
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 8) {
                            header
                            ForEach(store.visibleItems) { item in
                                NavigationLink(value: item) {
                                    \(name)RowView(item: item, isCompact: settings.compactRows) {
                                        store.toggle(item)
                                    }
                                }
                                .buttonStyle(.plain)
                                .contextMenu {
                                    Button("Edit") { store.editingItem = item }
                                }
                            }
                            footer
                        }
                        .padding(.horizontal)
                    }
            """
        return """
            import SwiftUI

            struct \(name)ListView: View {
                @State private var store = \(name)Store()
                @State private var isAdding = false
                @State private var newTitle = ""
                @EnvironmentObject private var settings: AppSettings
                @Environment(Tab\(tab)Model.self) private var tabModel
                @Environment(\\.horizontalSizeClass) private var sizeClass

                var body: some View {
                    content
                        .searchable(text: $store.filter)
                        .overlay {
                            if store.isLoading {
                                ProgressView()
                            } else if store.items.isEmpty {
                                EmptyStateView(title: "No items", systemImage: "\(feature.symbol)") {
                                    Task { await store.load() }
                                }
                            }
                        }
                        .navigationDestination(for: \(name)Item.self) { item in
                            \(name)DetailView(item: item)
                        }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button {
                                    isAdding = true
                                } label: {
                                    Label("Add", systemImage: "plus")
                                }
                            }
                        }
                        .sheet(isPresented: $isAdding) {
                            \(name)EditorView(title: $newTitle) {
                                isAdding = false
                            }
                        }
                        .sheet(item: $store.editingItem) { item in
                            \(name)EditorView(title: $newTitle) {
                                store.editingItem = nil
                            }
                            .onAppear { newTitle = item.title }
                        }
                        .task {
                            await store.load()
                            tabModel.lastOpened = .feature\(feature.number)
                        }
                        .navigationTitle("Feature \(feature.number)")
                }
            }

            extension \(name)ListView {
                private var content: some View {
            \(content)
                }

                private var header: some View {
                    CardContainer(title: "Summary") {
                        Text("\\(store.doneCount) of \\(store.items.count) done")
                        if sizeClass == .regular {
                            Text("Sorted \\(store.sortAscending ? "ascending" : "descending")")
                        }
                    }
                }

                @ViewBuilder
                private var footer: some View {
                    if let message = store.errorMessage {
                        Text(message).foregroundStyle(.red)
                    } else if settings.showsBadges {
                        \(name)BadgeView(count: store.items.count)
                    }
                }
            }

            """
    }

    private static func row(_ feature: Feature) -> String {
        let name = feature.name
        return """
            import SwiftUI

            struct \(name)RowView: View {
                let item: \(name)Item
                let isCompact: Bool
                let onToggle: () -> Void
                @State private var isExpanded = false
                @Environment(\\.colorScheme) private var colorScheme

                var body: some View {
                    HStack(alignment: .top, spacing: 10) {
                        AvatarView(url: item.author.avatarURL, size: isCompact ? 24 : 36)
                        VStack(alignment: .leading) {
                            HStack {
                                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                    .onTapGesture(perform: onToggle)
                                Text(item.title)
                                    .strikethrough(item.isDone)
                                    .highlighted(isExpanded)
                                Spacer()
                                expandButton
                            }
                            Text(item.author.name)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            if isExpanded && !isCompact {
                                details
                            }
                        }
                    }
                    .foregroundStyle(colorScheme == .dark ? .white : .primary)
                }

                private var expandButton: some View {
                    Button {
                        withAnimation { isExpanded.toggle() }
                    } label: {
                        Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
                    }
                    .buttonStyle(.borderless)
                }

                private var details: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.summary).font(.caption)
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(item.tags, id: \\.self) { tag in
                                    TagChip(text: tag)
                                }
                            }
                        }
                    }
                }
            }

            struct \(name)BadgeView: View {
                let count: Int

                var body: some View {
                    Text("\\(count)")
                        .font(.caption.bold())
                        .padding(6)
                        .background(Circle().fill(count > 10 ? Color.red : Color.gray))
                }
            }

            #Preview {
                \(name)RowView(
                    item: \(name)Item(
                        id: 1, title: "Preview", detail: "", isDone: false,
                        author: User(id: 1, name: "Preview", handle: "preview", avatarURL: nil)),
                    isCompact: false
                ) {}
            }

            """
    }

    private static func detail(_ feature: Feature) -> String {
        let name = feature.name
        let tagGrid =
            feature.showsTagGrid
            ? """

                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], alignment: .leading) {
                                ForEach(item.tags, id: \\.self) { tag in
                                    TagChip(text: tag, isSelected: tag == selectedTag)
                                        .onTapGesture { selectedTag = tag }
                                }
                            }
            """ : ""
        // The tag the grid selects, declared only where there is a grid to use it.
        let selectedTagState = feature.showsTagGrid ? "\n    @State private var selectedTag: String?" : ""
        let comments =
            feature.hasComments
            ? """

                            Text("Comments")
                                .font(.headline)
                            ForEach(item.comments) { comment in
                                HStack(alignment: .top) {
                                    AvatarView(url: comment.author.avatarURL, size: 24)
                                    Text(comment.text)
                                }
                            }
            """ : ""
        return """
            import SwiftUI

            struct \(name)DetailView: View {
                let item: \(name)Item
                @State private var isSharing = false
                @State private var isEditing = false
                @State private var draftTitle = ""\(selectedTagState)
                @Environment(RouterPath.self) private var routerPath
                @Environment(Session.self) private var session

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            UserRow(user: item.author)
                            Text(item.title)
                                .font(.title)
                            Text(item.summary)\(tagGrid)\(comments)
                            HStack {
                                PrimaryButton(title: "Share", systemImage: "square.and.arrow.up") {
                                    isSharing = true
                                }
                                PrimaryButton(title: "Edit") {
                                    draftTitle = item.title
                                    isEditing = true
                                }
                                .disabled(item.author.id != session.currentUser.id)
                            }
                            Button("More from \\(item.author.name)") {
                                routerPath.navigate(to: .profile(item.author))
                            }
                        }
                        .padding()
                    }
                    .sheet(isPresented: $isSharing) {
                        \(name)ShareSheet(item: item)
                    }
                    .sheet(isPresented: $isEditing) {
                        \(name)EditorView(title: $draftTitle) {
                            isEditing = false
                        }
                    }
                    .navigationTitle(item.title)
                }
            }

            struct \(name)ShareSheet: View {
                let item: \(name)Item
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    NavigationStack {
                        VStack(spacing: 20) {
                            AvatarView(url: item.author.avatarURL, size: 64)
                            Text(item.title)
                                .font(.headline)
                            ShareLink(item: item.title)
                            PrimaryButton(title: "Done") {
                                dismiss()
                            }
                        }
                        .padding()
                        .navigationTitle("Share")
                    }
                }
            }

            """
    }

    private static func editor(_ feature: Feature) -> String {
        let name = feature.name
        return """
            import SwiftUI

            struct \(name)EditorView: View {
                @Binding var title: String
                let onDone: () -> Void
                @State private var priority = 1
                @State private var isUrgent = false
                @FocusState private var isFocused: Bool

                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Title") {
                                TextField("Title", text: $title)
                                    .focused($isFocused)
                            }
                            Section("Options") {
                                Stepper("Priority \\(priority)", value: $priority, in: 1...5)
                                Toggle("Urgent", isOn: $isUrgent)
                                #if os(iOS)
                                Text("Swipe down to cancel")
                                #else
                                Text("Press Escape to cancel")
                                #endif
                            }
                            validation
                        }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done", action: onDone)
                                    .disabled(title.isEmpty)
                            }
                        }
                        .onAppear { isFocused = true }
                    }
                }

                @ViewBuilder
                private var validation: some View {
                    if title.count > 40 {
                        Text("Title is long").foregroundStyle(.orange)
                    }
                }
            }

            """
    }
}
