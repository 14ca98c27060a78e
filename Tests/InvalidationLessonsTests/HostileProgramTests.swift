import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader
import Testing

/// Lesson programs and documents that once crashed, hung or stopped the program, each reduced to a few bytes,
/// with the message each now gets.
@Suite("Hostile lesson programs")
struct HostileProgramTests {
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

    /// Long chains overflowed the parser's stack (`try try …`, `else if`) or the
    /// compiler's (`a.b.b…`).
    @Test(arguments: [
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

    /// Generic arguments left open (`A<A<…`) overflowed the parser's stack, and before that
    /// made its lookahead retry the whole run: they stop at the 65th.
    @Test func genericArgumentsLeftOpenAreRefusedAtTheSixtyFifth() {
        #expect(
            Self.lessonError("let x: " + String(repeating: "A<", count: 100_000))
                == .malformedInput(
                    "more than 64 '(' or '<' are open here, which the Swift parser takes cubic time to read; "
                        + "a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: 137)))
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

    /// Code inside an interpolation is code.
    @Test func bracketsInAnInterpolationCount() {
        #expect(
            Self.lessonError(#"let s = "\("# + Self.nested("[", "]", 30) + #")""#)
                == .malformedInput(
                    Self.squareBracketsMessage + "; a lesson program cannot be read past it",
                    at: SourceLocation(file: "main.swift", line: 1, column: 20)))
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
