import Invalidation
@testable import InvalidationAnalyzer
import SwiftParser
import SwiftSyntax
import Testing

/// `SiteIdentity` reads each ancestor once for all the creations below it: what one shared
/// cache answers, in any order of asking, is what walking out from each creation alone gives.
@Suite struct SiteIdentityCacheTests {
    /// A body where creations share `if`s, `switch` cases, rows, sheets, `.id` and tabs at
    /// several depths, in a type and in an extension's helper.
    static let source = """
        import SwiftUI
        struct Screen: View {
            @State private var tab = 0
            @State private var selection: Item?
            let items: [Item]
            var body: some View {
                TabView {
                    NavigationStack {
                        if tab == 0 {
                            List(items, id: \\.id) { item in
                                Row(item: item).id(item.version)
                                if item.isNew { Badge() } else { Plain() }
                            }
                        } else if let first = items.first {
                            switch first.kind {
                            case .a: Detail(item: first).sheet(item: $selection) { Editor(item: $0) }
                            case .b(let inner): ForEach(inner) { Row(item: $0) }
                            default: EmptyView()
                            }
                        }
                    }
                    Settings().tabItem { Label("Settings", systemImage: "gear") }
                }
                .alert("Failed", isPresented: .constant(false)) { Button("OK") {} }
            }
        }
        extension Screen {
            func footer(_ show: Bool) -> some View {
                VStack { if show { Footer() } }.popover(isPresented: .constant(true)) { Help() }
            }
        }
        """

    /// Every call in the source, in source order.
    static func calls() -> [Syntax] {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.parent?.as(FunctionCallExprSyntax.self).map(Syntax.init)
        }
    }

    static func described(_ components: [SiteComponent]) -> [String] {
        components.map { "\($0.component) @\($0.offset)" }
    }

    @Test func aSharedCacheAnswersAsAFreshWalkDoes() {
        let calls = Self.calls()
        #expect(calls.count > 20)
        let fresh = calls.map { Self.described(SiteIdentity.components(of: $0)) }
        // The nested creations have components from several ancestors.
        #expect(fresh.contains { $0.count >= 4 })
        for order in [Array(calls.indices), calls.indices.reversed(), calls.indices.sorted { ($0 * 7) % 11 < ($1 * 7) % 11 }] {
            var cache = SiteIdentity.Cache()
            for position in order {
                #expect(Self.described(SiteIdentity.components(of: calls[position], cache: &cache)) == fresh[position])
            }
        }
    }

    @Test func theWalkStopsAtTheMemberThatHoldsTheCreation() {
        let calls = Self.calls()
        func kinds(_ name: String) -> [IdentityComponent.Kind]? {
            calls.first { $0.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == name }
                .map { SiteIdentity.components(of: $0).map(\.component.kind) }
        }
        // Inside the helper: its `if`, and the popover that shows its content; nothing of the
        // body the helper is called from.
        #expect(kinds("Footer") == [.branch])
        #expect(kinds("Help") == [.sheet])
        #expect(kinds("Editor") == [.tab, .branch, .branch, .switchCase, .sheet])
    }
}
