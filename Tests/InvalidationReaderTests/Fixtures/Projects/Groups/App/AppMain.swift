import SwiftUI

@main
struct GroupsApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
