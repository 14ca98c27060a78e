import Shared
import SwiftUI

@main
struct HostApp: App {
    @StateObject private var provider = Provider()

    var body: some Scene {
        WindowGroup { Editor().environmentObject(provider) }
    }
}

struct Editor: View {
    @EnvironmentObject private var provider: Provider

    var body: some View {
        Button("Preview") { provider.present() }
    }
}
