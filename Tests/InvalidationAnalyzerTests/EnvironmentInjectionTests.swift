import Invalidation
import InvalidationAnalyzer
import Testing

/// What a creator puts in the environment flows to the views below it that take it: a
/// change of the keys the value depends on reaches them, under either model.
@Suite struct EnvironmentInjectionTests {
    @Test func anAppsStateObjectInTheEnvironmentReachesEveryViewThatTakesIt() throws {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store { var count = 0 }

            @main
            struct ShopApp: App {
                @State private var store = Store()
                var body: some Scene {
                    WindowGroup {
                        Shell()
                            .environment(store)
                    }
                }
            }

            struct Shell: View {
                var body: some View { VStack { Cart(); Banner() } }
            }

            struct Cart: View {
                @Environment(Store.self) private var store
                var body: some View { Text("\\(store.count)") }
            }

            struct Banner: View {
                var body: some View { Text("Welcome") }
            }
            """)
        let cart = try #require(analysis.graph.views.first { $0.name == "Cart" })
        #expect(cart.environment == ["Store"])
        let edge = try #require(analysis.graph.edges.first { analysis.graph.views[$0.to].name == "Shell" })
        #expect(edge.injections == [ViewGraph.Injection(entry: "Store", keys: ["ShopApp.store"])])
        for model in RecomputationModel.allCases {
            #expect(
                try runs(analysis, key: "ShopApp.store", model: model) == [
                    "ShopApp local: reads the key",
                    "Cart parent: takes 'Store' from the environment, which carries the key",
                ])
        }
        // The course's tree reads it too, so that simulate and lint see the same.
        #expect(node("Cart", in: analysis)?.reads.contains("ShopApp.store") == true)
        #expect(node("Banner", in: analysis)?.reads.contains("ShopApp.store") == false)
    }

    @Test func anEnvironmentObjectAndAKeyValueFlowAsWell() throws {
        let analysis = analyze(
            """
            import SwiftUI

            final class Session: ObservableObject { @Published var user = "" }

            struct Root: View {
                @State private var session = Session()
                @State private var theme = Theme.plain
                var body: some View {
                    Page()
                        .environmentObject(session)
                        .environment(\\.theme, theme)
                }
            }

            struct Page: View {
                var body: some View { VStack { Header(); Avatar() } }
            }

            struct Header: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }

            struct Avatar: View {
                @Environment(\\.theme) private var theme
                var body: some View { Circle().fill(theme.color) }
            }

            enum Theme { case plain, bold }
            """)
        #expect(
            try runs(analysis, key: "Root.session") == [
                "Root local: reads the key",
                "Header parent: takes 'Session' from the environment, which carries the key",
            ])
        #expect(
            try runs(analysis, key: "Root.theme") == [
                "Root local: reads the key",
                "Avatar parent: takes '\\.theme' from the environment, which carries the key",
            ])
    }

    @Test func anInnerValueForTheSameEntryShieldsTheViewsBelowIt() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Root: View {
                @State private var theme = Theme.plain
                var body: some View {
                    VStack {
                        Avatar()
                        Avatar().environment(\\.theme, .bold)
                    }
                    .environment(\\.theme, theme)
                }
            }

            struct Avatar: View {
                @Environment(\\.theme) private var theme
                var body: some View { Circle().fill(theme.color) }
            }

            enum Theme { case plain, bold }
            """)
        let outcome = try analysis.explain(key: "Root.theme", model: .course)
        // Of Avatar's two instances, only the one that keeps Root's value runs.
        #expect(outcome.recomputed.map { "\(outcome.name($0.view)) \($0.instances)" } == ["Root 1", "Avatar 1"])
    }

    /// A view that sets an environment value for the views below it hides the app's value:
    /// a change of the system's color scheme no longer reaches them.
    @Test func aValueSetForAnEnvironmentKeyHidesTheAppsValueBelowIt() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Root: View {
                @State private var scheme = ColorScheme.light
                var body: some View {
                    VStack {
                        Badge()
                        Badge().environment(\\.colorScheme, .dark)
                        Badge().environment(\\.colorScheme, scheme)
                    }
                }
            }

            struct Badge: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            """)
        let system = try analysis.explain(key: "\\.colorScheme", model: .course)
        #expect(system.recomputed.map { "\(system.name($0.view)) \($0.cause) \($0.instances)" } == ["Badge environment 1"])
        #expect(
            try runs(analysis, key: "Root.scheme") == [
                "Root local: reads the key",
                "Badge parent: takes '\\.colorScheme' from the environment, which carries the key",
            ])
        // The course's tree agrees: one of the three badges follows the system.
        let readers = analysis.scenario.nodes.filter { $0.reads.contains("\\.colorScheme") }.map(\.name)
        #expect(readers == ["Badge"])
    }

    @Test func aValueFromTheCreatorsInputFlowsOnEachPath() throws {
        let analysis = analyze(
            """
            import SwiftUI

            struct Settings: View {
                @State private var accent = Accent.blue
                var body: some View { Section(accent: accent) }
            }

            struct Other: View {
                var body: some View { Section(accent: .red) }
            }

            struct Section: View {
                let accent: Accent
                var body: some View { Swatch().environment(\\.accent, accent) }
            }

            struct Swatch: View {
                @Environment(\\.accent) private var accent
                var body: some View { Rectangle().fill(accent.color) }
            }

            enum Accent { case blue, red }
            """)
        let edge = try #require(analysis.graph.edges.first { analysis.graph.views[$0.to].name == "Swatch" })
        #expect(edge.injections == [ViewGraph.Injection(entry: "\\.accent", inputs: ["accent"])])
        #expect(
            try runs(analysis, key: "Settings.accent") == [
                "Settings local: reads the key",
                "Section parent: reads input 'accent', which carries the key",
                "Swatch parent: takes '\\.accent' from the environment, which carries the key",
            ])
        // Other's section passes a constant: its swatch is not reached.
        let outcome = try analysis.explain(key: "Settings.accent", model: .course)
        #expect(outcome.recomputed.map(\.instances) == [.one, .one, .one])
    }

    @Test func contentHandedToAContainerIsBelowTheContainersEnvironment() throws {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store { var count = 0 }

            struct Root: View {
                @State private var store = Store()
                var body: some View {
                    Card { Counter() }
                        .environment(store)
                }
            }

            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() } }
            }

            struct Counter: View {
                @Environment(Store.self) private var store
                var body: some View { Text("\\(store.count)") }
            }
            """)
        #expect(
            try runs(analysis, key: "Root.store") == [
                "Root local: reads the key",
                "Counter parent: takes 'Store' from the environment, which carries the key",
            ])
    }
}

/// A custom modifier that fills the environment (`extension View { func withEnvironments(…) }`,
/// as apps gather their `.environment(…)` calls) reaches the view it is applied to.
@Suite struct CustomModifierInjectionTests {
    @Test func environmentCallsOnSelfInACustomModifierReachTheModifiedView() throws {
        let analysis = analyze(
            """
            import SwiftUI

            @Observable final class Store { var count = 0 }

            @main
            struct ShopApp: App {
                @State private var store = Store()
                var body: some Scene {
                    WindowGroup {
                        Shell()
                            .withEnvironments(store: store)
                    }
                }
            }

            extension View {
                func withEnvironments(store: Store) -> some View {
                    environment(store)
                        .padding()
                }
            }

            struct Shell: View {
                var body: some View { VStack { Cart(); Other() } }
            }

            struct Cart: View {
                @Environment(Store.self) private var store
                var body: some View { Text("\\(store.count)") }
            }

            struct Other: View {
                var body: some View { Text("Other") }
            }
            """)
        let edge = try #require(analysis.graph.edges.first { analysis.graph.views[$0.to].name == "Shell" })
        #expect(edge.injections == [ViewGraph.Injection(entry: "Store", keys: ["ShopApp.store"])])
        let outcome = try analysis.explain(key: "ShopApp.store", model: .course)
        #expect(outcome.recomputed.map { outcome.name($0.view) } == ["ShopApp", "Cart"])
    }
}
