import Combine
import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var userName = ""
    @Published var isDarkMode = false
    func save() {}
}

/// Owns the store and only hands it on, yet every change recomputes it.
struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        Form {
            SettingsForm(store: store)
            SaveButton()
        }
        .environmentObject(store)
    }
}

struct SettingsForm: View {
    @ObservedObject var store: SettingsStore

    var body: some View {
        TextField("Name", text: $store.userName)
        Toggle("Dark mode", isOn: $store.isDarkMode)
    }
}

/// Uses the store only when tapped.
struct SaveButton: View {
    @EnvironmentObject var store: SettingsStore

    var body: some View {
        Button("Save") { store.save() }
    }
}

/// Creates its own store: a new one each time its parent re-creates it.
struct SettingsPreviewCard: View {
    @ObservedObject var store = SettingsStore()

    var body: some View {
        Text(store.userName)
    }
}

/// Gives its state a value in init after every stored property has one: a setter call,
/// lost on a view not yet on screen, so the toggle always starts on.
struct EditorPreferences: View {
    private let width: Double = 160
    @State private var openInEditor = true

    init(defaults: UserDefaults) {
        openInEditor = defaults.bool(forKey: "openInEditor")
    }

    var body: some View {
        Toggle("Open in editor", isOn: $openInEditor)
            .frame(width: width)
    }
}
