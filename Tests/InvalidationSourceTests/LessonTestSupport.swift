import Foundation
import Invalidation
import InvalidationSource

/// Files the lesson tests read: this target's fixtures, the shipped examples and
/// the CLI tests' expected outputs.
enum LessonFixtures {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/InvalidationSourceTests/Fixtures`.
    static let root = packageRoot.appendingPathComponent("Tests/InvalidationSourceTests/Fixtures")

    /// The text of the file at `path` under the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of this target's lesson fixtures, without `.swift`.
    static func lessonNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Lessons").path)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
            .sorted()
    }
}

/// Runs a lesson program and returns what it prints.
func runLesson(_ source: String, file: String? = nil, format: RunFormat = .text) throws -> String {
    let program = try LessonProgram(source: source, file: file)
    var reporter = RunReporter(format: format, out: ByteBuffer())
    program.run(to: &reporter)
    return reporter.out.string
}

/// The error a lesson program gets, or `nil` when it is accepted.
func lessonError(_ source: String, file: String? = nil) -> InvalidationError? {
    do {
        _ = try LessonProgram(source: source, file: file)
        return nil
    } catch {
        return error
    }
}

/// Source with a `1️⃣` marker at the place a finding is expected: the source
/// without the marker, and the marker's 1-based line and UTF-8 column.
struct MarkedSource {
    static let marker = "1️⃣"
    let source: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        guard let range = marked.range(of: Self.marker) else {
            preconditionFailure("the source has no \(Self.marker) marker")
        }
        let before = marked[..<range.lowerBound]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        line = lines.count
        column = (lines.last?.utf8.count ?? 0) + 1
        source = marked.replacingCharacters(in: range, with: "")
    }

    /// The marker's location in `file`.
    func location(file: String? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
