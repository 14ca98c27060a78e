/// Writes a SwiftUI app of about a given number of lines, the same for the same seed,
/// shaped like the apps people ship:
///
/// - an `App` that puts `@Observable` stores (session, theme) and an `ObservableObject`
///   (settings) in the environment, and a `TabView` of up to five tabs;
/// - per tab, a `NavigationStack` over a `NavigationPath` held in an `@Observable` router,
///   a tab model in the environment, `navigationDestination(for:)` for the tab's features
///   and, through a shared `View` extension, for the app-wide routes (profile, settings);
/// - a design system of small views created from many screens: avatars, user rows,
///   buttons, tag chips, empty states, cards;
/// - per feature, an `@Observable` store, a list (`List` or `ScrollView` with
///   `LazyVStack`) of `ForEach` rows with ids that push a detail screen, sheets for adding
///   and editing (`sheet(isPresented:)`, `sheet(item:)`), helpers in extensions, `#if`
///   blocks and previews.
///
/// Each feature's details (list style, comments, tag grid, extra fields) are drawn from
/// a ``SeededGenerator``.
struct SyntheticApp {
    /// The app's files, in the order written.
    let files: [GeneratedFile]

    /// The most tabs; features are dealt to them in turn.
    static let maximumTabs = 5

    /// Writes features until the app reaches `targetLines` lines.
    init(targetLines: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let shared = Self.sharedFiles()
        let sharedLines = shared.reduce(0) { $0 + $1.lineCount }
        var features: [Feature] = []
        var featureFiles: [GeneratedFile] = []
        var featureLines = 0
        var app: [GeneratedFile] = []
        repeat {
            let feature = Feature(number: features.count + 1, generator: &generator)
            features.append(feature)
            for file in Self.files(of: feature) {
                featureLines += file.lineCount
                featureFiles.append(file)
            }
            app = Self.appFiles(features: features)
        } while sharedLines + featureLines + app.reduce(0, { $0 + $1.lineCount }) < targetLines
        files = app + shared + featureFiles
    }

    /// The tab a feature's screens are pushed in, 1-based.
    static func tab(of feature: Int) -> Int {
        (feature - 1) % maximumTabs + 1
    }

    /// The `App`, the root `TabView` and one file per tab.
    static func appFiles(features: [Feature]) -> [GeneratedFile] {
        let tabs = min(maximumTabs, features.count)
        var tabCases = ""
        var tabItems = ""
        for tab in 1...tabs {
            tabCases += "    case tab\(tab)\n"
            tabItems += """
                            Tab\(tab)View()
                                .tabItem { Label("Tab \(tab)", systemImage: "\(tab).circle") }
                                .tag(AppTab.tab\(tab))

                """
        }
        var files = [
            GeneratedFile(
                path: "App/SyntheticApp.swift",
                text: """
                    import SwiftUI

                    @main
                    struct SyntheticApp: App {
                        @StateObject private var settings = AppSettings()
                        @State private var session = Session()
                        @State private var theme = ThemeStore()

                        var body: some Scene {
                            WindowGroup {
                                RootTabView()
                                    .environmentObject(settings)
                                    .environment(session)
                                    .environment(theme)
                            }
                        }
                    }

                    """),
            GeneratedFile(
                path: "App/RootTabView.swift",
                text: """
                    import SwiftUI

                    enum AppTab: Hashable {
                    \(tabCases)}

                    struct RootTabView: View {
                        @Environment(Session.self) private var session
                        @State private var selectedTab = AppTab.tab1
                        @State private var isShowingAccount = false

                        var body: some View {
                            TabView(selection: $selectedTab) {
                    \(tabItems)        }
                            .sheet(isPresented: $isShowingAccount) {
                                AccountSheet()
                            }
                            .onAppear { isShowingAccount = !session.isSignedIn }
                        }
                    }

                    """),
        ]
        for tab in 1...tabs {
            files.append(tabFile(tab, features: features.filter { Self.tab(of: $0.number) == tab }))
        }
        return files
    }

    /// A tab: its routes, its model, its `NavigationStack` and its home screen.
    static func tabFile(_ tab: Int, features: [Feature]) -> GeneratedFile {
        var routes = ""
        var destinations = ""
        var links = ""
        for feature in features {
            routes += "    case feature\(feature.number)\n"
            destinations += "                    case .feature\(feature.number): \(feature.name)ListView()\n"
            links += """
                                NavigationLink(value: Tab\(tab)Route.feature\(feature.number)) {
                                    Label("Feature \(feature.number)", systemImage: "\(feature.symbol)")
                                }

                """
        }
        return GeneratedFile(
            path: "App/Tabs/Tab\(tab)View.swift",
            text: """
                import SwiftUI
                import Observation

                enum Tab\(tab)Route: Hashable {
                \(routes)}

                @Observable
                final class Tab\(tab)Model {
                    var lastOpened: Tab\(tab)Route?
                    var badgeCount = 0
                    var isRefreshing = false
                }

                struct Tab\(tab)View: View {
                    @State private var routerPath = RouterPath()
                    @State private var model = Tab\(tab)Model()

                    var body: some View {
                        NavigationStack(path: $routerPath.path) {
                            Tab\(tab)HomeView()
                                .withAppDestinations()
                                .navigationDestination(for: Tab\(tab)Route.self) { route in
                                    switch route {
                \(destinations)                    }
                                }
                        }
                        .environment(routerPath)
                        .environment(model)
                    }
                }

                struct Tab\(tab)HomeView: View {
                    @Environment(Session.self) private var session
                    @Environment(Tab\(tab)Model.self) private var model
                    @EnvironmentObject private var settings: AppSettings

                    var body: some View {
                        List {
                            Section {
                                UserRow(user: session.currentUser)
                            }
                            Section("Features") {
                \(links)            }
                            if settings.showsBadges && model.badgeCount > 0 {
                                Section {
                                    Text("\\(model.badgeCount) new")
                                }
                            }
                        }
                        .navigationTitle("Tab \(tab)")
                        .refreshable { model.isRefreshing = false }
                    }
                }

                """)
    }
}
