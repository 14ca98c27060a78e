import Invalidation
@testable import InvalidationAnalyzer
import InvalidationReader
import SwiftParser
import SwiftSyntax
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

    /// Every place that creates a view spells the type ``ConstructedType`` reads, and that
    /// type, looked up from the creating view, is the one the body's reading created.
    @Test func eachCreationSpellsTheTypeItCreates() throws {
        let analysis = SourceAnalyzer(options: .init(threads: 2))
            .analyze(sources: [SourceText(path: "Shop.swift", text: source)])
        let graph = analysis.graph
        var compared = 0
        for (to, sites) in analysis.model.creationSitesByView.enumerated() {
            for site in sites {
                let call = try #require(site.node.as(FunctionCallExprSyntax.self))
                let constructed = try #require(ConstructedType(call))
                let from = graph.views[graph.edges[site.edge].from].name
                let id = try #require(analysis.model.module.type(constructedAs: constructed, scope: from, file: 0))
                #expect(analysis.model.module.types[id].name == graph.views[to].name, "\(call.trimmedDescription)")
                compared += 1
            }
        }
        #expect(compared == 6)
    }

    /// The type path a call spells: the uppercase names before its arguments, generic
    /// arguments and `.init` aside; none for a function, a method or `.init(…)`.
    @Test(arguments: [
        ("Row()", "Row"), ("Box<Int>()", "Box"), ("Row.init()", "Row"), ("Box<Int>.init()", "Box"),
        ("Outer.Inner()", "Outer.Inner"), ("Outer.Inner.init()", "Outer.Inner"),
        ("Outer<Int>.Inner(value: 1)", "Outer.Inner"), ("Shop.Aisle.Shelf()", "Shop.Aisle.Shelf"),
        ("SwiftUI.Text(\"a\")", "SwiftUI.Text"), (".init(wrappedValue: 1)", nil), ("makeStore()", nil),
        ("Store.make()", nil), ("store.Inner()", nil), ("Row.init.init()", nil),
    ] as [(String, String?)])
    func aCallSpellsTheTypeItConstructs(call: String, path: String?) throws {
        let expression = ExprSyntax(Parser.parse(source: "_ = " + call).statements.first?.item.as(SequenceExprSyntax.self)?
            .elements.last)
        let parsed = try #require(expression?.as(FunctionCallExprSyntax.self))
        #expect(ConstructedType(parsed)?.qualifiedName == path)
    }

    /// An object made by its qualified name (`Shop.Cart()`, `Shop.Cart.init()`,
    /// `Shop.Box<Int>()`) is of that type, not of the type around it: the view reads its
    /// properties.
    @Test func aStatesTypeIsTheQualifiedTypeItsValueConstructs() {
        let analysis = SourceAnalyzer(options: .init(threads: 2)).analyze(sources: [
            SourceText(
                path: "Shop.swift",
                text: """
                    import SwiftUI

                    enum Shop {
                        @Observable final class Cart { var count = 0 }
                        @Observable final class Box<Item> { var items: [Item] = [] }
                    }

                    struct Basket: View {
                        @State private var cart = Shop.Cart()
                        @State private var spare = Shop.Cart.init()
                        @State private var box = Shop.Box<Int>()
                        var body: some View { Text("\\(cart.count) \\(spare.count) \\(box.items.count)") }
                    }
                    """)
        ])
        #expect(
            analysis.scenario.nodes.first?.reads == [
                "Basket.cart", "Shop.Cart.count", "Basket.spare", "Basket.box", "Shop.Box.items",
            ])
    }
}
