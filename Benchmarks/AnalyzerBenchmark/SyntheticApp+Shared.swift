extension SyntheticApp {
    /// The models every screen shares and the design system's small views, each created
    /// from many screens.
    static func sharedFiles() -> [GeneratedFile] {
        [
            GeneratedFile(
                path: "Shared/Models.swift",
                text: """
                    import SwiftUI
                    import Observation

                    struct User: Identifiable, Hashable {
                        let id: Int
                        var name: String
                        var handle: String
                        var avatarURL: URL?
                    }

                    @Observable
                    final class Session {
                        var currentUser = User(id: 0, name: "Guest", handle: "guest", avatarURL: nil)
                        var isSignedIn = false
                        var lastSync: Date?
                    }

                    @Observable
                    final class ThemeStore {
                        var tint: Color = .blue
                        var avatarCornerRadius: CGFloat = 8
                        var showsHandles = true
                    }

                    enum AppRoute: Hashable {
                        case profile(User)
                        case settings
                        case about
                    }

                    @Observable
                    final class RouterPath {
                        var path = NavigationPath()

                        func navigate(to route: AppRoute) {
                            path.append(route)
                        }
                    }

                    final class AppSettings: ObservableObject {
                        @Published var accentName = "blue"
                        @Published var showsBadges = true
                        @Published var compactRows = false
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/AvatarView.swift",
                text: """
                    import SwiftUI

                    struct AvatarView: View {
                        let url: URL?
                        var size: CGFloat = 40
                        @Environment(ThemeStore.self) private var theme
                        @Environment(\\.colorScheme) private var colorScheme

                        var body: some View {
                            AsyncImage(url: url) { image in
                                image
                                    .resizable()
                                    .scaledToFill()
                            } placeholder: {
                                RoundedRectangle(cornerRadius: theme.avatarCornerRadius)
                                    .fill(colorScheme == .dark ? Color.gray : Color.secondary)
                            }
                            .frame(width: size, height: size)
                            .clipShape(RoundedRectangle(cornerRadius: theme.avatarCornerRadius))
                        }
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/UserRow.swift",
                text: """
                    import SwiftUI

                    struct UserRow: View {
                        let user: User
                        @Environment(ThemeStore.self) private var theme
                        @Environment(RouterPath.self) private var routerPath

                        var body: some View {
                            Button {
                                routerPath.navigate(to: .profile(user))
                            } label: {
                                HStack(spacing: 12) {
                                    AvatarView(url: user.avatarURL, size: 36)
                                    VStack(alignment: .leading) {
                                        Text(user.name)
                                            .font(.headline)
                                        if theme.showsHandles {
                                            Text("@\\(user.handle)")
                                                .font(.caption)
                                                .foregroundStyle(.secondary)
                                        }
                                    }
                                }
                            }
                            .buttonStyle(.plain)
                        }
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/PrimaryButton.swift",
                text: """
                    import SwiftUI

                    struct PrimaryButton: View {
                        let title: String
                        var systemImage: String? = nil
                        let action: () -> Void
                        @Environment(ThemeStore.self) private var theme
                        @Environment(\\.isEnabled) private var isEnabled

                        var body: some View {
                            Button(action: action) {
                                HStack {
                                    if let systemImage {
                                        Image(systemName: systemImage)
                                    }
                                    Text(title)
                                        .bold()
                                }
                                .frame(maxWidth: .infinity)
                                .padding(.vertical, 10)
                                .background(isEnabled ? theme.tint : Color.gray, in: Capsule())
                                .foregroundStyle(.white)
                            }
                        }
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/TagChip.swift",
                text: """
                    import SwiftUI

                    struct TagChip: View {
                        let text: String
                        var isSelected = false
                        @Environment(ThemeStore.self) private var theme

                        var body: some View {
                            Text(text)
                                .font(.caption)
                                .padding(.horizontal, 8)
                                .padding(.vertical, 4)
                                .background(isSelected ? theme.tint.opacity(0.3) : Color.secondary.opacity(0.15), in: Capsule())
                        }
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/EmptyStateView.swift",
                text: """
                    import SwiftUI

                    struct EmptyStateView: View {
                        let title: String
                        let systemImage: String
                        let retry: () -> Void

                        var body: some View {
                            ContentUnavailableView {
                                Label(title, systemImage: systemImage)
                            } description: {
                                Text("Nothing here yet.")
                            } actions: {
                                PrimaryButton(title: "Reload", systemImage: "arrow.clockwise", action: retry)
                            }
                        }
                    }

                    """),
            GeneratedFile(
                path: "DesignSystem/CardContainer.swift",
                text: """
                    import SwiftUI

                    struct CardContainer<Content: View>: View {
                        let title: String
                        @ViewBuilder var content: Content

                        var body: some View {
                            VStack(alignment: .leading, spacing: 8) {
                                Text(title)
                                    .font(.headline)
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

                    """),
            GeneratedFile(
                path: "Router/AppDestinations.swift",
                text: """
                    import SwiftUI

                    extension View {
                        func withAppDestinations() -> some View {
                            navigationDestination(for: AppRoute.self) { route in
                                AppDestinationView(route: route)
                            }
                        }
                    }

                    struct AppDestinationView: View {
                        let route: AppRoute

                        var body: some View {
                            switch route {
                            case .profile(let user):
                                ProfileView(user: user)
                            case .settings:
                                SettingsView()
                            case .about:
                                AboutView()
                            }
                        }
                    }

                    """),
            GeneratedFile(
                path: "Screens/ProfileView.swift",
                text: """
                    import SwiftUI
                    import Observation

                    @Observable
                    final class ProfileStore {
                        var followers: [User] = []
                        var isLoading = false

                        func load(for user: User) async {
                            isLoading = true
                            defer { isLoading = false }
                            followers = (1...12).map { index in
                                User(id: user.id * 100 + index, name: "Follower \\(index)", handle: "f\\(index)", avatarURL: nil)
                            }
                        }
                    }

                    struct ProfileView: View {
                        let user: User
                        @State private var store = ProfileStore()
                        @State private var isShowingSettings = false

                        var body: some View {
                            List {
                                Section {
                                    HStack(spacing: 16) {
                                        AvatarView(url: user.avatarURL, size: 72)
                                        VStack(alignment: .leading) {
                                            Text(user.name)
                                                .font(.title2)
                                            Text("@\\(user.handle)")
                                                .foregroundStyle(.secondary)
                                        }
                                    }
                                }
                                Section("Followers") {
                                    ForEach(store.followers, id: \\.id) { follower in
                                        UserRow(user: follower)
                                    }
                                }
                                Section {
                                    PrimaryButton(title: "Settings", systemImage: "gear") {
                                        isShowingSettings = true
                                    }
                                }
                            }
                            .overlay {
                                if store.isLoading {
                                    ProgressView()
                                }
                            }
                            .sheet(isPresented: $isShowingSettings) {
                                NavigationStack {
                                    SettingsView()
                                }
                            }
                            .task { await store.load(for: user) }
                            .navigationTitle(user.name)
                        }
                    }

                    """),
            GeneratedFile(
                path: "Screens/SettingsView.swift",
                text: """
                    import SwiftUI

                    struct SettingsView: View {
                        @EnvironmentObject private var settings: AppSettings
                        @Environment(ThemeStore.self) private var theme

                        var body: some View {
                            Form {
                                Section("Lists") {
                                    Toggle("Compact rows", isOn: $settings.compactRows)
                                    Toggle("Badges", isOn: $settings.showsBadges)
                                }
                                Section("Theme") {
                                    Picker("Accent", selection: $settings.accentName) {
                                        Text("Blue").tag("blue")
                                        Text("Green").tag("green")
                                        Text("Orange").tag("orange")
                                    }
                                    Toggle("Show handles", isOn: Binding(get: { theme.showsHandles }, set: { theme.showsHandles = $0 }))
                                }
                                Section {
                                    TagChip(text: settings.accentName, isSelected: true)
                                }
                            }
                            .navigationTitle("Settings")
                        }
                    }

                    struct AboutView: View {
                        private let libraries = ["SwiftUI", "Observation", "Foundation"]

                        var body: some View {
                            List {
                                ForEach(libraries, id: \\.self) { library in
                                    TagChip(text: library)
                                }
                            }
                            .navigationTitle("About")
                        }
                    }

                    struct AccountSheet: View {
                        @Environment(Session.self) private var session
                        @Environment(\\.dismiss) private var dismiss

                        var body: some View {
                            NavigationStack {
                                Form {
                                    HStack {
                                        AvatarView(url: session.currentUser.avatarURL, size: 48)
                                        Text(session.currentUser.name)
                                    }
                                    PrimaryButton(title: "Sign in", systemImage: "person.crop.circle") {
                                        session.isSignedIn = true
                                        dismiss()
                                    }
                                }
                                .navigationTitle("Account")
                            }
                        }
                    }

                    """),
        ]
    }
}
