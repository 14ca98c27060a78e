import SwiftUI

final class Song: ObservableObject {
    @Published var title = ""
    @Published var artist = ""
    @Published var plays = 0
    @Published var rating = 0
}

@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup {
            SongScreen()
        }
    }
}

struct SongScreen: View {
    @StateObject private var song = Song()

    var body: some View {
        List {
            SongHeader(song: song)
            Text("\(song.plays)")
        }
    }
}

struct SongHeader: View {
    @ObservedObject var song: Song

    var body: some View {
        VStack {
            Text(song.title)
            Text(song.artist)
        }
    }
}
