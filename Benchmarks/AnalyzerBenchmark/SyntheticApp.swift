/// Writes a SwiftUI app of about a given number of lines, the same every time: an `App`
/// with a sidebar of features, and per feature an `@Observable` store, a list with rows,
/// a detail form, an `ObservableObject` settings model, helpers split across extensions,
/// `#if` blocks, generic containers, custom modifiers and previews.
struct SyntheticApp {
    /// The app's files, in the order written.
    var files: [GeneratedFile] = []

    init(targetLines: Int) {
        var features = 0
        var lines = 0
        var featureFiles: [GeneratedFile] = []
        while lines < targetLines - 60 {
            features += 1
            for file in Self.feature(features) {
                lines += file.lineCount
                featureFiles.append(file)
            }
        }
        files = [Self.app(features: features), Self.shared()] + featureFiles
    }

    static func app(features: Int) -> GeneratedFile {
        var links = ""
        for feature in 1...max(features, 1) {
            links += "                    NavigationLink(\"Feature \(feature)\") { Feature\(feature)ListView() }\n"
        }
        return GeneratedFile(
            path: "App/SyntheticApp.swift",
            text: """
            import SwiftUI

            @main
            struct SyntheticApp: App {
                @StateObject private var settings = AppSettings()
                @State private var session = Session()

                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .environmentObject(settings)
                            .environment(session)
                    }
                }
            }

            struct RootView: View {
                @Environment(Session.self) private var session
                @State private var sidebarFilter = ""

                var body: some View {
                    NavigationSplitView {
                        List {
            \(links)
                        }
                        .searchable(text: $sidebarFilter)
                    } detail: {
                        Text(session.userName.isEmpty ? "Welcome" : "Hello, \\(session.userName)")
                    }
                }
            }

            """
        )
    }

    static func shared() -> GeneratedFile {
        GeneratedFile(
            path: "App/Shared.swift",
            text: """
            import SwiftUI
            import Observation

            @Observable
            final class Session {
                var userName = ""
                var isSignedIn = false
                var lastSync: Date?
            }

            final class AppSettings: ObservableObject {
                @Published var accentName = "blue"
                @Published var showsBadges = true
                @Published var compactRows = false
            }

            struct CardContainer<Content: View>: View {
                let title: String
                @ViewBuilder var content: Content

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(title).font(.headline)
                        content
                    }
                    .padding()
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }

            struct HighlightModifier: ViewModifier {
                let isOn: Bool
                func body(content: Content) -> some View {
                    content
                        .padding(4)
                        .background(isOn ? Color.yellow.opacity(0.3) : Color.clear)
                }
            }

            extension View {
                func highlighted(_ isOn: Bool) -> some View {
                    modifier(HighlightModifier(isOn: isOn))
                }
            }

            """
        )
    }

    static func feature(_ n: Int) -> [GeneratedFile] {
        let name = "Feature\(n)"
        let store = """
            import Foundation
            import Observation

            @Observable
            final class \(name)Store {
                var items: [\(name)Item] = []
                var selection: \(name)Item.ID?
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
                    items = (0..<\(20 + n % 30)).map { index in
                        \(name)Item(id: index, title: "Item \\(index)", detail: "Detail \\(index)", isDone: index % 3 == 0)
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
                var tags: [String] = []

                var summary: String {
                    tags.isEmpty ? detail : detail + " (" + tags.joined(separator: ", ") + ")"
                }
            }

            """
        let list = """
            import SwiftUI

            struct \(name)ListView: View {
                @State private var store = \(name)Store()
                @State private var isAdding = false
                @State private var newTitle = ""
                @EnvironmentObject private var settings: AppSettings
                @Environment(\\.horizontalSizeClass) private var sizeClass

                var body: some View {
                    List(selection: $store.selection) {
                        header
                        ForEach(store.visibleItems) { item in
                            \(name)RowView(item: item, isCompact: settings.compactRows) {
                                store.toggle(item)
                            }
                            .tag(item.id)
                        }
                        .onDelete { store.remove(at: $0) }
                        footer
                    }
                    .searchable(text: $store.filter)
                    .overlay {
                        if store.isLoading {
                            ProgressView()
                        }
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
                    .task { await store.load() }
                    .navigationTitle("\(name)")
                }
            }

            extension \(name)ListView {
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
        let row = """
            import SwiftUI

            struct \(name)RowView: View {
                let item: \(name)Item
                let isCompact: Bool
                let onToggle: () -> Void
                @State private var isExpanded = false
                @Environment(\\.colorScheme) private var colorScheme

                var body: some View {
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
                        if isExpanded && !isCompact {
                            details
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
                        ForEach(item.tags, id: \\.self) { tag in
                            Text(tag).font(.caption2)
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
                \(name)RowView(item: \(name)Item(id: 1, title: "Preview", detail: "", isDone: false), isCompact: false) {}
            }

            """
        let editor = """
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
        return [
            GeneratedFile(path: "Features/\(name)/\(name)Store.swift", text: store),
            GeneratedFile(path: "Features/\(name)/\(name)ListView.swift", text: list),
            GeneratedFile(path: "Features/\(name)/\(name)RowView.swift", text: row),
            GeneratedFile(path: "Features/\(name)/\(name)EditorView.swift", text: editor),
        ]
    }
}
