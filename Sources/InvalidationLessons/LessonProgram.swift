import Invalidation
internal import SwiftSyntax
import InvalidationAnalyzer
import InvalidationReader

/// A lesson program, like the course's `// main.swift` blocks, parsed and checked
/// so that it can be run without compiling it.
///
/// Running it prints exactly what the program prints when compiled against the
/// course's code: one line per `change` call and four count lines per
/// `countCauses` call, in the order the program evaluates them.
///
/// A lesson program declares storage tables, trees and lists of recomputes with
/// `let` or `var`, and calls `change(_:key:)` and `countCauses(_:)`. Lists of
/// recomputes are joined with `+` or with `.flatMap { $0 }` over an array
/// literal. Anything else is rejected with the place and a sentence saying what
/// is not supported.
public struct LessonProgram: Sendable {
    /// The trees the program declares, in source order.
    public let trees: [LessonTree]
    let steps: [LessonStep]
    let slotCount: Int
    /// One writer per tree, aligned with ``trees``.
    let texts: [CourseText]

    /// Parses `source`, resolves every name and validates every tree; prints nothing.
    /// - Parameters:
    ///   - source: The program's Swift source.
    ///   - file: The path reported in error locations.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` for a syntax error or an
    ///   unsupported construct; ``InvalidationError/invalidModel(_:at:)`` for a tree
    ///   whose views do not form a tree, located at the offending `ViewNode(...)`.
    public init(source: String, file: String?) throws(InvalidationError) {
        try self.init(source: source, file: file, firstLine: 1)
    }

    /// Whether `source`, which is not a lesson program, is SwiftUI source instead: it
    /// imports SwiftUI, or the analyzer finds a view type in it (one that conforms to
    /// `View`, `App` or another protocol the analyzer reads as a view), so that a tool
    /// handed it to run can say what reads such source.
    public static func isSwiftUISource(_ source: String) -> Bool {
        // Parsing recurses as deep as the source nests: on a large stack, as every parse.
        let importsSwiftUI = ParallelWork.onLargeStack {
            SwiftSource.parse(source).tree.statements.contains { statement in
                statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text == LessonScanner.swiftUIModule
            }
        }
        if importsSwiftUI { return true }
        // A neutral file name: under its path, a file in a folder named like tests would be
        // taken for a test file, whose views are not the app's.
        let analysis = SourceAnalyzer(options: .init(threads: 1))
            .analyze(sources: [SourceText(path: "source.swift", text: source)])
        return !analysis.graph.views.isEmpty
    }

    /// Parses a program that starts on line `firstLine` of `file`, so that every
    /// location it reports is a line of that file.
    init(source: String, file: String?, firstLine: Int) throws(InvalidationError) {
        // Parsing and compiling recurse as deep as the source nests.
        self = try ParallelWork.onLargeStack {
            Result { () throws(InvalidationError) in try LessonProgram(parsing: source, file: file, firstLine: firstLine) }
        }.get()
    }

    private init(parsing source: String, file: String?, firstLine: Int) throws(InvalidationError) {
        let parsed = SwiftSource.parse(source)
        let converter = SourceLocationConverter(fileName: file ?? "", tree: parsed.tree)
        func location(_ position: AbsolutePosition) -> Invalidation.SourceLocation {
            let place = converter.location(for: position)
            return Invalidation.SourceLocation(file: file, line: place.line + firstLine - 1, column: place.column)
        }
        switch parsed.problems(1).first {
        case .syntaxError(let error)?:
            throw .malformedInput(error.message, at: location(error.position))
        case .limit(let limit)?:
            throw .malformedInput(
                "\(limit.message); a lesson program cannot be read past it",
                at: location(AbsolutePosition(utf8Offset: limit.offset)))
        case nil:
            break
        }
        var compiler = LessonCompiler(file: file, firstLine: firstLine, converter: converter)
        try compiler.compile(parsed.tree)
        trees = compiler.trees
        steps = compiler.steps
        slotCount = compiler.slotCount
        texts = compiler.texts
    }

    /// Plays the program: writes each `change` line and each `countCauses` block in
    /// program order. Does not call the reporter's `begin()` or `end()`.
    public func run<Out: ByteOutput>(to reporter: inout RunReporter<Out>) {
        var slots = [CauseCounts](repeating: CauseCounts(), count: slotCount)
        for step in steps {
            switch step {
            case .store(let slot, let expression):
                slots[slot] = evaluate(expression, slots: slots, reporter: &reporter)
            case .evaluate(let expression):
                _ = evaluate(expression, slots: slots, reporter: &reporter)
            }
        }
    }

    private func evaluate<Out: ByteOutput>(
        _ expression: LessonExpression, slots: [CauseCounts], reporter: inout RunReporter<Out>
    ) -> CauseCounts {
        switch expression {
        case .change(let tree, let label, let key):
            return reporter.change(label: label, key: key, in: texts[tree])
        case .variable(let slot):
            return slots[slot]
        case .countCauses(let recomputes):
            reporter.counts(evaluate(recomputes, slots: slots, reporter: &reporter))
            return CauseCounts()
        case .concatenation(let parts):
            var total = CauseCounts()
            for part in parts { total += evaluate(part, slots: slots, reporter: &reporter) }
            return total
        }
    }
}

/// A tree that a lesson program declares with `ViewTree(nodes:storage:)`.
public struct LessonTree: Sendable {
    /// The variable whose initializer creates the tree, if any.
    public internal(set) var variable: String?
    /// The views, in the order given.
    public let nodes: [ViewNode]
    /// Where each key's value is stored.
    public let storage: [String: Storage]
    /// The validated, indexed tree.
    public let index: TreeIndex
    /// Where the `ViewTree(...)` call starts.
    public let location: Invalidation.SourceLocation
    /// Where each view's `ViewNode(...)` call starts, aligned with ``nodes``.
    public let nodeLocations: [Invalidation.SourceLocation]
}

/// What a lesson program does when it runs, one top-level statement at a time.
enum LessonStep: Sendable {
    /// Evaluates a list of recomputes and keeps its counts in a variable's slot.
    case store(slot: Int, LessonExpression)
    /// Evaluates an expression for what it prints.
    case evaluate(LessonExpression)
}

/// An expression whose evaluation prints: a list of recomputes, represented by its
/// counts, or a `countCauses` call.
indirect enum LessonExpression: Sendable {
    /// `tree.change(label, key: key)`: prints its line.
    case change(tree: Int, label: String, key: String)
    /// A variable holding a list evaluated earlier: prints nothing.
    case variable(slot: Int)
    /// `countCauses(list)`: prints the four count lines; its value is empty.
    case countCauses(LessonExpression)
    /// Lists joined in order, by `+` or `.flatMap { $0 }`.
    case concatenation([LessonExpression])

    /// The empty list, `[]`.
    static let empty = LessonExpression.concatenation([])
}
