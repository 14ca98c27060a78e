import SwiftUI

@main
struct PhoneApp: App {
    @StateObject private var servers = Servers()

    var body: some Scene {
        WindowGroup { ServerPicker().environmentObject(servers) }
    }
}

struct ServerPicker: View {
    @EnvironmentObject private var servers: Servers

    var body: some View {
        Button(servers.selected) { servers.selected = "beta" }
    }
}
