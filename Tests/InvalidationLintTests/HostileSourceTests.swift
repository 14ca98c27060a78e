import Invalidation
import InvalidationAnalyzer
import InvalidationLint
import InvalidationReader
import Testing

/// Swift source that once crashed, hung or stopped the analyzer or the linter, each reduced to a few bytes,
/// with the message each now gets.
@Suite("Hostile Swift source")
struct HostileSourceTests {
    static func nested(_ opening: String, _ closing: String, _ count: Int) -> String {
        String(repeating: opening, count: count) + String(repeating: closing, count: count)
    }

    static let squareBracketsMessage =
        "more than 8 '[' are open here, which the Swift parser takes exponential time to read"
    static let depthMessage = "the code here nests more than 1500 levels deep"

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

    /// The text report indented each view by its depth: a chain of 20,000 views made
    /// 400 MB. The report lists view types flat, each once.
    @Test func theTextReportDoesNotGrowWithDepth() {
        let chain = (0..<70).map { "struct V\($0): View { var body: some View { V\($0 + 1)() } }" }
            + [#"struct V70: View { var body: some View { Text("end") } }"#]
        let report = SourceAnalyzer().analyze(sources: [SourceText(path: "Chain.swift", text: chain.joined(separator: "\n"))])
            .textReport()
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.contains("  V70  Chain.swift:71  1 instance"))
        #expect(lines.allSatisfy { !$0.hasPrefix("      ") })
        #expect(report.utf8.count < 10_000)
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

    /// A brace starts over: the lookahead stops at it.
    @Test func squareBracketsAroundClosuresCountFromTheBrace() {
        let analysis = SourceAnalyzer().analyze(sources: [
            SourceText(path: "Closures.swift", text: "let x = " + Self.nested("[{", "}]", 50))
        ])
        #expect(!analysis.notes.contains { $0.kind == .limit })
    }
}

@Suite struct LintSizeLimitTests {
    /// A file over the size limit is not read at all, and the note says so.
    @Test func aFileOverTheSizeLimitIsNotLinted() {
        let report = Linter(options: .init(threads: 1, searchesConfiguration: false))
            .lint(files: [(path: "Huge.swift", text: String(repeating: " ", count: (16 << 20) + 1))])
        #expect(
            report.syntaxErrors == [
                LintDiagnostic.Note(
                    message: "the file has \((16 << 20) + 1) bytes, more than the limit of \(16 << 20); the file is not linted",
                    location: SourceLocation(file: "Huge.swift", line: 1, column: 1))
            ])
    }
}
