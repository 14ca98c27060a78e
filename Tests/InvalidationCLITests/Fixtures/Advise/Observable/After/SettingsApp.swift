import Observation
import SwiftUI

@Observable
final class Settings {
    var name = ""
    var volume = 0
    var isMuted = false
}

@main
struct SettingsApp: App {
    @State private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            SettingsScreen()
                .environment(settings)
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
    @Environment(Settings.self) var settings

    var body: some View {
        Text(settings.name)
    }
}

struct VolumeRow: View {
    @Environment(Settings.self) var settings

    var body: some View {
        Text("\(settings.volume)")
    }
}

struct MuteRow: View {
    @Environment(Settings.self) var settings

    var body: some View {
        Button(settings.isMuted ? "Unmute" : "Mute") {
            settings.isMuted.toggle()
        }
    }
}
