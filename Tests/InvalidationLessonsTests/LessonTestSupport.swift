import Foundation
import _InvalidationTestSupport
import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader

/// Files the lesson tests read: this target's fixtures, the shipped examples and
/// the CLI tests' expected outputs.
enum LessonFixtures {
    /// `Tests/InvalidationLessonsTests/Fixtures`.
    static let root = PackageFiles.root.appendingPathComponent("Tests/InvalidationLessonsTests/Fixtures")

    /// The text of the file at `path` under the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
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

extension MarkedText {
    /// The place of the `1️⃣` marker in `file`.
    func location(file: String? = nil) -> SourceLocation {
        guard let marker = self["1️⃣"] else { preconditionFailure("the source has no 1️⃣ marker") }
        return SourceLocation(file: file, line: marker.line, column: marker.column)
    }
}
