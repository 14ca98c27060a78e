internal import Foundation
internal import SwiftParser
package import SwiftSyntax

/// The function bodies a file's tree holds blank (``SwiftSource/deferredBodies``), parsed
/// when first asked for and kept.
///
/// A body is parsed with its declaration alone: the text before the declaration is read as
/// one comment of the same length (the parser reads a comment 400 times as fast as code),
/// and the text after it is left off, so its nodes are at the offsets they have in
/// the file. Where that parse is not clean, the whole text is parsed instead, which is also
/// what ``completeTree`` gives.
package final class DeferredBodies: @unchecked Sendable {
    /// The whole text.
    private let text: String
    /// The offsets of the blank bodies' `{`, in order.
    package let braces: [Int]
    private let maximumBytes: Int
    private let lock = NSLock()
    private var complete: SourceFileSyntax?
    /// The bodies parsed so far, by the offset of their `{`.
    private var parsedBodies: [Int: CodeBlockSyntax] = [:]
    /// The roots of the trees parsed here.
    private var roots: Set<SyntaxIdentifier> = []

    init(text: String, braces: [Int], maximumBytes: Int) {
        self.text = text
        self.braces = braces
        self.maximumBytes = maximumBytes
    }

    /// The tree of the whole text, parsed on first use (on the caller's thread, which
    /// needs a large stack, as every parse does).
    package var completeTree: SourceFileSyntax {
        lock.lock()
        defer { lock.unlock() }
        return lockedCompleteTree()
    }

    /// Whether `root` is the root of a tree parsed here.
    package func holds(root: SyntaxIdentifier) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return roots.contains(root)
    }

    /// Whether the body that opens with the `{` at `offset` is one held blank.
    package func isDeferred(braceAt offset: Int) -> Bool {
        var low = 0
        var high = braces.count
        while low < high {
            let middle = (low + high) / 2
            if braces[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < braces.count && braces[low] == offset
    }

    /// Whether the text of `block`, a body held blank, holds an identifier among `words`
    /// (comments and strings too, which can only say yes where the answer is no): `false`
    /// saves parsing a body that cannot name them. `true` for a body the tree holds.
    package func mayName(anyOf words: Set<String>, in block: CodeBlockSyntax) -> Bool {
        let start = block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard isDeferred(braceAt: start) else { return true }
        let end = block.endPositionBeforeTrailingTrivia.utf8Offset
        let lengths = Set(words.map(\.utf8.count))
        var text = text
        return text.withUTF8 { bytes in
            guard start >= 0, end <= bytes.count else { return true }
            var index = start
            while index < end {
                guard SourceBytes.isIdentifier(bytes[index]) else {
                    index += 1
                    continue
                }
                let wordStart = index
                while index < end, SourceBytes.isIdentifier(bytes[index]) { index += 1 }
                guard lengths.contains(index - wordStart) else { continue }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]), as: UTF8.self)
                if words.contains(word) { return true }
            }
            return false
        }
    }

    /// The statements of `block`, a function's body in the blank tree: parsed from the
    /// text where the body is held blank, else `block`'s own. Bodies of one file parse on
    /// several threads at once; a body two threads ask for at once is kept once.
    package func statements(of block: CodeBlockSyntax) -> CodeBlockItemListSyntax {
        let offset = block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard isDeferred(braceAt: offset), let declaration = block.parent else { return block.statements }
        lock.lock()
        let known = parsedBodies[offset]
        lock.unlock()
        if let known { return known.statements }
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = block.endPositionBeforeTrailingTrivia.utf8Offset
        let alone = parseAlone(start..<end, brace: offset)
        lock.lock()
        defer { lock.unlock() }
        if let parsed = parsedBodies[offset] { return parsed.statements }
        guard let parsed = alone ?? completeBody(brace: offset) else { return block.statements }
        if alone != nil { roots.insert(parsed.root.id) }
        parsedBodies[offset] = parsed
        return parsed.statements
    }

    // MARK: Parsing

    /// The tree of the whole text, with the lock held.
    private func lockedCompleteTree() -> SourceFileSyntax {
        if let complete { return complete }
        let tree = SwiftSource.parse(text, maximumBytes: maximumBytes).tree
        complete = tree
        roots.insert(Syntax(tree).id)
        return tree
    }

    /// The body whose `{` is at `brace` in the complete tree.
    private func completeBody(brace: Int) -> CodeBlockSyntax? {
        Self.body(at: brace, in: lockedCompleteTree())
    }

    /// The body whose `{` is at `brace`, parsed with its declaration at `range` alone;
    /// `nil` when that parse has errors. Reads only what never changes: needs no lock.
    private func parseAlone(_ range: Range<Int>, brace: Int) -> CodeBlockSyntax? {
        var text = text
        let tree: SourceFileSyntax? = text.withUTF8 { bytes in
            guard range.upperBound <= bytes.count else { return nil }
            var padded = [UInt8](UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]))
            SwiftSource.writeComment(into: &padded, over: 0..<range.lowerBound)
            // The nesting limits hold for the declaration as for the whole text.
            let parsed = padded.withUnsafeBufferPointer { SwiftSource.parse($0, maximumBytes: maximumBytes) }
            return parsed.limit == nil && !parsed.tree.hasError ? parsed.tree : nil
        }
        guard let tree else { return nil }
        return Self.body(at: brace, in: tree)
    }

    /// The code block whose `{` is at `offset` in `tree`.
    private static func body(at offset: Int, in tree: SourceFileSyntax) -> CodeBlockSyntax? {
        guard let brace = tree.token(at: AbsolutePosition(utf8Offset: offset)), brace.tokenKind == .leftBrace else {
            return nil
        }
        return brace.parent?.as(CodeBlockSyntax.self)
    }
}
