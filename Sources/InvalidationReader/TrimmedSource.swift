package import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text as written, without the trivia before its first token and after its
    /// last: what `trimmedDescription` gives, read from the tree's text instead of from a
    /// trimmed copy of the tree, which allocates new nodes and costs ten times as much.
    package var trimmedSource: String {
        let bytes = syntaxTextBytes
        // The first and last tokens, missing ones included, as `trimmed` takes them: a
        // missing token has no trivia, so a node that ends in one keeps what comes before.
        let leading = firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
        let trailing = lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0
        let start = min(leading, bytes.count)
        let end = max(start, bytes.count - trailing)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
