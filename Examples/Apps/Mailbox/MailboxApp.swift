import SwiftUI

@main
struct MailboxApp: App {
    @State private var store = MailboxStore()

    var body: some Scene {
        WindowGroup {
            MailboxView()
                .environment(store)
        }
        #if os(macOS)
        Settings {
            MailSettingsView()
        }
        #endif
    }
}
