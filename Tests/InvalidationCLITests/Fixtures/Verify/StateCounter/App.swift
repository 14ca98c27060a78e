import SwiftUI

// Fact: a view whose button changes its own @State runs its body again, and SwiftUI names
// the state: `TallyButton: _taps changed.` (after `@self, @identity, _taps changed.` the
// first time it is shown).
// Source: Mike Apurin, "SwiftUI Secrets", https://apurin.me/articles/swiftui-secrets
// (a counter button's output, first on appearing, then on each tap).

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup { TallyButton() }
    }
}

struct TallyButton: View {
    @State private var taps = 0

    var body: some View {
        Button("Tapped \(taps) times") { taps += 1 }
    }
}
