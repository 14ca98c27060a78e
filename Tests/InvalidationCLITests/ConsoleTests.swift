import Foundation
import Testing

/// Standard output and standard error keep their order when they go to one file.
@Suite struct ConsoleTests {
    @Test func lintsSummaryFollowsItsFindings() throws {
        let separate = try ToolRunner.run(["lint", "Examples/Lint"])
        let merged = try ToolRunner.runMerged(["lint", "Examples/Lint"])
        #expect(separate.errors == "10 warnings and 1 error in 6 files.\n")
        #expect(merged == ToolResult(status: 1, output: separate.output + separate.errors, errors: ""))
    }

    @Test func analyzesNoteFollowsItsReport() throws {
        let arguments = ["analyze", "Tests/InvalidationAnalyzerTests/Fixtures/Unseen"]
        let separate = try ToolRunner.run(arguments)
        let merged = try ToolRunner.runMerged(arguments)
        #expect(separate.errors.hasPrefix("note: "))
        #expect(!separate.output.isEmpty)
        #expect(merged == ToolResult(status: 0, output: separate.output + separate.errors, errors: ""))
    }

    @Test func anErrorComesBetweenTheOutputBeforeAndAfterIt() throws {
        // The first program's output differs (standard output), the second cannot run
        // (standard error), then the summary (standard output).
        let arguments = ["check", "Tests/InvalidationCLITests/Fixtures/Check/mixed.txt"]
        let separate = try ToolRunner.run(arguments)
        let merged = try ToolRunner.runMerged(arguments)
        let summary = "2 programs: 0 matching, 1 differing, 1 failing\n"
        #expect(separate.status == 65)
        #expect(separate.errors.hasSuffix("mixed.txt:29:5: error: invalid model: parents form a cycle: A -> B -> A\n"))
        #expect(separate.output.hasSuffix(summary))
        let differences = String(separate.output.dropLast(summary.count))
        #expect(differences.hasPrefix("Tests/InvalidationCLITests/Fixtures/Check/mixed.txt:19: output differs"))
        #expect(merged == ToolResult(status: 65, output: differences + separate.errors + summary, errors: ""))
    }
}
