import SwiftUI

// Fact: a view's first body lists every property SwiftUI tracks, with @self and
// @identity: `Stage: @self, @identity, _layout, _isCompact changed.`. Those names are
// not changes: the view is new. verify takes such lines as first bodies (appeared) and
// takes no key from them.
// Sources: "Debugging SwiftUI", https://www.contracorner.com/stuff/debugging-swiftui.html
// (a first body listing two properties besides @self and @identity); Mike Apurin,
// "SwiftUI Secrets", https://apurin.me/articles/swiftui-secrets.

@Observable final class StageLayout {
    var columns = 2
}

@main
struct StageApp: App {
    var body: some Scene {
        WindowGroup { Stage() }
    }
}

struct Stage: View {
    @State private var layout = StageLayout()
    @State private var isCompact = false

    var body: some View {
        VStack {
            Text("\(layout.columns) columns")
            Toggle("Compact", isOn: $isCompact)
        }
    }
}
