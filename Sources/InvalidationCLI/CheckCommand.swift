import Invalidation
import InvalidationLessons
import InvalidationReader

/// `invalidation check LESSON...`: runs every program in lesson documents and compares
/// what it prints with the output the lesson shows.
struct CheckCommand: Command {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check that every program in a lesson prints the output the lesson shows.",
        discussion: """
            A lesson is plain text or Markdown. Every block that starts with a '// main.swift'
            line is a program; the lines after it are what it prints. Each program is run
            with the interpreter of 'invalidation run' and its output compared line by line;
            a difference is shown with the lesson's line numbers. The core model block
            ('// Invalidation.swift') is skipped.

            Each SwiftUI fragment (a block starting 'import SwiftUI') is analyzed and held
            against the tree of the first program after it: for the views both define, a
            warning names any view the tree says reads a key its body does not read, or
            whose parent differs from the view that creates it in the fragment. A tree may
            leave out reads its lesson does not need.

            Exits 0 when every program matches, 1 when any differs (or, with --strict, when
            a tree disagrees with its fragment), 65 when a program cannot run.
            """,
        examples: [
            ("invalidation check Tests/InvalidationLessonsTests/Fixtures/Documents/LocalState.txt", "Check the lesson on local state."),
            ("invalidation check --update lessons/*.md", "Bring every shown output up to date."),
        ])

    /// The lesson documents to check.
    var lessons: [String] = []
    /// Whether to rewrite the outputs that differ.
    var update = false
    /// Whether a tree that disagrees with its SwiftUI fragment fails the run.
    var strict = false
    /// Whether to leave out the summary.
    var quiet = false

    static var arguments: [ArgumentSpec<Self>] {
        [
            .positional("LESSON", \.lessons, help: "Lesson files, plain text or Markdown."),
            .flag("update", \.update, help: "Rewrite the outputs that differ, in place; every other byte stays as it was."),
            .flag("strict", \.strict, help: "Fail (exit 1) when a tree disagrees with its SwiftUI fragment."),
            .flag("quiet", short: "q", \.quiet, help: "Print only differences, warnings and errors, not the summary."),
        ]
    }

    func run(console: inout Console) throws(CLIError) -> Int32 {
        var counts = (matching: 0, differing: 0, failing: 0, updated: 0, warnings: 0)
        for path in lessons {
            let document: LessonDocument
            do throws(InvalidationError) {
                document = try LessonDocument(contentsOfFile: path)
            } catch {
                throw .badInput(error)
            }
            let checks = document.check()
            for check in checks {
                switch check.result {
                case .matching:
                    counts.matching += 1
                case .mismatch:
                    counts.differing += 1
                    console.write("\(check)\n")
                case .failed(let error):
                    counts.failing += 1
                    Tool.report(.badInput(error), to: &console)
                }
            }
            for disagreement in document.treeDisagreements() {
                counts.warnings += 1
                console.write("\(disagreement)\n")
            }
            for difference in document.modelDifferences() { console.write("\(difference)\n") }
            if update && checks.contains(where: { if case .mismatch = $0.result { true } else { false } }) {
                do throws(SourceError) {
                    try AtomicFile.replace(path, with: document.updated(with: checks))
                } catch {
                    throw .output(error.description)
                }
                counts.updated += 1
                console.write("\(path): updated\n")
            }
        }
        if !quiet {
            let total = counts.matching + counts.differing + counts.failing
            var summary = "\(total) program\(total == 1 ? "" : "s"): \(counts.matching) matching"
            summary += ", \(counts.differing) differing, \(counts.failing) failing"
            if counts.warnings > 0 { summary += "; \(counts.warnings) tree warning\(counts.warnings == 1 ? "" : "s")" }
            if update { summary += "; \(counts.updated) file\(counts.updated == 1 ? "" : "s") updated" }
            console.write(summary + "\n")
        }
        if counts.failing > 0 { return ExitCode.badInput }
        if counts.differing > 0 && !update { return ExitCode.failure }
        if counts.warnings > 0 && strict { return ExitCode.failure }
        return ExitCode.success
    }
}
