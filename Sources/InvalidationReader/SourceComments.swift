internal import SwiftSyntax

/// A comment of a file: where it starts and what it says.
package struct SourceComment: Hashable, Sendable {
    /// The UTF-8 offset of its `//` or `/*`.
    package var offset: Int
    /// Its text without the `//`, or without the `/*` and `*/`.
    package var text: String
}

extension SourceFile {
    /// The comments of the file's tree whose text spells `word`, in source order. A text
    /// that never spells `word` holds none, and its tokens are not read one by one.
    package func comments(spelling word: String) -> [SourceComment] {
        guard text.holds(word) else { return [] }
        var found: [SourceComment] = []
        func collect(_ trivia: Trivia, from start: AbsolutePosition) {
            var position = start
            for piece in trivia {
                defer { position = position.advanced(by: piece.sourceLength.utf8Length) }
                let body: String
                switch piece {
                case .lineComment(let comment): body = String(comment.dropFirst(2))
                case .blockComment(let comment): body = String(comment.dropFirst(2).dropLast(2))
                default: continue
                }
                if body.holds(word) { found.append(SourceComment(offset: position.utf8Offset, text: body)) }
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return found
    }

    /// The line of the file's end.
    package var lastLine: Int { lines.lineAndColumn(ofOffset: tree.endPosition.utf8Offset).line }
}
