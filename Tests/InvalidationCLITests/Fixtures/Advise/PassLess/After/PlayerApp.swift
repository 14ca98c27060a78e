import SwiftUI

final class Player: ObservableObject {
    @Published var title = ""
    @Published var position = 0.0
    @Published var isPlaying = false

    func toggle() {
        isPlaying.toggle()
    }
}

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            PlayerScreen()
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var player = Player()

    var body: some View {
        VStack {
            TitleLabel(title: player.title)
            PlayButton(player: player)
        }
    }
}

struct TitleLabel: View {
    let title: String

    var body: some View {
        Text(title)
            .accessibilityLabel(title)
    }
}

struct PlayButton: View {
    @ObservedObject var player: Player

    var body: some View {
        Button(player.isPlaying ? "Pause" : "Play") {
            player.toggle()
        }
    }
}
