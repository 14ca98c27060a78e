import SwiftUI

final class Settings: ObservableObject {
    @Published var name = ""
    @Published var volume = 0
    @Published var isMuted = false
}

@main
struct SettingsApp: App {
    @StateObject private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            SettingsScreen()
                .environmentObject(settings)
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack {
            NameRow()
            VolumeRow()
            MuteRow()
        }
    }
}

struct NameRow: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text(settings.name)
    }
}

struct VolumeRow: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text("\(settings.volume)")
    }
}

struct MuteRow: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Button(settings.isMuted ? "Unmute" : "Mute") {
            settings.isMuted.toggle()
        }
    }
}
