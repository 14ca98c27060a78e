import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing

/// Which view-owned state can change at all, for `explain --all`: a key never written keeps
/// its first value, and its cost is one that never comes.
@Suite struct StateChangesTests {
    @Test func stateNothingWritesIsNamedAndStateThatChangesIsNot() {
        let analysis = SourceAnalyzer().analyze(sources: [
            SourceText(
                path: "Shop.swift",
                text: """
                    import SwiftUI

                    @Observable final class Store { var count = 0 }

                    @main
                    struct ShopApp: App {
                        @State private var store = Store()
                        @State private var theme = Store()
                        @State private var spare = Store()
                        var body: some Scene {
                            WindowGroup {
                                Screen()
                                    .environment(store)
                                    .onAppear { theme.count += 1 }
                                    .onOpenURL { _ in spare = Store() }
                            }
                        }
                    }

                    struct Screen: View {
                        @State private var taps = 0
                        @State private var limit = 10
                        @State private var name = ""
                        var body: some View {
                            VStack {
                                Button("\\(taps) of \\(limit)") { taps += 1 }
                                TextField("Name", text: $name)
                            }
                        }
                    }
                    """)
        ])
        // `theme` only has a property set: the object stays. `spare` is replaced; `taps` is
        // incremented; `name` is handed out as a binding.
        #expect(StateChanges.neverWrittenKeys(in: analysis) == ["ShopApp.store", "ShopApp.theme", "Screen.limit"])
    }
}
