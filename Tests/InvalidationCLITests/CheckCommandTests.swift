import Foundation
import Testing
import _InvalidationTestSupport

@Suite struct CheckCommandTests {
    static let lesson = "Tests/InvalidationLessonsTests/Fixtures/Documents/LocalState.txt"

    /// A copy of the seed lesson, edited by `edit`, in a fresh temporary folder.
    func lessonCopy(_ edit: (String) -> String) throws -> URL {
        let text = try String(contentsOf: PackageFiles.root.appendingPathComponent(Self.lesson), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("lesson.txt")
        try Data(edit(text).utf8).write(to: url)
        return url
    }

    @Test func theSeedLessonMatches() throws {
        let result = try ToolRunner.run(["check", Self.lesson])
        #expect(result == ToolResult(status: 0, output: "3 programs: 3 matching, 0 differing, 0 failing\n", errors: ""))
    }

    @Test func aChangedOutputLineFailsAtThatLineAndUpdateRestoresIt() throws {
        let original = try String(contentsOf: PackageFiles.root.appendingPathComponent(Self.lesson), encoding: .utf8)
        let copy = try lessonCopy { $0.replacingOccurrences(of: "parent: 1\n", with: "parent: 2\n") }
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }

        let checked = try ToolRunner.run(["check", copy.path])
        #expect(checked.status == 1)
        #expect(checked.output.hasPrefix("\(copy.path):178: output differs from what the program at line 159 prints\n"))
        #expect(checked.output.contains("178 - parent: 2\n178 + parent: 1\n"))
        #expect(checked.output.hasSuffix("3 programs: 2 matching, 1 differing, 0 failing\n"))

        let updated = try ToolRunner.run(["check", "--update", "--quiet", copy.path])
        #expect(updated.status == 0)
        #expect(updated.output.hasSuffix("\(copy.path): updated\n"))
        #expect(try String(contentsOf: copy, encoding: .utf8) == original)
        #expect(try ToolRunner.run(["check", "-q", copy.path]) == ToolResult(status: 0, output: "", errors: ""))
    }

    @Test func aProgramThatCannotRunExits65AtItsLessonLine() throws {
        let copy = try lessonCopy { $0.replacingOccurrences(of: "screen.change(\"tapped\", key: \"tapCount\"),", with: "screen.explode(),") }
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let result = try ToolRunner.run(["check", copy.path])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("\(copy.path):"))
        #expect(result.errors.contains("error: "))
        #expect(result.output.hasSuffix("3 programs: 0 matching, 0 differing, 3 failing\n"))
    }

    @Test func aTreeThatContradictsItsFragmentWarnsAndFailsOnlyWhenStrict() throws {
        // In the program after the lifted-state fragment, CounterCard is said to read a value its body never reads.
        let copy = try lessonCopy { text in
            let lifted = text.range(of: "// main.swift — when state is lifted")!
            var edited = text
            let line = edited.range(of: "reads: [\"tapCount\"]),\n    ViewNode(\"StatusLabel\"", range: lifted.upperBound..<edited.endIndex)!
            edited.replaceSubrange(line, with: "reads: [\"tapCount\", \"isPressed\"]),\n    ViewNode(\"StatusLabel\"")
            return edited
        }
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let expected = """
            \(copy.path):166:5: warning: the tree says 'CounterCard' reads isPressed, tapCount; the source at line 132 reads tapCount
            3 programs: 3 matching, 0 differing, 0 failing; 1 tree warning

            """
        #expect(try ToolRunner.run(["check", copy.path]) == ToolResult(status: 0, output: expected, errors: ""))
        #expect(try ToolRunner.run(["check", "--strict", copy.path]) == ToolResult(status: 1, output: expected, errors: ""))
    }

    @Test func aMissingLessonIsBadInput() throws {
        let result = try ToolRunner.run(["check", "no-such-lesson.md"])
        #expect(result.status == 65)
        #expect(result.errors == "invalidation: error: cannot read 'no-such-lesson.md': No such file or directory\n")
    }
}
