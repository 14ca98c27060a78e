import SwiftUI

/// A store the app's main window puts in the environment, and its settings window does not.
final class ShelfStore: ObservableObject {
    @Published var books: [String] = []
}

@main
struct ShelfApp: App {
    @StateObject private var store = ShelfStore()
    var body: some Scene {
        WindowGroup { ShelfView().environmentObject(store) }
        Settings { ShelfSettings() }
    }
}

struct ShelfView: View {
    @EnvironmentObject private var store: ShelfStore
    @State private var genre = "Fiction"
    var body: some View {
        VStack {
            Picker("Genre", selection: $genre) {
                Text("Fiction").tag("Fiction")
                Text("Poetry").tag("Poetry")
            }
            GenreList(genre: genre)
            List(store.books, id: \.self) { Text($0) }
        }
    }
}

/// Loads its titles once, when it appears: picking another genre keeps the first genre's.
struct GenreList: View {
    let genre: String
    @State private var titles: [String] = []
    var body: some View {
        List(titles, id: \.self) { Text($0) }
            .task { titles = await Catalog.titles(in: genre) }
    }
}

struct ShelfSettings: View {
    @EnvironmentObject private var store: ShelfStore
    var body: some View { Text("\(store.books.count) books") }
}
