import SwiftUI

struct BrowseView: View {
    @Environment(RecipeLibrary.self) private var library
    @State private var path: [Recipe] = []

    var body: some View {
        @Bindable var library = library
        NavigationStack(path: $path) {
            List {
                categoryPicker
                ForEach(library.filtered) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe, isFavorite: library.isFavorite(recipe))
                    }
                }
            }
            .searchable(text: $library.searchText)
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

// MARK: - Helpers

extension BrowseView {
    @ViewBuilder
    private var categoryPicker: some View {
        @Bindable var library = library
        Picker("Category", selection: $library.selectedCategory) {
            Text("All").tag(Recipe.Category?.none)
            ForEach(Recipe.Category.allCases) { category in
                Text(category.rawValue.capitalized).tag(Optional(category))
            }
        }
    }
}
