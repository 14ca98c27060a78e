import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// What the analyzer cannot see becomes a note at its place, and never a read.
@Suite struct AnalyzerNoteTests {
    @Test func whatCannotBeSeenIsNotedWhereItIs() {
        let source = MarkedText(
            """
            import SwiftUI
            import Kingfisher

            struct Gallery: View {
                @State private var urls: [URL] = []
                @State private var query = ""
                @State private var isGrid = true
                1️⃣@Clamped(0...10) var columns = 3
                @Environment(2️⃣Gallery.dynamicKey) private var dynamicValue
                let erased: AnyView

                var body: some View {
                    VStack {
                        3️⃣KFImage(urls.first)
                        4️⃣AnyView(Text(query))
                        5️⃣#externalBadge(count: urls.count)
                        Text("Columns").customTransition 6️⃣{ isGrid.toggle() }
                        SearchField(text: 7️⃣$query)
                    }
                }
            }
            """)
        let analysis = analyze(source.text)
        #expect(node("Gallery", in: analysis)?.reads == ["Gallery.urls", "Gallery.query"])
        expectNote(analysis, .unknownPropertyWrapper, at: "1️⃣", in: source)
        expectNote(analysis, .unknownType, at: "3️⃣", in: source)
        expectNote(analysis, .typeErased, at: "4️⃣", in: source)
        expectNote(analysis, .unknownMacro, at: "5️⃣", in: source)
        expectNote(analysis, .unfollowedClosure, at: "6️⃣", in: source)
        expectNote(analysis, .unfollowedBinding, at: "7️⃣", in: source)
        #expect(analysis.notes.contains { $0.kind == .dynamicKey && $0.location.line == source["2️⃣"]?.line })
        #expect(analysis.scenario.notes == analysis.notes.map(\.description))
    }

    @Test func syntaxErrorsAreNotedAndTheRestIsAnalyzed() {
        let analysis = analyze(
            """
            import SwiftUI

            struct Broken: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Button("Add" { count += 1 }
                    }
                }
            }

            struct Fine: View {
                var body: some View { Broken() }
            }
            """)
        #expect(analysis.notes.contains { $0.kind == .syntaxError && $0.location.file == "File0.swift" })
        #expect(node("Fine", in: analysis)?.parent == nil)
        #expect(node("Broken", in: analysis)?.parent == "Fine")
        #expect(node("Broken", in: analysis)?.reads.first == "Broken.count")
    }

    @Test func unknownObjectsAndMissingBodiesAreNoted() {
        let source = MarkedText(
            """
            import SwiftUI
            import SomeFramework

            struct Account: View {
                1️⃣@ObservedObject var session: Session
                var body: some View { Text(session.user) }
            }

            2️⃣struct Placeholder: View {
                typealias Body = Never
            }
            """)
        let analysis = analyze(source.text)
        expectNote(analysis, .unknownObject, at: "1️⃣", in: source)
        #expect(analysis.notes.contains { $0.kind == .missingBody && $0.location.line == source["2️⃣"]?.line })
        #expect(node("Account", in: analysis)?.reads == [])
    }

    /// Input that is malformed, degenerate or built to exhaust a naive walker.
    struct OddInput: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }

        static let all: [OddInput] = [
            .init(name: "empty", text: ""),
            .init(name: "control characters", text: "\u{0}\u{1}\u{2}garbage\u{FFFF}"),
            .init(name: "lone keyword", text: "struct"),
            .init(name: "view creating itself", text: "struct A: View { var body: some View { A() } }"),
            .init(name: "unterminated body", text: "struct A: View { var body: some View {"),
            .init(
                name: "modifier calling itself",
                text:
                    "extension View { func x() -> some View { x() } }\nstruct B: View { var body: some View { Text(\"\").x() } }"
            ),
            .init(
                name: "5,000 nested parentheses",
                text: String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000)),
            .init(
                name: "20,000 chained modifiers",
                text: "struct C: View { var body: some View { Text(\"\")"
                    + String(repeating: ".padding()", count: 20_000) + " } }"),
            .init(
                name: "300 nested stacks",
                text: "struct D: View { var body: some View { " + String(repeating: "VStack { ", count: 300)
                    + String(repeating: "}", count: 300) + " } }"),
            .init(
                name: "app creating itself",
                text: "@main struct E: App { var body: some Scene { WindowGroup { E() } } }"),
            .init(
                name: "body reading body",
                text: "struct F: View { @State var x = 0; var body: some View { self.body } }"),
            .init(
                name: "helpers fanning out 2^40 times",
                text: "struct G: View { var body: some View { h0 } "
                    + (0..<40).map { "var h\($0): some View { VStack { h\($0 + 1); h\($0 + 1) } }" }.joined(
                        separator: " ")
                    + " var h40: some View { Text(\"leaf\") } }"),
        ]
    }

    @Test(arguments: OddInput.all)
    func oddInputNeverCrashesOrHangs(_ input: OddInput) {
        let analysis = analyze(input.text)
        #expect(analysis.scenario.nodes.count <= 2)
        #expect((try? analysis.loaded()) != nil)
    }

    @Test func aTypeDeclaredInTwoFilesIsMergedWithANote() {
        let analysis = analyze(
            "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"App\") } }",
            "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Widget\") } }")
        #expect(analysis.scenario.nodes.map(\.name) == ["ContentView"])
        #expect(analysis.notes.map(\.kind) == [.duplicateType])
        #expect(analysis.notes.first?.location.file == "File1.swift")
    }

    @Test func explainRejectsAnUnknownKeyWithCloseMatches() {
        let analysis = analyze(
            """
            import SwiftUI
            struct CounterCard: View {
                @State private var tapCount = 0
                var body: some View { Text("\\(tapCount)") }
            }
            """)
        do {
            _ = try analysis.explain(key: "CounterCard.tapcount")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "unknown key 'CounterCard.tapcount': no view reads it and no storage declares it; close matches: CounterCard.tapCount"
            )
        }
        #expect(analysis.closeMatches(to: "tapCount") == ["CounterCard.tapCount"])
    }
}
