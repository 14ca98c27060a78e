import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { Shelf() }
    }
}

struct Shelf: View {
    @State private var count = 0

    var body: some View {
        Button("Books: \(count)") { count += 1 }
    }
}
