import SwiftUI

// A small social feed in which views are reused: every post row shows an avatar, and the
// profile header shows one too. The graph holds each view type once; explain counts the
// instances a change recomputes.

@main
struct FeedApp: App {
    @State private var store = FeedStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

struct RootView: View {
    @State private var selectedTab = Tab.home

    var body: some View {
        TabView(selection: $selectedTab) {
            HomeFeed()
                .tag(Tab.home)
            ProfileScreen()
                .tag(Tab.profile)
        }
    }
}

enum Tab: Hashable {
    case home, profile
}
