import SwiftUI

@main
struct RecipesApp: App {
    @State private var library = RecipeLibrary()
    @StateObject private var timers = KitchenTimers()

    var body: some Scene {
        WindowGroup {
            MainTabs()
                .environment(library)
                .environmentObject(timers)
        }
        #if os(macOS)
        .commands { RecipeCommands() }
        #endif
    }
}

struct RecipeCommands: Commands {
    var body: some Commands {
        CommandMenu("Recipes") {
            Button("Refresh") {}
        }
    }
}
