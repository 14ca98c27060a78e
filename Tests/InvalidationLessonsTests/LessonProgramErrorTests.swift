import Invalidation
import InvalidationAnalyzer
import InvalidationLessons
import InvalidationReader
import Testing
import _InvalidationTestSupport

/// A lesson program that is rejected, with `1️⃣` where the error is reported.
struct RejectedLesson: Sendable, CustomTestStringConvertible {
    /// Declares `screen`, a one-view tree, before each case's own lines.
    static let prelude = """
        // main.swift
        let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .state(owner: "A")])

        """

    let name: String
    let marked: String
    let message: String

    init(_ name: String, _ marked: String, _ message: String) {
        self.name = name
        self.marked = Self.prelude + marked
        self.message = message
    }

    var testDescription: String { name }

    static let declares =
        "it may declare storage tables, views, trees and lists of recomputes with let or var, "
        + "and call change(_:key:) and countCauses(_:)"
    static let calls =
        "it may call ViewTree(nodes:storage:), ViewNode(_:parent:reads:), change(_:key:) and countCauses(_:)"

    static let all: [RejectedLesson] = [
        // Declarations and statements
        .init("function", "1️⃣func measure() {}",
              "function declarations are not supported in a lesson program; \(declares)"),
        .init("struct", "1️⃣struct Probe {}",
              "struct declarations are not supported in a lesson program; \(declares)"),
        .init("for loop", "1️⃣for _ in 0..<2 { screen.change(\"t\", key: \"k\") }",
              "'for' is not supported in a lesson program; \(declares)"),
        .init("if", "1️⃣if true { countCauses([]) }",
              "'if' is not supported in a lesson program; \(declares)"),
        .init("while", "1️⃣while false {}",
              "'while' is not supported in a lesson program; \(declares)"),
        .init("modifier", "1️⃣private let r = screen",
              "modifiers such as 'private' are not supported in a lesson program; declare variables with plain let or var"),
        .init("computed variable", "var r: [Recompute] 1️⃣{ [] }",
              "computed and observed variables are not supported in a lesson program; give the variable an initial value: let name = …"),
        .init("no initial value", "var 1️⃣r: [Recompute]",
              "variable 'r' needs an initial value: r = …"),
        .init("tuple pattern", "let 1️⃣(a, b) = (screen, screen)",
              "patterns such as '(a, b)' are not supported in a lesson program; declare one variable by name, or _"),
        .init("redeclaration", "let 1️⃣screen = screen",
              "invalid redeclaration of 'screen', first declared at 2:5"),
        .init("course name", "let 1️⃣countCauses = screen",
              "'countCauses' is a name from the course's code; choose another variable name"),
        .init("type annotation", "let n: 1️⃣Int = 1",
              "the type 'Int' is not supported in a lesson program; it annotates variables with [String: Storage], ViewNode, [ViewNode], ViewTree, [Recompute] or [[Recompute]]"),
        .init("assignment", "var r = screen.change(\"a\", key: \"k\")\nr 1️⃣= screen.change(\"b\", key: \"k\")",
              "assigning to a variable is not supported in a lesson program; declare a new one with let"),

        // Calls
        .init("print", "1️⃣print(\"hello\")",
              "calls of 'print(_:)' are not supported in a lesson program; \(calls)"),
        .init("other function", "1️⃣measure(screen, times: 2)",
              "calls of 'measure(_:times:)' are not supported in a lesson program; \(calls)"),
        .init("calling a variable", "1️⃣screen()",
              "'screen' is a tree (ViewTree) and cannot be called"),
        .init("other tree method", "let a = screen.1️⃣ancestors(of: \"A\")",
              "'ancestors(of:)' is not supported in a lesson program; it calls change(_:key:) on trees and joins lists with + or .flatMap { $0 }"),
        .init("other tree property", "let a = screen.1️⃣index",
              "'index' is not supported in a lesson program; it reads a tree's nodes and storage and calls its change(_:key:)"),
        .init("wrong label", "screen.change(\"t\", 1️⃣keys: \"k\")",
              "change needs the arguments (_:key:), found (_:keys:)"),
        .init("wrong ViewNode label",
              "let t = ViewTree(nodes: [ViewNode(\"B\", 1️⃣parents: nil, reads: [])], storage: [:])",
              "ViewNode needs the arguments (_:parent:reads:), found (_:parents:reads:)"),
        .init("missing argument", "let t = ViewTree(nodes: [1️⃣ViewNode(\"B\", parent: nil)], storage: [:])",
              "ViewNode needs the arguments (_:parent:reads:), found (_:parent:)"),
        .init("wrong storage label", "let s: [String: Storage] = [\"k\": .state(1️⃣of: \"A\")]",
              "Storage.state needs the arguments (owner:), found (of:)"),
        .init("trailing closure", "countCauses(screen.change(\"t\", key: \"k\")) 1️⃣{ }",
              "trailing closures are supported only in .flatMap { $0 }"),
        .init("Set outside reads", "let s = 1️⃣Set([\"a\"])",
              "Set(...) is supported only as the reads: of a ViewNode"),

        // Names and values
        .init("unknown variable", "countCauses(1️⃣missing)",
              "unknown name 'missing'; a lesson program can use only the variables it declares before"),
        .init("use before declaration", "countCauses(1️⃣later)\nlet later = screen.change(\"t\", key: \"k\")",
              "unknown name 'later'; a lesson program can use only the variables it declares before"),
        .init("string variable", "let label = 1️⃣\"tapped\"",
              "a string literal cannot stand here; a lesson program writes strings only as the arguments of ViewNode(_:parent:reads:), change(_:key:) and the storage cases, and as storage keys"),
        .init("integer", "let n = 1️⃣42",
              "'42' is not supported in a lesson program; \(declares)"),
        .init("closure", "let f = 1️⃣{ 1 }",
              "closures are supported only as { $0 } in .flatMap { $0 }"),
        .init("nil", "let n = 1️⃣nil",
              "nil is supported only as the parent: of a root ViewNode"),
        .init("storage case outside a table", "let s = 1️⃣.environment",
              "'.environment' is a storage case; it is supported only as a value in a storage table"),

        // Literals
        .init("label not a literal", "screen.change(1️⃣screen, key: \"k\")",
              "the label of change(_:key:) must be a string literal such as \"tapped\""),
        .init("key not a literal", "screen.change(\"t\", key: 1️⃣screen)",
              "the key of change(_:key:) must be a string literal such as \"tapCount\""),
        .init("parent not a literal",
              "let t = ViewTree(nodes: [ViewNode(\"B\", parent: 1️⃣screen, reads: [])], storage: [:])",
              "the parent must be a string literal such as \"DashboardView\", or nil"),
        .init("reads not a literal",
              "let t = ViewTree(nodes: [ViewNode(\"B\", parent: nil, reads: 1️⃣screen)], storage: [:])",
              "reads: must be an array literal of string literals such as [\"tapCount\"], or Set([…])"),
        .init("read key not a literal",
              "let t = ViewTree(nodes: [ViewNode(\"B\", parent: nil, reads: [1️⃣screen])], storage: [:])",
              "a read key must be a string literal such as \"tapCount\""),
        .init("owner not a literal", "let s: [String: Storage] = [\"k\": .state(owner: 1️⃣screen)]",
              "the owner must be a string literal such as \"CounterCard\""),
        .init("interpolation", "screen.change(\"t 1️⃣\\(1)\", key: \"k\")",
              "string interpolation is not supported in a lesson program; write a plain string literal"),
        .init("multi-line string", "screen.change(1️⃣\"\"\"\n    t\n    \"\"\", key: \"k\")",
              "multi-line string literals are not supported in a lesson program; write a plain \"…\" literal"),
        .init("raw string", "screen.change(1️⃣#\"t\"#, key: \"k\")",
              "raw string literals are not supported in a lesson program; write a plain \"…\" literal"),

        // Storage tables
        .init("storage value", "let s: [String: Storage] = [\"k\": 1️⃣.binding(owner: \"A\")]",
              "a storage value must be .state(owner: \"CounterCard\"), .model(object: \"MailboxStore\") or .environment"),
        .init("storage value of another type", "let s: [String: Storage] = [\"k\": 1️⃣Other.environment]",
              "a storage value must be .state(owner: \"CounterCard\"), .model(object: \"MailboxStore\") or .environment"),
        .init("storage table without a type", "let s = 1️⃣[\"k\": .environment]",
              "the type of this storage table cannot be inferred; annotate the variable with : [String: Storage], or write one value in full, as in Storage.state(owner: \"CounterCard\")"),
        .init("empty dictionary without a type", "let s = 1️⃣[:]",
              "an empty dictionary literal needs a type here; annotate the variable, as in let storage: [String: Storage] = [:]"),

        // Types
        .init("empty array without a type", "let r = 1️⃣[]",
              "an empty array literal needs a type here; annotate the variable, as in let recomputes: [Recompute] = []"),
        .init("annotation mismatch", "let r: [Recompute] = 1️⃣screen",
              "found a tree (ViewTree) where a list of recomputes ([Recompute]) is expected"),
        .init("joined into countCauses", "countCauses(1️⃣[screen.change(\"t\", key: \"k\")].joined())",
              "found the result of .joined() (FlattenSequence<[[Recompute]]>) where a list of recomputes ([Recompute]) is expected; .joined() does not make an array, .flatMap { $0 } does"),
        .init("lists into countCauses", "let lists = [screen.change(\"t\", key: \"k\")]\ncountCauses(1️⃣lists)",
              "found an array of lists of recomputes ([[Recompute]]) where a list of recomputes ([Recompute]) is expected; join the lists with .flatMap { $0 }"),
        .init("array literal into countCauses", "countCauses(1️⃣[screen.change(\"t\", key: \"k\")])",
              "a list of recomputes cannot be written as an array literal here; join the results of change(_:key:) with [ … ].flatMap { $0 } or with +"),
        .init("flatMap over one list", "let r = 1️⃣screen.change(\"t\", key: \"k\").flatMap { $0 }",
              "flatMap joins an array of change(_:key:) results ([[Recompute]]); found a list of recomputes ([Recompute])"),
        .init("flatMap with another closure", "let r = 1️⃣[screen.change(\"t\", key: \"k\")].flatMap { x in x }",
              "flatMap is supported only as .flatMap { $0 } or .flatMap(\\.self)"),
        .init("mixed array", "let r = [screen.change(\"t\", key: \"k\"), 1️⃣screen]",
              "found a tree (ViewTree) where a list of recomputes ([Recompute]) is expected"),
        .init("array of trees", "let r = 1️⃣[screen, screen]",
              "arrays of ViewTree are not supported in a lesson program; it writes arrays of ViewNode(...) and of change(_:key:) results"),
        .init("other operator", "let r = screen.change(\"a\", key: \"k\") 1️⃣- screen.change(\"b\", key: \"k\")",
              "the operator '-' is not supported in a lesson program; it joins lists with +"),
        .init("joining a tree", "let r = screen 1️⃣+ screen",
              "'+' cannot join ViewTree and ViewTree; it joins lists of recomputes, arrays of lists, or arrays of views"),
        .init("joining two joined()", "let j = [screen.change(\"t\", key: \"k\")].joined()\nlet r = j 1️⃣+ j",
              "'+' cannot join FlattenSequence<[[Recompute]]> and FlattenSequence<[[Recompute]]>; it joins lists of recomputes, arrays of lists, or arrays of views"),
        .init("nodes of a list", "let n = 1️⃣screen.change(\"t\", key: \"k\").nodes",
              "found a list of recomputes ([Recompute]) where a tree (ViewTree) is expected"),

        // Syntax
        .init("syntax error", "let r = screen.change(\"t\", key: \"k\"1️⃣\ncountCauses(r)",
              "expected ')' to end function call"),
    ]
}

@Suite("Lesson programs that are rejected")
struct LessonProgramErrorTests {
    @Test("each unsupported construct gets its message at its place", arguments: RejectedLesson.all)
    func rejected(_ lesson: RejectedLesson) {
        let marked = MarkedText(lesson.marked)
        #expect(lessonError(marked.text, file: "lesson.swift")
            == .malformedInput(lesson.message, at: marked.location(file: "lesson.swift")))
    }

    @Test("the cases' shared first lines are accepted on their own")
    func preludeIsAccepted() throws {
        #expect(lessonError(RejectedLesson.prelude) == nil)
    }

    @Test("the error reads as file:line:column: message")
    func description() {
        let error = lessonError("print(1)", file: "Lesson.swift")
        #expect(error?.description == "Lesson.swift:1:1: calls of 'print(_:)' are not supported in a lesson program; \(RejectedLesson.calls)")
    }
}
