internal import SwiftParser
package import SwiftSyntax

/// Swift source parsed behind the limits that keep SwiftParser from crashing or running
/// without end: every part of the module parses through here.
///
/// A file larger than ``maximumBytes`` is not parsed. A file that nests deeper than
/// SwiftParser can take (see ``SourceNesting``) is parsed up to the place where it does,
/// so its tree holds what comes before, as after a syntax error. Either way ``limit``
/// says why, and where. Parse on a thread with a large stack (``ParallelWork``): a tree
/// within the limits can still be too deep for a small one.
///
/// SwiftParser spends about 6,000 instructions on a byte of code, 112 on a byte of
/// whitespace and 15 on a byte of a comment. A parse that defers bodies reads the bodies
/// of the functions, initializers and deinitializers declared at the top level and among
/// members as one comment each (offsets stay as they are) and lists them in
/// ``deferredBodies``; ``DeferredBodies`` parses one when it is asked for. It parses the
/// text as it is instead when the text with comments in place of bodies has a syntax
/// error, or a place read as a body is not one, so a tree that defers bodies is the whole
/// tree with those bodies empty.
package struct SwiftSource {
    /// Larger files are not parsed: parsing runs at about a megabyte a second.
    package static let maximumBytes = 16 << 20
    /// The deepest nesting parsed, as ``SourceNesting`` measures it.
    package static let maximumDepth = 1500
    /// The most `[` open since the innermost `{`.
    package static let maximumSquareBrackets = 8
    /// The most `(` and generic `<` (and string interpolations) open at once. Nine public
    /// apps of 7,000 to 55,000 lines never hold more than 7 open; a line of calls left open
    /// (`f(a f(a …`) takes the parser time cubic in their number (64 take 0.05 s, 440 take
    /// 15 s), and generic arguments left open make its lookahead retry the whole run.
    package static let maximumParentheses = 64

    /// The tree: of the whole source, or of the part before ``limit``.
    package let tree: SourceFileSyntax
    /// Why the tree stops short of the source, if it does.
    package let limit: SourceLimit?
    /// The offsets of the `{` of the bodies left blank, in order; empty when none is.
    package var deferredBodies: [Int] = []

    /// Parses `source`, or the part of it within the limits, with the bodies `deferring`
    /// names read as comments where the source is within the limits and parses without errors.
    package static func parse(
        _ source: UnsafeBufferPointer<UInt8>, maximumBytes: Int = maximumBytes, deferring: BodyDeferral = .none
    ) -> SwiftSource {
        guard source.count <= maximumBytes else {
            return SwiftSource(
                tree: Parser.parse(source: ""),
                limit: SourceLimit(
                    offset: 0, message: "the file has \(source.count) bytes, more than the limit of \(maximumBytes)",
                    isSizeLimit: true))
        }
        let (excess, bodies) = SourceNesting.firstExcessAndBodies(
            in: source, maximumDepth: maximumDepth, maximumSquareBrackets: maximumSquareBrackets,
            maximumParentheses: maximumParentheses, findsBodies: deferring != .none, keeping: deferring.keepingWords)
        switch excess {
        case nil:
            if deferring != .none, let deferred = parse(source, blanking: bodies) { return deferred }
            return SwiftSource(tree: Parser.parse(source: source), limit: nil)
        case .depth(let offset):
            return SwiftSource(
                tree: Parser.parse(source: UnsafeBufferPointer(rebasing: source[..<offset])),
                limit: SourceLimit(
                    offset: offset, message: "the code here nests more than \(maximumDepth) levels deep"))
        case .squareBrackets(let offset):
            return SwiftSource(
                tree: Parser.parse(source: UnsafeBufferPointer(rebasing: source[..<offset])),
                limit: SourceLimit(
                    offset: offset,
                    message: "more than \(maximumSquareBrackets) '[' are open here, which the Swift parser "
                        + "takes exponential time to read"))
        case .parentheses(let offset):
            return SwiftSource(
                tree: Parser.parse(source: UnsafeBufferPointer(rebasing: source[..<offset])),
                limit: SourceLimit(
                    offset: offset,
                    message: "more than \(maximumParentheses) '(' or '<' are open here, which the Swift parser "
                        + "takes cubic time to read"))
        }
    }

    /// Replaces the bytes in `range` with one block comment of the same length (spaces when
    /// it is too short to hold one): the parser reads a comment's bytes fastest, and
    /// everything after `range` stays at its offset.
    static func writeComment(into bytes: inout [UInt8], over range: Range<Int>) {
        for index in range { bytes[index] = UInt8(ascii: " ") }
        guard range.count >= 4 else { return }
        bytes[range.lowerBound] = UInt8(ascii: "/")
        bytes[range.lowerBound + 1] = UInt8(ascii: "*")
        bytes[range.upperBound - 2] = UInt8(ascii: "*")
        bytes[range.upperBound - 1] = UInt8(ascii: "/")
    }

    /// The parse of `source` with `bodies` blank, if the blanked text parses without errors
    /// and each blanked range is the whole body of a function, initializer or deinitializer;
    /// `nil` when nothing is worth blanking or the parse is not faithful.
    private static func parse(_ source: UnsafeBufferPointer<UInt8>, blanking bodies: [Range<Int>]) -> SwiftSource? {
        var blanked = [UInt8](source)
        var kept: [Range<Int>] = []
        for body in bodies {
            // A body of whitespace costs the parse nothing worth saving.
            let isBlank = blanked[body].allSatisfy {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            }
            guard !isBlank else { continue }
            writeComment(into: &blanked, over: body)
            kept.append(body)
        }
        guard !kept.isEmpty else { return nil }
        let tree = blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard !tree.hasError else { return nil }
        for body in kept {
            guard let brace = tree.token(at: AbsolutePosition(utf8Offset: body.lowerBound - 1)),
                brace.tokenKind == .leftBrace, let block = brace.parent?.as(CodeBlockSyntax.self),
                block.statements.isEmpty,
                block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == body.upperBound,
                let owner = block.parent,
                owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self)
                    || owner.is(DeinitializerDeclSyntax.self)
            else { return nil }
        }
        var parsed = SwiftSource(tree: tree, limit: nil)
        parsed.deferredBodies = kept.map { $0.lowerBound - 1 }
        return parsed
    }

    /// What keeps the tree from being the whole source, in source order: up to `count`
    /// of its syntax errors before the limit, then the limit. Errors at the limit itself
    /// only say that the text was cut there.
    package func problems(_ count: Int) -> [SourceProblem] {
        Self.problems(count, in: tree, limit: limit)
    }

    /// ``problems(_:)`` of a tree parsed up to `limit`.
    package static func problems(_ count: Int, in tree: SourceFileSyntax, limit: SourceLimit?) -> [SourceProblem] {
        var found = SyntaxErrors.first(count, in: tree)
            .filter { limit == nil || $0.position.utf8Offset < limit!.offset }
            .map(SourceProblem.syntaxError)
        if let limit { found.append(.limit(limit)) }
        return Array(found.prefix(count))
    }

    /// Parses `text`; see ``parse(_:maximumBytes:deferring:)``.
    package static func parse(
        _ text: String, maximumBytes: Int = maximumBytes, deferring: BodyDeferral = .none
    ) -> SwiftSource {
        var text = text
        return text.withUTF8 { parse($0, maximumBytes: maximumBytes, deferring: deferring) }
    }
}

/// Which function bodies a parse reads as comments, to be parsed when asked for
/// (``DeferredBodies``): those of the functions, initializers and deinitializers declared
/// at the top level and among the members of types and extensions.
package enum BodyDeferral: Hashable, Sendable {
    /// None: the text is parsed as it is.
    case none
    /// Every one.
    case all
    /// Every one but those of the members of a type whose declaration, before its `{`,
    /// spells one of these words (`struct Row: View`), or of an extension of a type so
    /// declared earlier in the text.
    case keepingTypesSpelling([[UInt8]])

    var keepingWords: [[UInt8]] {
        if case .keepingTypesSpelling(let words) = self { words } else { [] }
    }
}

/// Why Swift source was not parsed, or parsed only up to a place.
package struct SourceLimit: Hashable, Sendable {
    /// The UTF-8 offset where parsing stopped.
    package var offset: Int
    /// What the source exceeds, as a sentence without a final period.
    package var message: String
    /// The whole file is over the size limit, so nothing of it was parsed.
    package var isSizeLimit = false
}

/// Why a parsed tree is not the whole of its source.
package enum SourceProblem: Hashable, Sendable {
    /// A syntax error: the tree goes on past it, as far as the source parses.
    case syntaxError(SyntaxErrors.Error)
    /// A limit of ``SwiftSource``: the tree ends here.
    case limit(SourceLimit)

    /// The UTF-8 offset of the problem.
    package var offset: Int {
        switch self {
        case .syntaxError(let error): error.position.utf8Offset
        case .limit(let limit): limit.offset
        }
    }
}
