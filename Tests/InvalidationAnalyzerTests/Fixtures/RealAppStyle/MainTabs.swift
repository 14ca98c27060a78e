import SwiftUI

struct MainTabs: View {
    enum Tab: Hashable { case browse, favorites, timers }

    @State private var selection = Tab.browse

    var body: some View {
        TabView(selection: $selection) {
            BrowseView()
                .tabItem { Label("Browse", systemImage: "book") }
                .tag(Tab.browse)
            FavoritesView()
                .tabItem { Label("Favorites", systemImage: "star") }
                .tag(Tab.favorites)
            TimersView()
                .tabItem { Label("Timers", systemImage: "timer") }
                .tag(Tab.timers)
        }
    }
}

#Preview {
    MainTabs()
        .environment(RecipeLibrary())
        .environmentObject(KitchenTimers())
}
