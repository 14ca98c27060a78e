import SwiftUI

struct RecipeRow: View {
    let recipe: Recipe
    let isFavorite: Bool
    @Environment(\.cardCornerRadius) private var cornerRadius

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            if isFavorite {
                Image(systemName: "star.fill")
            }
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: cornerRadius).fill(.quaternary))
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @EnvironmentObject private var timers: KitchenTimers
    @State private var servings = 2

    var body: some View {
        Form {
            Section("Servings") {
                Stepper("\(servings)", value: $servings, in: 1...12)
            }
            Section {
                TimerButton(minutes: recipe.minutes, isRunning: timers.running[recipe.id] != nil)
            }
        }
        .navigationTitle(recipe.title)
    }

    struct TimerButton: View {
        let minutes: Int
        let isRunning: Bool

        var body: some View {
            Label(isRunning ? "Running" : "\(minutes) min", systemImage: "timer")
        }
    }
}

struct FavoritesView: View {
    @Environment(RecipeLibrary.self) private var library

    var body: some View {
        List(library.recipes.filter { library.favorites.contains($0.id) }) { recipe in
            RecipeRow(recipe: recipe, isFavorite: true)
        }
        .overlay {
            if library.favorites.isEmpty {
                ContentUnavailableView("No favorites", systemImage: "star")
            }
        }
    }
}

struct TimersView: View {
    @EnvironmentObject private var timers: KitchenTimers

    var body: some View {
        Toggle("Muted", isOn: $timers.isMuted)
    }
}

struct RecipeRow_Previews: PreviewProvider {
    static var previews: some View {
        RecipeRow(recipe: Recipe(id: UUID(), title: "Soup", category: .lunch, minutes: 20), isFavorite: true)
    }
}
