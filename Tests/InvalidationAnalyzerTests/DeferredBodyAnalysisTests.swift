import Foundation
import Invalidation
@testable import InvalidationAnalyzer
import InvalidationReader
import SwiftSyntax
import Testing
import _InvalidationTestSupport

/// The bodies of functions in files that declare no view are parsed when the analysis
/// follows one. Whatever the source, the analysis must be the one a parse of every body
/// gives: the graph, the notes and the course's tree.
@Suite struct DeferredBodyAnalysisTests {
    /// The analyses of the files at `paths` with bodies deferred, and with every body parsed.
    static func analyses(paths: [String]) throws -> (deferred: Analysis, whole: Analysis) {
        var options = SourceAnalyzer.Options(threads: 2)
        let deferred = try SourceAnalyzer(options: options).analyze(paths: paths)
        options.defersBodies = false
        return (deferred, try SourceAnalyzer(options: options).analyze(paths: paths))
    }

    /// The analyses of `sources` with bodies deferred, and with every body parsed.
    static func analyses(_ sources: [SourceText]) -> (deferred: Analysis, whole: Analysis) {
        var options = SourceAnalyzer.Options(threads: 2)
        let deferred = SourceAnalyzer(options: options).analyze(sources: sources)
        options.defersBodies = false
        return (deferred, SourceAnalyzer(options: options).analyze(sources: sources))
    }

    static func expectSame(_ pair: (deferred: Analysis, whole: Analysis), _ what: String) {
        expectSameAnalysis(pair.deferred, pair.whole, what)
        #expect(pair.whole.model.files.allSatisfy { $0.deferred == nil })
    }

    @Test(arguments: [
        "Examples/Apps", "Examples/Lint", "Tests/InvalidationAnalyzerTests/Fixtures",
        "Tests/InvalidationLintTests/Fixtures", "Tests/InvalidationSimulationTests/Fixtures",
    ])
    func theAnalysisIsTheOneEveryBodyGives(relative: String) throws {
        let pair = try Self.analyses(paths: [PackageFiles.root.appendingPathComponent(relative).path])
        Self.expectSame(pair, relative)
    }

    /// A store in a file of its own: the view reads what the store's methods read, and only
    /// the methods a body calls are parsed.
    @Test func aModelMethodCalledFromABodyIsParsedWhenFollowed() throws {
        let store = SourceText(
            path: "Store.swift",
            text: """
            import Observation

            @Observable final class Store {
                var items: [String] = []
                var filter = ""
                func visible() -> [String] {
                    items.filter { $0.contains(filter) }
                }
                func unused() -> Int {
                    let total = items.count
                    return total * 2
                }
            }
            """)
        let screen = SourceText(
            path: "ListScreen.swift",
            text: """
            import SwiftUI

            struct ListScreen: View {
                @State private var store = Store()
                var body: some View {
                    ForEach(store.visible(), id: \\.self) { Text($0) }
                }
            }
            """)
        let pair = Self.analyses([store, screen])
        Self.expectSame(pair, "store")
        #expect(pair.deferred.model.files[1].deferred == nil)
        // A body parsed on its own is placed in its file.
        let file = pair.deferred.model.files[0]
        let deferred = try #require(file.deferred)
        let brace = try #require(deferred.braces.first)
        let block = try #require(
            file.tree.token(at: AbsolutePosition(utf8Offset: brace))?.parent?.as(CodeBlockSyntax.self))
        let statements = deferred.statements(of: block)
        #expect(pair.deferred.model.file(of: statements) == 0)
        #expect(pair.deferred.model.location(of: statements).line == 7)
        let reads = try #require(pair.deferred.graph.views.first { $0.name == "ListScreen" }).reads.map(\.name)
        #expect(reads.contains("Store.items") && reads.contains("Store.filter"))
    }

    /// A view only a preview creates is the app's when the app's own code names it, in a
    /// body the analysis never follows: that body is read for the name.
    @Test func aViewNamedInADeferredBodyIsNoPreviewHarness() throws {
        let sources = [
            SourceText(
                path: "Orphan.swift",
                text: """
                    import SwiftUI

                    struct Orphan: View {
                        var body: some View { Text("orphan") }
                    }

                    struct Harness: View {
                        var body: some View { Text("harness") }
                    }

                    #Preview { Orphan() }
                    #Preview { Harness() }
                    """),
            SourceText(
                path: "Router.swift",
                text: """
                    import SwiftUI

                    final class Router {
                        func screen() -> AnyView { AnyView(Orphan()) }
                        func other() -> Int { 1 }
                    }
                    """),
        ]
        let pair = Self.analyses(sources)
        Self.expectSame(pair, "harness")
        #expect(pair.deferred.model.files[1].deferred != nil)
        let harnesses = pair.deferred.model.previewHarnesses
        #expect(harnesses == pair.whole.model.previewHarnesses)
        #expect(harnesses.map { pair.deferred.graph.views[$0].name } == ["Harness"])
    }

    /// A view whose file never spells `View` (an `App`, or a view conforming through a
    /// protocol of the module) is found once the types are known, and its file parsed whole,
    /// so lint and the simulation read its members as written.
    @Test func aViewInAFileThatNeverSaysViewHasItsFileParsedWhole() throws {
        let screen = SourceText(path: "Screen.swift", text: "import SwiftUI\n\nprotocol Screen: View {}\n")
        let counter = SourceText(
            path: "Counter.swift",
            text: """
            import SwiftUI

            struct Counter: Screen {
                @State private var count: Int
                init(start: Int) {
                    _count = State(initialValue: start)
                }
                var body: some Screen {
                    Text("\\(count)")
                }
                func reset() { count = 0 }
            }
            """)
        let main = SourceText(
            path: "Main.swift",
            text: """
            import SwiftUI

            @main struct Main: App {
                var body: some Scene { WindowGroup { Counter(start: 1) } }
                func unrelated() { print("x") }
            }
            """)
        let pair = Self.analyses([screen, counter, main])
        Self.expectSame(pair, "screen")
        #expect(pair.deferred.model.files.allSatisfy { $0.deferred == nil })
        let view = try #require(pair.deferred.model.declaredViews.first { $0.name == "Counter" })
        #expect(view.initializers.first?.body?.statements.count == 1)
    }
}
