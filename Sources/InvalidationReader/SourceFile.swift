import Invalidation
package import SwiftSyntax

/// One Swift file, read and parsed within the limits of ``SwiftSource``: its text, its
/// tree and its lines. Every command reads source through ``SourceReader`` into these.
package struct SourceFile: Sendable {
    /// The path as given, reported in locations.
    package let path: String
    /// The Swift source.
    package let text: String
    /// The tree: of the whole text, or of the part before ``limit``. Where ``deferred`` is
    /// not `nil`, the bodies it lists are empty here: ``completeTree`` holds them.
    package let tree: SourceFileSyntax
    /// Why the tree stops short of the text, if it does (a file over the size limit has an
    /// empty tree and a limit at its start).
    package let limit: SourceLimit?
    /// Where its lines start.
    package let lines: LineTable
    /// The size of the text in UTF-8 bytes.
    package let byteCount: Int
    /// The function bodies ``tree`` holds blank, if any.
    package let deferred: DeferredBodies?

    /// Parses `text`, behind the limits, with the function bodies deferred that `defersBodies`
    /// names for its bytes (see ``SwiftSource/parse(_:maximumBytes:deferring:)``).
    package init(
        path: String, text: String, maximumBytes: Int = SwiftSource.maximumBytes,
        defersBodies: (UnsafeBufferPointer<UInt8>) -> BodyDeferral = { _ in .none }
    ) {
        self.path = path
        var text = text
        let (parsed, lines, count) = text.withUTF8 { bytes in
            (
                SwiftSource.parse(bytes, maximumBytes: maximumBytes, deferring: defersBodies(bytes)),
                LineTable(bytes), bytes.count
            )
        }
        self.text = text
        tree = parsed.tree
        limit = parsed.limit
        self.lines = lines
        byteCount = count
        deferred =
            parsed.deferredBodies.isEmpty
            ? nil : DeferredBodies(text: text, braces: parsed.deferredBodies, maximumBytes: maximumBytes)
    }

    private init(completing file: SourceFile, tree: SourceFileSyntax) {
        path = file.path
        text = file.text
        self.tree = tree
        limit = file.limit
        lines = file.lines
        byteCount = file.byteCount
        deferred = nil
    }

    /// The tree with every body: ``tree`` itself when no body is deferred.
    package var completeTree: SourceFileSyntax { deferred?.completeTree ?? tree }

    /// The same file with ``completeTree`` as its tree and no body deferred.
    package func completed() -> SourceFile {
        deferred == nil ? self : SourceFile(completing: self, tree: completeTree)
    }

    /// Whether the file was too large to parse at all.
    package var isTooLarge: Bool { limit?.isSizeLimit ?? false }

    /// The 1-based place of a UTF-8 offset.
    package func location(ofOffset offset: Int) -> Invalidation.SourceLocation {
        lines.location(ofOffset: offset, file: path)
    }

    /// The 1-based place of `node`'s first token, after its leading trivia.
    package func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The 1-based place after `node`'s last token, before its trailing trivia.
    package func endLocation(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// What keeps the tree from being the whole text, in source order: up to `count`
    /// syntax errors before the limit, then the limit.
    package func problems(_ count: Int) -> [SourceProblem] {
        SwiftSource.problems(count, in: tree, limit: limit)
    }
}
