import Foundation
@testable import InvalidationReader
import SwiftParser
import SwiftSyntax
import Testing
import _InvalidationTestSupport

/// A parse that defers bodies reads the bodies of declared functions as comments, and
/// parses one, with its declaration alone, when asked: each body then is the body of the
/// whole parse, at the same offsets, and every other node is the whole parse's.
@Suite struct DeferredBodiesTests {
    /// The texts of the bodies the scan finds in `source`, between their braces, trimmed.
    static func bodies(_ source: String, keeping: [String] = []) -> [String] {
        var source = source
        return source.withUTF8 { bytes in
            SourceNesting.firstExcessAndBodies(
                in: bytes, maximumDepth: 1500, maximumSquareBrackets: 8, keeping: keeping.map { Array($0.utf8) }
            ).bodies.map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
    }

    @Test func findsTheBodiesOfDeclaredFunctionsOnly() {
        let source = """
            func top() { a() }
            struct S: P {
                var computed: Int { b() }
                var observed = 0 { didSet { c() } }
                let closure = { d() }
                init(x: Int = { 1 }()) { e() }
                func method<T>(_ t: T) async throws -> [T] where T: Q { f { g() }; func local() { h() } }
                subscript(i: Int) -> Int { get { i } set { } }
                #if os(iOS)
                mutating func inIf() { i() }
                #endif
                deinit { j() }
                struct Inner { func inner() { k() } }
            }
            extension S { static func == (l: S, r: S) -> Bool { l.x == r.x } }
            protocol R {
                func requirement()
                var property: Int { get }
                init()
            }
            class C { class func make() -> C { C() } }
            enum E { case a; func describe() -> String { "\\(self) { " } }
            actor A { func run() { m() } }
            let actor = Task { func notMember() { n() } }
            Button(action: { o() }) { Text("p") }
            func withRegex() { _ = /{/ }
            """
        #expect(
            Self.bodies(source) == [
                "a()", "e()", "f { g() }; func local() { h() }", "i()", "j()", "k()", "l.x == r.x", "C()",
                "\"\\(self) { \"", "m()", "_ = /{/",
            ])
    }

    @Test func theMembersOfATypeDeclaredWithAKeepingWordKeepTheirBodies() {
        let source = """
            struct Row: View { func a() { a() } }
            extension Row { func b() { b() } }
            final class RowViewModel: ObservableObject { func c() { c() } }
            struct Other { func d() { d() } }
            struct Outer: SwiftUI.View, Equatable {
                struct Inner { func e() { e() } }
                init() { f() }
            }
            extension Outer.Inner { func g() { g() } }
            func free() { h() }
            """
        #expect(Self.bodies(source, keeping: ["View", "App"]) == ["c()", "d()", "e()", "g()", "h()"])
        #expect(Self.bodies(source).count == 8)
    }

    /// A body held blank is read as text for whether it may name a word, before anything
    /// parses it.
    @Test func aBlankBodysTextTellsWhetherItMayNameAWord() {
        let source = """
            final class Store {
                var items: [String] = []
                func load() { items = ["a"]; objectWillChange.send() }
                func log() { print("loaded") }
            }
            """
        let parsed = SwiftSource.parse(source, deferring: .all)
        let bodies = DeferredBodies(text: source, braces: parsed.deferredBodies, maximumBytes: 1 << 20)
        let blocks = parsed.deferredBodies.map { brace in
            parsed.tree.token(at: AbsolutePosition(utf8Offset: brace))!.parent!.as(CodeBlockSyntax.self)!
        }
        #expect(blocks.count == 2)
        #expect(bodies.mayName(anyOf: ["objectWillChange"], in: blocks[0]))
        #expect(!bodies.mayName(anyOf: ["objectWillChange"], in: blocks[1]))
        #expect(bodies.mayName(anyOf: ["items", "load"], in: blocks[0]))
        #expect(!bodies.mayName(anyOf: ["items", "load"], in: blocks[1]))
        // `item` is no whole word of the text.
        #expect(!bodies.mayName(anyOf: ["item"], in: blocks[0]))
    }

    @Test func aDeferredTreeIsTheWholeTreeWithItsBodiesEmpty() throws {
        let source = """
            import SwiftUI

            final class Store {
                var items: [String] = []
                /// Loads.
                @MainActor func load(from url: URL) async throws {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    items = String(decoding: data, as: UTF8.self).split(separator: "\\n").map(String.init)
                }
                init() { items = ["a"] }
                deinit { print("bye") }
                func count() -> Int { items.count }
            }
            """
        let deferred = SwiftSource.parse(source, deferring: .all)
        let whole = SwiftSource.parse(source)
        #expect(deferred.deferredBodies.count == 4)
        #expect(!deferred.tree.hasError)
        #expect(deferred.tree.description != source)
        // Outside the bodies, the same tokens at the same offsets.
        let ranges = deferred.deferredBodies.map { brace in
            let block = deferred.tree.token(at: AbsolutePosition(utf8Offset: brace))!.parent!.as(CodeBlockSyntax.self)!
            return brace..<block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        func outside(_ tree: SourceFileSyntax) -> [String] {
            tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                if ranges.contains(where: { $0.contains(offset) && $0.lowerBound != offset }) { return nil }
                return "\(offset) \(token.text)"
            }
        }
        #expect(outside(deferred.tree) == outside(whole.tree))

        let file = SourceFile(path: "Store.swift", text: source, defersBodies: { _ in .all })
        let bodies = try #require(file.deferred)
        for brace in deferred.deferredBodies {
            let block = file.tree.token(at: AbsolutePosition(utf8Offset: brace))!.parent!.as(CodeBlockSyntax.self)!
            let statements = bodies.statements(of: block)
            let expected = whole.tree.token(at: AbsolutePosition(utf8Offset: brace))!.parent!.as(CodeBlockSyntax.self)!
            #expect(statements.description == expected.statements.description)
            #expect(statements.position == expected.statements.position)
            #expect(bodies.holds(root: statements.root.id))
            // Asked again, the same nodes.
            #expect(bodies.statements(of: block).id == statements.id)
        }
        #expect(file.completeTree.description == source)
        #expect(file.completed().deferred == nil)
        #expect(file.completed().tree.description == source)
    }

    /// Bodies of one file asked for on several threads at once: each is parsed as on one
    /// thread, and kept once.
    @Test func bodiesOfOneFileParseOnSeveralThreadsAtOnce() throws {
        let functions = (0..<40).map { "    func f\($0)(x: Int) -> Int { let y = x * \($0); return y + g(y) }" }
        let source = "final class Store {\n" + functions.joined(separator: "\n") + "\n}\n"
        let whole = Parser.parse(source: source)
        let file = SourceFile(path: "Store.swift", text: source, defersBodies: { _ in .all })
        let bodies = try #require(file.deferred)
        let blocks = bodies.braces.map { file.tree.token(at: AbsolutePosition(utf8Offset: $0))!.parent!.as(CodeBlockSyntax.self)! }
        #expect(blocks.count == 40)
        let texts = ParallelWork.map(count: blocks.count * 3, threads: 4) { bodies.statements(of: blocks[$0 % blocks.count]).description }
        for (position, text) in texts.enumerated() {
            let brace = bodies.braces[position % blocks.count]
            let expected = whole.token(at: AbsolutePosition(utf8Offset: brace))!.parent!.as(CodeBlockSyntax.self)!
            #expect(text == expected.statements.description)
        }
        for block in blocks {
            let statements = bodies.statements(of: block)
            #expect(bodies.statements(of: block).id == statements.id)
            #expect(bodies.holds(root: statements.root.id))
        }
    }

    @Test(arguments: [
        "struct S { func f() { g( } }",  // a syntax error in a body
        "struct S { func f() { g() } }\n}",  // one outside
        "struct S { func f() {} }",  // nothing to defer
        "struct S { func f() { g() }",  // a brace left open
    ])
    func sourceThatDoesNotDeferCleanlyIsParsedAsItIs(source: String) {
        let deferred = SwiftSource.parse(source, deferring: .all)
        #expect(deferred.tree.description == source)
        #expect(deferred.deferredBodies.isEmpty)
        #expect(SourceFile(path: "f.swift", text: source, defersBodies: { _ in .all }).deferred == nil)
    }

    /// Every shipped Swift file, deferred: the tree outside the bodies is the whole parse's
    /// and each body, parsed alone, is the whole parse's body.
    @Test func everyShippedFileDefersFaithfully() throws {
        let files = SourceFuzzRound.swiftFiles(under: [
            PackageFiles.root.appendingPathComponent("Examples").path,
            PackageFiles.root.appendingPathComponent("Sources").path,
            PackageFiles.root.appendingPathComponent("Tests").path,
        ])
        var deferredFiles = 0
        var bodies = 0
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let file = SourceFile(path: path, text: text, defersBodies: { _ in .all })
            let whole = Parser.parse(source: text)
            guard let deferred = file.deferred else {
                #expect(file.tree.description == text, "\(path)")
                continue
            }
            deferredFiles += 1
            #expect(!file.tree.hasError, "\(path)")
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftBrace {
                guard let block = token.parent?.as(CodeBlockSyntax.self),
                    deferred.isDeferred(braceAt: token.positionAfterSkippingLeadingTrivia.utf8Offset)
                else { continue }
                bodies += 1
                let statements = deferred.statements(of: block)
                let expected = try #require(
                    whole.token(at: token.positionAfterSkippingLeadingTrivia)?.parent?.as(CodeBlockSyntax.self))
                #expect(statements.description == expected.statements.description, "\(path)")
                #expect(statements.position == expected.statements.position, "\(path)")
            }
        }
        #expect(deferredFiles > 100)
        #expect(bodies > 1000)
    }
}
