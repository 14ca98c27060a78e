import SwiftUI

@main
struct SynchronizedApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
