import SwiftUI

final class Preferences: ObservableObject {
    @Published var showsAll = false
}

struct SettingsView: View {
    @State private var name = ""
    @StateObject private var preferences = Preferences()

    var body: some View {
        TextField("Name", text: $name)
        Toggle("Show all", isOn: $preferences.showsAll)
        Text(preferences.showsAll ? "All" : "Some")
    }
}
