import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader
import Testing
import _InvalidationTestSupport

@Suite("Lesson programs")
struct LessonProgramTests {
    @Test("the seed lesson's programs print what the lesson shows", arguments: ["LocalState", "LiftedState", "SiblingState"])
    func seedLesson(name: String) throws {
        let source = try LessonFixtures.text("Examples/Lessons/\(name)/main.swift")
        let expected = try LessonFixtures.text("Tests/InvalidationCLITests/Fixtures/Lessons/\(name).expected")
        #expect(try runLesson(source, file: "main.swift") == expected)
    }

    @Test("lesson fixtures print what the compiled programs print", arguments: try LessonFixtures.lessonNames())
    func fixture(name: String) throws {
        let source = try LessonFixtures.text("Tests/InvalidationLessonsTests/Fixtures/Lessons/\(name).swift")
        let expected = try LessonFixtures.text("Tests/InvalidationLessonsTests/Fixtures/Lessons/\(name).expected")
        #expect(try runLesson(source, file: "\(name).swift") == expected)
    }

    @Test("every supported form has a fixture")
    func fixturesCoverTheForms() throws {
        #expect(try LessonFixtures.lessonNames() == ["EmptyTrees", "JoinedForms", "SeveralTrees", "Strings"])
    }

    @Test("a program runs the same way every time")
    func runsTwice() throws {
        let source = try LessonFixtures.text("Tests/InvalidationLessonsTests/Fixtures/Lessons/SeveralTrees.swift")
        let program = try LessonProgram(source: source, file: nil)
        var first = RunReporter(format: .text, out: ByteBuffer())
        program.run(to: &first)
        var second = RunReporter(format: .text, out: ByteBuffer())
        program.run(to: &second)
        #expect(first.out.string == second.out.string)
        #expect(!first.out.string.isEmpty)
    }

    @Test("a change prints once, however often its variable is used")
    func variableReuse() throws {
        let source = """
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])
            let once = tree.change("once", key: "k")
            let twice = once + once
            countCauses(twice + once)
            """
        #expect(try runLesson(source) == """
            once: k changed | recomputed A local | skipped none
            local: 3
            parent: 0
            observed: 0
            environment: 0

            """)
    }

    @Test("the counts format writes only the count lines, the JSON format the same events as direct calls")
    func otherFormats() throws {
        let source = """
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
            countCauses(tree.change("t", key: "k"))
            """
        #expect(try runLesson(source, format: .counts) == "local: 0\nparent: 0\nobserved: 0\nenvironment: 1\n")
        let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
        var direct = RunReporter(format: .json, out: ByteBuffer())
        direct.counts(direct.change(label: "t", key: "k", in: CourseText(tree.index)))
        #expect(try runLesson(source, format: .json) == direct.out.string)
        #expect(direct.out.string.contains("\"environment\":1"))
    }

    @Test("the program's trees are available with their variables and locations")
    func trees() throws {
        let source = try LessonFixtures.text("Tests/InvalidationLessonsTests/Fixtures/Lessons/SeveralTrees.swift")
        let program = try LessonProgram(source: source, file: "SeveralTrees.swift")
        #expect(program.trees.map(\.variable) == ["mailbox", "settings"])
        let mailbox = try #require(program.trees.first)
        #expect(mailbox.nodes.map(\.name) == ["MailboxView", "MessageList", "MessageRow", "ComposeButton"])
        #expect(mailbox.nodes[2] == ViewNode("MessageRow", parent: "MessageList", reads: ["colorScheme", "hasSelectedMessage"]))
        #expect(mailbox.storage == [
            "hasSelectedMessage": .model(object: "MailboxStore"),
            "colorScheme": .environment,
            "isComposing": .state(owner: "MailboxView"),
        ])
        #expect(mailbox.location == SourceLocation(file: "SeveralTrees.swift", line: 19, column: 25))
        #expect(mailbox.nodeLocations.map(\.line) == [13, 14, 15, 16])
        #expect(mailbox.nodeLocations.allSatisfy { $0.column == 5 })
        #expect(mailbox.index.viewCount == 4)
    }

    @Test("an empty program prints nothing")
    func emptyProgram() throws {
        #expect(try runLesson("// main.swift — nothing yet\nimport Invalidation\n") == "")
    }
}

@Suite("Lesson programs with invalid trees")
struct LessonProgramModelTests {
    @Test("a cycle is reported at the view where it is found")
    func cycle() throws {
        let marked = MarkedText("""
            let tree = ViewTree(nodes: [
                ViewNode("Root", parent: nil, reads: []),
                1️⃣ViewNode("A", parent: "B", reads: []),
                ViewNode("B", parent: "A", reads: []),
            ], storage: [:])
            """)
        #expect(lessonError(marked.text, file: "cycle.swift")
            == .invalidModel(.cycle(["A", "B", "A"], node: 1), at: marked.location(file: "cycle.swift")))
    }

    @Test("a duplicate view is reported at its second ViewNode")
    func duplicateView() throws {
        let marked = MarkedText("""
            let nodes = [
                ViewNode("Root", parent: nil, reads: []),
                ViewNode("Card", parent: "Root", reads: []),
            ]
            let tree = ViewTree(nodes: nodes + [1️⃣ViewNode("Card", parent: "Root", reads: [])], storage: [:])
            """)
        #expect(lessonError(marked.text)
            == .invalidModel(.duplicateView(name: "Card", first: 1, second: 2), at: marked.location()))
    }

    @Test("an unknown parent is reported even when the tree is never used")
    func unknownParentInUnusedTree() throws {
        let marked = MarkedText("""
            let used = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: [:])
            used.change("before", key: "k")
            let unused = ViewTree(nodes: [
                1️⃣ViewNode("Card", parent: "Dashboard", reads: []),
            ], storage: [:])
            """)
        #expect(lessonError(marked.text)
            == .invalidModel(.unknownParent(view: "Card", parent: "Dashboard", node: 0), at: marked.location()))
    }

    @Test("canonically equivalent names are one view, as Swift strings are equal")
    func canonicalDuplicate() throws {
        let marked = MarkedText("""
            let tree = ViewTree(nodes: [
                ViewNode("Caf\\u{E9}", parent: nil, reads: []),
                1️⃣ViewNode("Cafe\\u{301}", parent: nil, reads: []),
            ], storage: [:])
            """)
        #expect(lessonError(marked.text)
            == .invalidModel(.duplicateView(name: "Café", first: 0, second: 1), at: marked.location()))
    }

    @Test("a duplicate key in a storage table stops the program, as the compiled dictionary literal does")
    func duplicateKey() throws {
        let marked = MarkedText("""
            let storage: [String: Storage] = [
                "Key": .environment,
                1️⃣"\\u{212A}ey": .state(owner: "A"),
            ]
            """)
        #expect(lessonError(marked.text) == .malformedInput(
            "duplicate key \"\u{212A}ey\" in a dictionary literal (first at 2:5): the compiled program stops here",
            at: marked.location()))
    }

    @Test("problems found while running come after every problem found while compiling")
    func compileErrorsFirst() throws {
        let marked = MarkedText("""
            let storage: [String: Storage] = ["k": .environment, "k": .environment]
            let tree = ViewTree(nodes: [ViewNode("A", parent: "A", reads: [])], storage: storage)
            1️⃣print("done")
            """)
        #expect(lessonError(marked.text) == .malformedInput(
            "calls of 'print(_:)' are not supported in a lesson program; it may call ViewTree(nodes:storage:), "
                + "ViewNode(_:parent:reads:), change(_:key:) and countCauses(_:)",
            at: marked.location()))
    }

    @Test("the first problem met while running is the one reported")
    func firstTrap() throws {
        let marked = MarkedText("""
            let tree = ViewTree(nodes: [1️⃣ViewNode("A", parent: "A", reads: [])], storage: [:])
            let storage: [String: Storage] = ["k": .environment, "k": .environment]
            """)
        #expect(lessonError(marked.text) == .invalidModel(.cycle(["A", "A"], node: 0), at: marked.location()))
    }
}
