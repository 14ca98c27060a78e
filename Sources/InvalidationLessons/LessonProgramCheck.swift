import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// Whether one lesson program prints the output its lesson shows.
public struct LessonProgramCheck: Sendable {
    /// What running the program found.
    public enum Result: Sendable, Hashable {
        /// The program prints exactly the lines the lesson shows.
        case matching
        /// The program prints other lines than the lesson shows.
        case mismatch(LessonOutputDiff)
        /// The program cannot run; the error's location is in the lesson file.
        case failed(InvalidationError)
    }

    /// The lesson's path, as reported in locations.
    public let file: String?
    /// The program and the output shown for it.
    public let program: LessonDocument.Program
    /// What running it found.
    public let result: Result
    /// The lines the program printed; empty when it could not run.
    public let printed: [String]

    /// Whether the program prints what the lesson shows.
    public var isMatching: Bool { result == .matching }
}

extension LessonProgramCheck: CustomStringConvertible {
    /// A report for people: `file:line:` and what was found, then for a mismatch the
    /// output with `-` before lines only the lesson shows and `+` before lines only
    /// the program prints, each with its lesson line number.
    public var description: String {
        let prefix = file.map { "\($0):" } ?? "line "
        switch result {
        case .matching:
            return "\(prefix)\(program.block.lines.lowerBound): program matches its output"
        case .failed(let error):
            return error.description
        case .mismatch(let diff):
            let first = diff.firstDifference ?? program.block.lines.lowerBound
            var report = "\(prefix)\(first): output differs from what the program at line "
                + "\(program.block.lines.lowerBound) prints"
            let width = String(diff.lines.map(\.lessonLine).max() ?? 0).count
            for line in diff.lines {
                let (mark, text) =
                    switch line {
                    case .unchanged(let text, _): (" ", text)
                    case .removed(let text, _): ("-", text)
                    case .added(let text, _): ("+", text)
                    }
                let number = String(line.lessonLine)
                report += "\n" + String(repeating: " ", count: width - number.count) + number + " \(mark) \(text)"
            }
            return report
        }
    }
}

extension LessonDocument {
    /// Parses and checks `program`, with every location it reports, and those of its
    /// trees, in the lesson's lines.
    /// - Throws: ``InvalidationError`` when the program cannot run, located in the lesson.
    public func lessonProgram(_ program: Program) throws(InvalidationError) -> LessonProgram {
        try LessonProgram(source: program.block.source, file: file, firstLine: program.block.lines.lowerBound)
    }

    /// Runs every program and compares what it prints with the output the lesson
    /// shows after it.
    public func check() -> [LessonProgramCheck] {
        programs.map(check)
    }

    /// Runs `program` and compares what it prints with the output shown after it.
    public func check(_ program: Program) -> LessonProgramCheck {
        let lesson: LessonProgram
        do throws(InvalidationError) {
            lesson = try lessonProgram(program)
        } catch {
            return LessonProgramCheck(file: file, program: program, result: .failed(error), printed: [])
        }
        var reporter = RunReporter(format: .text, out: ByteBuffer())
        lesson.run(to: &reporter)
        var printed = reporter.out.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if printed.last == "" { printed.removeLast() }
        let shown = program.output?.text ?? []
        guard printed != shown else {
            return LessonProgramCheck(file: file, program: program, result: .matching, printed: printed)
        }
        let diff = LessonOutputDiff(shown: shown, firstLine: outputLine(of: program), printed: printed)
        return LessonProgramCheck(file: file, program: program, result: .mismatch(diff), printed: printed)
    }
}

extension LessonDocument {
    /// The lesson line where `program`'s output starts, or would start once added:
    /// after a blank line in plain text, after a blank line and a fence in Markdown.
    fileprivate func outputLine(of program: Program) -> Int {
        if let output = program.output { return output.lines.lowerBound }
        switch format {
        case .plainText: return program.block.lines.upperBound + 1
        case .markdown: return (program.closingFence ?? program.block.lines.upperBound) + 3
        }
    }
}
