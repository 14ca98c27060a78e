import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader
import Testing
import _InvalidationTestSupport

@Suite("Lesson documents")
struct LessonDocumentTests {
    static let seedPath = "Tests/InvalidationLessonsTests/Fixtures/Documents/LocalState.txt"
    static let markdownPath = "Tests/InvalidationLessonsTests/Fixtures/Documents/ObservedValues.md"

    // MARK: The seed lesson

    @Test("the seed lesson's blocks are found with their lines")
    func seedBlocks() throws {
        let lesson = LessonDocument(text: try LessonFixtures.text(Self.seedPath), file: "LocalState.txt")
        #expect(lesson.format == .plainText)
        #expect(lesson.blocks.map(\.kind) == [
            .coreModel, .swiftUIFragment, .program, .swiftUIFragment, .program, .program,
        ])
        #expect(lesson.blocks.map(\.lines) == [7..<75, 82..<94, 99..<115, 132..<156, 159..<175, 198..<214])
        #expect(lesson.programs.map(\.output?.lines) == [116..<121, 176..<181, 215..<220])
        #expect(lesson.programs[0].output?.text.first
            == "tapped: tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel")
        #expect(lesson.fragments.map(\.lines.lowerBound) == [82, 132])
        #expect(lesson.fragments[0].source.hasPrefix("import SwiftUI\n\nstruct CounterCard: View {"))
        #expect(lesson.fragments[0].source.hasSuffix("        }\n    }\n}"))
    }

    @Test("each SwiftUI fragment is followed by the program that models it")
    func fragmentPrograms() throws {
        let lesson = LessonDocument(text: try LessonFixtures.text(Self.seedPath))
        #expect(lesson.fragments.map { lesson.program(following: $0)?.block.lines.lowerBound } == [99, 159])
    }

    @Test("a program's trees are located in the lesson's lines")
    func treeLocations() throws {
        let lesson = LessonDocument(text: try LessonFixtures.text(Self.seedPath), file: "LocalState.txt")
        let program = try lesson.lessonProgram(lesson.programs[0])
        #expect(program.trees.first?.location == SourceLocation(file: "LocalState.txt", line: 104, column: 14))
        #expect(program.trees.first?.nodeLocations.map(\.line) == [105, 106, 107])
    }

    @Test("the seed lesson passes: three programs, all matching")
    func seedPasses() throws {
        let lesson = LessonDocument(text: try LessonFixtures.text(Self.seedPath), file: "LocalState.txt")
        let checks = lesson.check()
        #expect(checks.count == 3)
        #expect(checks.allSatisfy { $0.isMatching })
        #expect(checks.map(\.description) == [
            "LocalState.txt:99: program matches its output",
            "LocalState.txt:159: program matches its output",
            "LocalState.txt:198: program matches its output",
        ])
        #expect(lesson.updated(with: checks) == lesson.source)
    }

    @Test("a copy with one output line changed fails at exactly that line, and update restores it")
    func seedWithChangedLine() throws {
        let original = try LessonFixtures.text(Self.seedPath)
        let changed = try Self.replacingLine(178, of: original, with: "parent: 2")
        let lesson = LessonDocument(text: changed, file: "LocalState.txt")
        let checks = lesson.check()
        #expect(checks.map(\.isMatching) == [true, false, true])
        guard case .mismatch(let diff) = checks[1].result else {
            Issue.record("expected a mismatch, found \(checks[1].result)")
            return
        }
        #expect(diff.firstDifference == 178)
        #expect(diff.lines.filter(\.isDifference) == [.removed("parent: 2", line: 178), .added("parent: 1", line: 178)])
        #expect(checks[1].description == """
            LocalState.txt:178: output differs from what the program at line 159 prints
            176   tapped: tapCount changed | recomputed DashboardView local, CounterCard parent | skipped StatusLabel
            177   local: 1
            178 - parent: 2
            178 + parent: 1
            179   observed: 0
            180   environment: 0
            """)
        #expect(lesson.updated(with: checks) == original)
        #expect(lesson.updated() == original)
    }

    @Test("a lesson with Windows line endings keeps them when updated")
    func windowsLineEndings() throws {
        let original = try LessonFixtures.text(Self.seedPath).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(LessonDocument(text: original).check().allSatisfy { $0.isMatching })
        let changed = try Self.replacingLine(117, of: original, with: "local: 7\r")
        let lesson = LessonDocument(text: changed)
        #expect(lesson.check().map(\.isMatching) == [false, true, true])
        #expect(lesson.updated() == original)
    }

    // MARK: Markdown

    @Test("a Markdown lesson: fenced programs with their outputs in the next fenced block")
    func markdownLesson() throws {
        let lesson = LessonDocument(text: try LessonFixtures.text(Self.markdownPath), file: "ObservedValues.md")
        #expect(lesson.format == .markdown)
        #expect(lesson.blocks.map(\.kind) == [.coreModel, .swiftUIFragment, .program, .program, .program])
        #expect(lesson.blocks.map(\.lines) == [15..<23, 28..<49, 54..<65, 80..<90, 104..<106])
        #expect(lesson.programs.map(\.output?.lines) == [68..<73, 93..<99, 109..<109])
        #expect(lesson.program(following: lesson.fragments[0])?.block.lines == 54..<65)
        let checks = lesson.check()
        #expect(checks.map(\.description) == [
            "ObservedValues.md:54: program matches its output",
            "ObservedValues.md:80: program matches its output",
            "ObservedValues.md:104: program matches its output",
        ])
    }

    @Test("updating a Markdown lesson rewrites only the fenced outputs that differ")
    func markdownUpdate() throws {
        let original = try LessonFixtures.text(Self.markdownPath)
        var changed = try Self.replacingLine(98, of: original, with: "environment: 2")
        changed = try Self.replacingLine(105, of: changed, with: """
            let quiet = ViewTree(nodes: [ViewNode("Root", parent: nil, reads: [])], storage: [:])
            quiet.change("hello", key: "nothing")
            """)
        let lesson = LessonDocument(text: changed)
        let checks = lesson.check()
        #expect(checks.map(\.isMatching) == [true, false, false])
        let updated = lesson.updated(with: checks)
        #expect(updated == original.replacingOccurrences(
            of: "let quiet = ViewTree(nodes: [ViewNode(\"Root\", parent: nil, reads: [])], storage: [:])\n```\n\n```\n```",
            with: """
                let quiet = ViewTree(nodes: [ViewNode("Root", parent: nil, reads: [])], storage: [:])
                quiet.change("hello", key: "nothing")
                ```

                ```
                hello: nothing changed | recomputed none | skipped Root
                ```
                """))
        #expect(LessonDocument(text: updated).check().allSatisfy { $0.isMatching })
    }

    @Test("a Markdown output shown for a program that prints nothing is emptied, its fences kept")
    func markdownExtraOutput() throws {
        let lesson = LessonDocument(text: "```swift\n// main.swift\nlet t = ViewTree(nodes: [], storage: [:])\n```\n\n```\nlocal: 0\n```\n")
        let checks = lesson.check()
        #expect(checks.map(\.isMatching) == [false])
        #expect(lesson.updated(with: checks) == "```swift\n// main.swift\nlet t = ViewTree(nodes: [], storage: [:])\n```\n\n```\n```\n")
    }

    @Test("a Markdown program without an output block gets one")
    func markdownMissingOutput() throws {
        let lesson = LessonDocument(text: """
            # Lesson

            ```swift
            // main.swift
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: [])], storage: [:])
            tree.change("t", key: "k")
            ```

            That is all.
            """)
        let checks = lesson.check()
        guard case .mismatch(let diff) = checks.first?.result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.lines == [.added("t: k changed | recomputed none | skipped A", line: 10)])
        #expect(lesson.updated(with: checks) == """
            # Lesson

            ```swift
            // main.swift
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: [])], storage: [:])
            tree.change("t", key: "k")
            ```

            ```
            t: k changed | recomputed none | skipped A
            ```

            That is all.
            """)
    }

    // MARK: Plain text corner cases

    @Test("a plain-text program without output gets its output after a blank line")
    func plainMissingOutput() throws {
        let text = """
            Intro.

            // main.swift — nothing shown yet
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])

            countCauses(tree.change("t", key: "k"))

            The output is missing above.
            """
        let lesson = LessonDocument(text: text)
        #expect(lesson.programs.map(\.block.lines) == [3..<7])
        #expect(lesson.programs.first?.output == nil)
        let checks = lesson.check()
        guard case .mismatch(let diff) = checks.first?.result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.lines.first == .added("t: k changed | recomputed A environment | skipped none", line: 8))
        let updated = lesson.updated(with: checks)
        #expect(updated == """
            Intro.

            // main.swift — nothing shown yet
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])

            countCauses(tree.change("t", key: "k"))

            t: k changed | recomputed A environment | skipped none
            local: 0
            parent: 0
            observed: 0
            environment: 1

            The output is missing above.
            """)
        #expect(LessonDocument(text: updated).check().allSatisfy { $0.isMatching })
    }

    @Test("output shown for a program that prints nothing is removed by update")
    func plainExtraOutput() throws {
        let text = """
            // main.swift
            let tree = ViewTree(nodes: [], storage: [:])

            local: 0

            Prose.
            """
        let lesson = LessonDocument(text: text)
        let checks = lesson.check()
        guard case .mismatch(let diff) = checks.first?.result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.lines == [.removed("local: 0", line: 4)])
        let updated = lesson.updated(with: checks)
        #expect(updated == "// main.swift\nlet tree = ViewTree(nodes: [], storage: [:])\n\nProse.")
        #expect(LessonDocument(text: updated).check().allSatisfy { $0.isMatching })
    }

    // MARK: Programs that cannot run

    @Test("an unsupported construct is reported at its line in the lesson")
    func errorLocationPlain() throws {
        let marked = MarkedText(try Self.replacingLine(
            213, of: try LessonFixtures.text(Self.seedPath), with: "1️⃣print(recomputes)"))
        let lesson = LessonDocument(text: marked.text, file: "LocalState.txt")
        let checks = lesson.check()
        #expect(checks.map(\.isMatching) == [true, true, false])
        #expect(checks[2].result == .failed(.malformedInput(
            "calls of 'print(_:)' are not supported in a lesson program; it may call ViewTree(nodes:storage:), "
                + "ViewNode(_:parent:reads:), change(_:key:) and countCauses(_:)",
            at: marked.location(file: "LocalState.txt"))))
        #expect(marked["1️⃣"]?.line == 213)
        #expect(lesson.updated(with: checks) == marked.text)
    }

    @Test("an invalid tree in a Markdown lesson is reported at its ViewNode's line in the lesson")
    func errorLocationMarkdown() throws {
        let marked = MarkedText("""
            Some prose.

            ```swift
            // main.swift
            let tree = ViewTree(nodes: [
                ViewNode("A", parent: nil, reads: []),
                1️⃣ViewNode("B", parent: "C", reads: []),
            ], storage: [:])
            ```

            ```
            ```
            """)
        let checks = LessonDocument(text: marked.text, file: "lesson.md").check()
        #expect(checks.map(\.result) == [
            .failed(.invalidModel(
                .unknownParent(view: "B", parent: "C", node: 1), at: marked.location(file: "lesson.md")))
        ])
        #expect(checks.first?.description
            == "lesson.md:7:5: invalid model: view 'B' names parent 'C', which is not a view in the tree")
    }

    @Test("a syntax error is reported at its place in the lesson")
    func syntaxErrorLocation() throws {
        let marked = MarkedText("""
            Title

            // main.swift
            let tree = ViewTree(nodes: [], storage: [:]1️⃣

            local: 0
            """)
        let checks = LessonDocument(text: marked.text, file: "lesson.txt").check()
        #expect(checks.map(\.result) == [
            .failed(.malformedInput("expected ')' to end function call", at: marked.location(file: "lesson.txt")))
        ])
    }

    // MARK: Files

    @Test("update writes the lesson back atomically, byte for byte, keeping its permissions")
    func atomicWrite() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lesson-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try LessonFixtures.text(Self.seedPath)
        let path = folder.appendingPathComponent("LocalState.txt").path
        try Self.replacingLine(117, of: original, with: "local: 3").write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let lesson = try LessonDocument(contentsOfFile: path)
        #expect(lesson.file == path)
        #expect(lesson.check().map(\.isMatching) == [false, true, true])
        try AtomicFile.replace(path, with: lesson.updated())

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(original.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["LocalState.txt"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)

        let link = folder.appendingPathComponent("Link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        try AtomicFile.replace(link, with: "replaced")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "replaced")
    }

    @Test("a lesson that cannot be read or written gets an error naming the file")
    func fileErrors() {
        #expect(throws: InvalidationError.unreadableFile(
            path: "/nonexistent/lesson.txt", reason: "No such file or directory"))
        {
            try LessonDocument(contentsOfFile: "/nonexistent/lesson.txt")
        }
        #expect(throws: SourceError.unwritableFile(path: "/nonexistent/lesson.txt", reason: "No such file or directory")) {
            try AtomicFile.replace("/nonexistent/lesson.txt", with: "text")
        }
    }

    /// `text` with its line `number` replaced by `replacement`.
    /// Lines end at `\n`, so a `\r` before it stays with the line it ends.
    static func replacingLine(_ number: Int, of text: String, with replacement: String) throws -> String {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        try #require(lines.indices.contains(number - 1))
        lines[number - 1] = replacement
        return lines.joined(separator: "\n")
    }
}
