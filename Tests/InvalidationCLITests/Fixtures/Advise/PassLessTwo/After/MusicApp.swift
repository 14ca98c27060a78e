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
            SongHeader(title: song.title, artist: song.artist)
            Text("\(song.plays)")
        }
    }
}

struct SongHeader: View {
    let title: String
    let artist: String

    var body: some View {
        VStack {
            Text(title)
            Text(artist)
        }
    }
}
