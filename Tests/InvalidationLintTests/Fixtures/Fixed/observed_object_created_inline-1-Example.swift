struct SettingsView: View {
    @StateObject private var settings = Settings()
    @StateObject private var store: Store = .init(name: "main")
    var body: some View { Text(settings.name + store.name) }
}