import Foundation
import Testing
import _InvalidationTestSupport

/// `invalidation check` holds each lesson tree against its SwiftUI fragment: a tree
/// that says a view reads what its body does not, or gives it another parent, is
/// warned about; a tree that reads less than the body is not.
@Suite struct CheckTreeTests {
    static let lesson = "Tests/InvalidationCLITests/Fixtures/Check/lifted.md"

    /// The lesson's `CounterCard` reads `isPressed` in the tree only (a warning), and its
    /// `StatusLabel` reads `colorScheme` in the fragment only (no warning). The lesson sits
    /// below a folder named like tests, which does not keep its fragment from being read.
    @Test func aTreeThatReadsMoreWarnsAndOneThatReadsLessDoesNot() throws {
        let expected = """
            \(Self.lesson):61: output differs from what the program at line 43 prints
            59   tapped: tapCount changed | recomputed DashboardView local, CounterCard parent | skipped StatusLabel
            60   local: 1
            61 - parent: 2
            61 + parent: 1
            62   observed: 0
            63   environment: 0
            \(Self.lesson):51:5: warning: the tree says 'CounterCard' reads isPressed, tapCount; the source at line 7 reads tapCount
            1 program: 0 matching, 1 differing, 0 failing; 1 tree warning

            """
        #expect(try ToolRunner.run(["check", Self.lesson]) == ToolResult(status: 1, output: expected, errors: ""))
    }

    /// With only the reads it leaves out, the lesson is clean, even with `--strict`.
    @Test func readingLessThanTheBodyPassesAStrictCheck() throws {
        let text = try PackageFiles.text(Self.lesson)
            .replacingOccurrences(of: "reads: [\"tapCount\", \"isPressed\"]", with: "reads: [\"tapCount\"]")
            .replacingOccurrences(of: "parent: 2\n", with: "parent: 1\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CourseTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("lifted.md")
        try Data(text.utf8).write(to: copy)
        let result = try ToolRunner.run(["check", "--strict", copy.path])
        #expect(result == ToolResult(status: 0, output: "1 program: 1 matching, 0 differing, 0 failing\n", errors: ""))
    }

    /// A tree that reads more is still found in a lesson kept below a folder named like tests.
    @Test func aLessonInAFolderNamedLikeTestsHasItsTreesChecked() throws {
        let text = try PackageFiles.text(Self.lesson).replacingOccurrences(of: "parent: 2\n", with: "parent: 1\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CourseTests-\(UUID().uuidString)")
        let lessons = folder.appendingPathComponent("LessonTests")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = lessons.appendingPathComponent("lifted.md")
        try Data(text.utf8).write(to: copy)
        let result = try ToolRunner.run(["check", "--strict", copy.path])
        #expect(result.status == 1)
        #expect(result.output == """
            \(copy.path):51:5: warning: the tree says 'CounterCard' reads isPressed, tapCount; the source at line 7 reads tapCount
            1 program: 1 matching, 0 differing, 0 failing; 1 tree warning

            """)
    }
}
