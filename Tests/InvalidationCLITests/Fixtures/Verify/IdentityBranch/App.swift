import SwiftUI

// Fact: views in the two branches of an `if`/`else` have different identities: turning
// the switch makes the other branch's view new, with new state, and its first body says
// so (`@identity`).
// Sources: "Demystify SwiftUI", WWDC21,
// https://developer.apple.com/videos/play/wwdc2021/10022/ (branches give structural
// identity); Mike Apurin, "SwiftUI Secrets", https://apurin.me/articles/swiftui-secrets
// (a first body prints @self, @identity and its state).

@main
struct LampApp: App {
    var body: some Scene {
        WindowGroup { LampPanel() }
    }
}

struct LampPanel: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            if isOn {
                LitBulb()
            } else {
                DarkBulb()
            }
            Toggle("Light", isOn: $isOn)
        }
    }
}

struct LitBulb: View {
    @State private var glow = 1.0

    var body: some View {
        Image(systemName: "lightbulb.fill").opacity(glow)
    }
}

struct DarkBulb: View {
    var body: some View {
        Image(systemName: "lightbulb")
    }
}
