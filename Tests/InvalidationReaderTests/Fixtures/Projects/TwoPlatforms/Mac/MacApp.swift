import SwiftUI

@main
struct MacApp: App {
    @StateObject private var servers = Servers()

    var body: some Scene {
        WindowGroup { Dashboard().environmentObject(servers) }
    }
}

struct Dashboard: View {
    @EnvironmentObject private var servers: Servers

    var body: some View {
        Stats(server: servers.selected)
    }
}

struct Stats: View {
    @State private var title: String

    init(server: String) {
        _title = State(initialValue: server)
    }

    var body: some View {
        Text(title)
    }
}
