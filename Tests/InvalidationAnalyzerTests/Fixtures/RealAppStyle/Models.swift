import Foundation
import Observation
import SwiftUI

@Observable
final class RecipeLibrary {
    var recipes: [Recipe] = []
    var favorites: Set<Recipe.ID> = []
    var searchText = ""
    var selectedCategory: Recipe.Category?

    var filtered: [Recipe] {
        recipes.filter { recipe in
            (selectedCategory == nil || recipe.category == selectedCategory)
                && (searchText.isEmpty || recipe.title.contains(searchText))
        }
    }

    func isFavorite(_ recipe: Recipe) -> Bool {
        favorites.contains(recipe.id)
    }
}

struct Recipe: Identifiable, Hashable {
    enum Category: String, CaseIterable, Identifiable {
        case breakfast, lunch, dinner
        var id: String { rawValue }
    }

    let id: UUID
    var title: String
    var category: Category
    var minutes: Int
}

final class KitchenTimers: ObservableObject {
    @Published var running: [UUID: Int] = [:]
    @Published var isMuted = false
}

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
}
