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
    var body: some View { List(store.books, id: \.self) { Text($0) } }
}

struct ShelfSettings: View {
    @EnvironmentObject private var store: ShelfStore
    var body: some View { Text("\(store.books.count) books") }
}
