import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing

/// Names a body calls are found as module types from the scope they are written in: a
/// short name inside its outer type, a qualified one from anywhere, a type nested in an
/// extension; a name no module type ends with is SwiftUI's.
@Suite struct TypeLookupTests {
    private let source = """
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene { WindowGroup { Feed() } }
        }

        struct Feed: View {
            var body: some View {
                VStack {
                    Row()
                    Settings.Row()
                    Badge.Large()
                    Text("end")
                }
            }

            struct Row: View {
                var body: some View { Text("feed row") }
            }
        }

        enum Settings {
            struct Row: View {
                var body: some View { Row.Label() }

                struct Label: View {
                    var body: some View { Text("settings row") }
                }
            }
        }

        struct Badge: View {
            var body: some View { Text("badge") }
        }

        extension Badge {
            struct Large: View {
                var body: some View { Badge() }
            }
        }
        """

    private func edges() -> [String] {
        let analysis = SourceAnalyzer(options: .init(threads: 2))
            .analyze(sources: [SourceText(path: "Shop.swift", text: source)])
        let graph = analysis.graph
        return graph.edges.map { "\(graph.views[$0.from].name) -> \(graph.views[$0.to].name)" }.sorted()
    }

    @Test func nestedTypesAreFoundFromTheScopeTheyAreNamedIn() {
        #expect(
            edges() == [
                "Badge.Large -> Badge",
                "Feed -> Badge.Large",
                "Feed -> Feed.Row",
                "Feed -> Settings.Row",
                "Settings.Row -> Settings.Row.Label",
                "ShopApp -> Feed",
            ])
    }
}
