import Invalidation
import InvalidationSource
import Testing

/// Inputs that once crashed, hung or stopped the program, each reduced to a few bytes,
/// with the message each now gets.
@Suite("Hostile Swift source")
struct FuzzRegressionTests {
    static func nested(_ opening: String, _ closing: String, _ count: Int) -> String {
        String(repeating: opening, count: count) + String(repeating: closing, count: count)
    }

    static func lessonError(_ source: String) -> InvalidationError? {
        do {
            _ = try LessonProgram(source: source, file: "main.swift")
            return nil
        } catch {
            return error
        }
    }

    static let squareBracketsMessage =
        "more than 8 '[' are open here, which the Swift parser takes exponential time to read"
    static let depthMessage = "the code here nests more than 1500 levels deep"

    // MARK: Lesson programs

    /// SwiftParser's type lookahead retries every nested `[`: 25 took a minute, 3,000
    /// overflowed its stack.
    @Test(arguments: [25, 3_000, 100_000])
    func nestedSquareBracketsAreRefusedAtTheNinth(count: Int) {
        #expect(
            Self.lessonError("let x = " + Self.nested("[", "]", count))
                == .malformedInput(
                    Self.squareBracketsMessage + "; a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: 17)))
    }

    /// Long chains overflowed the parser's stack (`A<A<…`, `try try …`, `else if`) or
    /// the compiler's (`a.b.b…`).
    @Test(arguments: [
        ("let x: " + String(repeating: "A<", count: 100_000), 3_009),
        ("let x = " + String(repeating: "try ", count: 100_000) + "a", 6_009),
        ("let x = a" + String(repeating: ".b", count: 100_000), 3_010),
        ("let x = f" + String(repeating: "()", count: 100_000), 3_008),
        ("let x = a" + String(repeating: "?.b", count: 100_000), 2_260),
    ])
    func longChainsAreRefusedWhereTheyPassTheLimit(source: String, column: Int) {
        #expect(
            Self.lessonError(source)
                == .malformedInput(
                    Self.depthMessage + "; a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: column)))
    }

    /// The parser's diagnostics stopped the program on an `=` after an invalid character.
    @Test func anEqualSignAfterAnInvalidCharacterIsASyntaxError() {
        #expect(
            Self.lessonError("a \u{FFFD}= b")
                == .malformedInput(
                    "invalid character in source file", at: SourceLocation(file: "main.swift", line: 1, column: 3)))
    }

    /// Thousands of syntax errors took the parser's diagnostics minutes.
    @Test func manySyntaxErrorsAreReportedAtTheFirst() {
        #expect(
            Self.lessonError("let x: " + String(repeating: "some ", count: 20_000) + "A")
                == .malformedInput("expected '='", at: SourceLocation(file: "main.swift", line: 1, column: 18)))
    }

    @Test func aSourceOverTheSizeLimitIsNotParsed() {
        let size = (16 << 20) + 1
        #expect(
            Self.lessonError(String(repeating: " ", count: size))
                == .malformedInput(
                    "the file has \(size) bytes, more than the limit of \(16 << 20); "
                        + "a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: 1)))
    }

    /// `a + a + …` nested one list in another per `+`: running and freeing it overflowed the stack.
    @Test func aLongChainOfPlusRunsAsOneList() throws {
        let program = try LessonProgram(
            source: """
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])
                let r = \(Array(repeating: #"t.change("a", key: "k")"#, count: 50_000).joined(separator: " + "))
                countCauses(r)
                """, file: "main.swift")
        var reporter = RunReporter(format: .counts, out: ByteBuffer())
        program.run(to: &reporter)
        #expect(reporter.out.string == "local: 50000\nparent: 0\nobserved: 0\nenvironment: 0\n")
    }

    /// Doubling a list 64 times overflowed the counts.
    @Test func countsPastIntMaxAreRefused() {
        let doublings = (1...64).map { "let r\($0) = r\($0 - 1) + r\($0 - 1)" }.joined(separator: "\n")
        #expect(
            Self.lessonError(
                """
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])
                let r0 = t.change("a", key: "k")
                \(doublings)
                countCauses(r64)
                """)
                == .malformedInput(
                    "this list holds more than \(Int.max) recomputes of one cause, more than the compiled program "
                        + "could build or count",
                    at: SourceLocation(file: "main.swift", line: 65, column: 11)))
    }

    // MARK: Analyzer and linter

    @Test func theAnalyzerKeepsWhatComesBeforeTooDeepANesting() {
        let analysis = SourceAnalyzer().analyze(sources: [
            SourceText(
                path: "Deep.swift",
                text: """
                    import SwiftUI
                    struct A: View { var body: some View { Text("a") } }
                    let x = \(Self.nested("[", "]", 3_000))
                    """)
        ])
        #expect(analysis.scenario.nodes.map(\.name) == ["A"])
        #expect(
            analysis.notes == [
                AnalysisNote(
                    kind: .limit, location: SourceLocation(file: "Deep.swift", line: 3, column: 17),
                    message: Self.squareBracketsMessage + ": the file is analyzed only up to here")
            ])
    }

    @Test func theAnalyzerNotesTheInvalidCharacterBeforeAnEqualSign() {
        let analysis = SourceAnalyzer().analyze(sources: [SourceText(path: "Bad.swift", text: "a \u{FFFD}= b")])
        #expect(
            analysis.notes.map(\.description) == [
                "Bad.swift:1:3: note: syntax error: invalid character in source file; "
                    + "the rest of the file is analyzed as far as it parses [syntax-error]",
                "Bad.swift:1:6: note: syntax error: '=' must have consistent whitespace on both sides; "
                    + "the rest of the file is analyzed as far as it parses [syntax-error]",
            ])
    }

    @Test func theLinterStopsWhereTheNestingPassesTheLimit() {
        let report = Linter(options: .init(threads: 1, searchesConfiguration: false))
            .lint(files: [(path: "Chain.swift", text: "let x = a" + String(repeating: ".b", count: 100_000))])
        #expect(
            report.syntaxErrors == [
                LintDiagnostic.Note(
                    message: Self.depthMessage + "; the file was linted only up to here",
                    location: SourceLocation(file: "Chain.swift", line: 1, column: 3_010))
            ])
    }

    /// Exclude patterns backtracked on every `*` and `**`: a configuration file of one
    /// such pattern hung the linter.
    @Test func excludePatternsOfManyStarsStillMatchQuickly() {
        let stars = LintConfiguration(excludedPaths: [String(repeating: "*a", count: 30) + "b"], folder: "/p")
        #expect(!stars.excludes("/p/" + String(repeating: "a", count: 100) + ".swift"))
        #expect(stars.excludes("/p/" + String(repeating: "a", count: 100) + "b"))
        let globstars = LintConfiguration(
            excludedPaths: [Array(repeating: "**", count: 40).joined(separator: "/") + "/x"], folder: "/p")
        let deep = "/p/" + Array(repeating: "d", count: 30).joined(separator: "/")
        #expect(!globstars.excludes(deep + "/y.swift"))
        #expect(globstars.excludes(deep + "/x/y.swift"))
    }

    /// The text report indented each view by its depth: a chain of 20,000 views made 400 MB.
    @Test func theTextReportIndentsNoDeeperThanItsLimit() {
        let chain = (0..<70).map { "struct V\($0): View { var body: some View { V\($0 + 1)() } }" }
            + [#"struct V70: View { var body: some View { Text("end") } }"#]
        let report = SourceAnalyzer().analyze(sources: [SourceText(path: "Chain.swift", text: chain.joined(separator: "\n"))])
            .textReport()
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.contains(String(repeating: "  ", count: 65) + "V64  Chain.swift:64"))
        #expect(lines.contains(String(repeating: "  ", count: 65) + "[depth 70] V70  Chain.swift:70"))
    }

    /// Invalid UTF-8 in a configuration string was read as replacement characters.
    @Test func aConfigurationStringOfInvalidUTF8IsAnError() {
        let json = Array(#"{"exclude": [""#.utf8) + [0xFF, 0xFE] + Array(#""]}"#.utf8)
        #expect(
            throws: InvalidationError.malformedInput(
                "the string is not valid UTF-8", at: SourceLocation(file: ".invalidation.json", line: 1, column: 14))
        ) {
            try LintConfiguration(json: json, file: ".invalidation.json")
        }
    }

    // MARK: The nesting scan

    /// Brackets in comments, strings and regex literals are text: they do not count.
    @Test func bracketsInTextDoNotCount() {
        let brackets = String(repeating: "[", count: 40)
        let analysis = SourceAnalyzer().analyze(sources: [
            SourceText(
                path: "Text.swift",
                text: """
                    // \(brackets)
                    /* \(brackets) /* nested */ \(brackets) */
                    let a = "\(brackets)"
                    let b = #"\(brackets)\\(x)"#
                    let c = \"""
                        \(brackets)
                        \"""
                    let d = /\(Self.nested("[", "]", 40))/
                    import SwiftUI
                    struct A: View { var body: some View { Text("a") } }
                    """)
        ])
        #expect(analysis.scenario.nodes.map(\.name) == ["A"])
        #expect(!analysis.notes.contains { $0.kind == .limit })
    }

    /// Code inside an interpolation is code.
    @Test func bracketsInAnInterpolationCount() {
        #expect(
            Self.lessonError(#"let s = "\("# + Self.nested("[", "]", 30) + #")""#)
                == .malformedInput(
                    Self.squareBracketsMessage + "; a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: 20)))
    }

    /// A brace starts over: the lookahead stops at it.
    @Test func squareBracketsAroundClosuresCountFromTheBrace() {
        let analysis = SourceAnalyzer().analyze(sources: [
            SourceText(path: "Closures.swift", text: "let x = " + Self.nested("[{", "}]", 50))
        ])
        #expect(!analysis.notes.contains { $0.kind == .limit })
    }

    // MARK: Lessons

    /// A SwiftUI fragment with too deep a nesting was parsed whole by the lesson reader
    /// and again by the analyzer.
    @Test func aLessonWithADeepFragmentIsChecked() {
        let document = LessonDocument(
            text: """
                import SwiftUI
                let x = \(Self.nested("[", "]", 3_000))

                // main.swift
                let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: [])], storage: [:])

                """, file: "lesson.txt")
        #expect(document.blocks.map(\.kind) == [.swiftUIFragment, .program])
        #expect(document.check().map(\.result) == [.matching])
        #expect(document.treeDisagreements().isEmpty)
    }

    /// Telling whether each paragraph continues a block parsed the whole block again:
    /// 3,000 paragraphs took minutes.
    @Test func aLessonOfManyParagraphsIsReadInOnePass() {
        let paragraphs = (0..<3_000).map { "let x\($0) = f(\($0))" }.joined(separator: "\n\n")
        let document = LessonDocument(text: "import SwiftUI\n\n" + paragraphs + "\n\nThe end.\n")
        #expect(document.blocks.map(\.lines) == [1..<6002])
    }
}
