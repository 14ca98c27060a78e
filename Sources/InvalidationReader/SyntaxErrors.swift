internal import SwiftDiagnostics
internal import SwiftParserDiagnostics
package import SwiftSyntax

/// The first syntax errors of a parsed tree, each with a sentence and a position.
///
/// SwiftParserDiagnostics words errors best, but its generator takes time quadratic in
/// the number of errors (seconds for a few thousand), and stops the program on an `=`
/// whose lexer diagnostic leads to an empty fix-it (`a \u{FFFD}= b`). So it runs on
/// the whole tree only when the tree has few errors and no such `=`; otherwise each
/// error is described from its own node. Both walks follow only the parts of the tree
/// that hold errors.
package enum SyntaxErrors {
    /// One syntax error.
    package struct Error: Hashable, Sendable {
        /// Where the error is.
        package var position: AbsolutePosition
        /// What is wrong, as a sentence without a final period.
        package var message: String
    }

    /// Trees with more errors than this are not given to the generator.
    static let generatorErrorLimit = 64

    /// Up to `count` errors of `tree`, in source order.
    package static func first(_ count: Int, in tree: some SyntaxProtocol) -> [Error] {
        guard count > 0, tree.hasError else { return [] }
        let sites = errorSites(in: Syntax(tree), limit: generatorErrorLimit + 1)
        let trapsGenerator = sites.contains { site in
            site.as(TokenSyntax.self)?.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        }
        if sites.count <= generatorErrorLimit && !trapsGenerator {
            let diagnosed = ParseDiagnosticsGenerator.diagnostics(for: tree)
                .filter { $0.diagMessage.severity == .error }
                .sorted { $0.position < $1.position }
            if !diagnosed.isEmpty {
                return diagnosed.prefix(count).map { Error(position: $0.position, message: $0.message) }
            }
        }
        return sites.prefix(count).map(describe)
    }

    /// Error nodes in source order, up to `limit`: unexpected nodes, missing tokens, and
    /// tokens with an error from the lexer. Walks only subtrees that hold an error,
    /// with a stack of its own rather than by recursion.
    private static func errorSites(in root: Syntax, limit: Int) -> [Syntax] {
        var sites: [Syntax] = []
        var pending = [root]
        while let node = pending.popLast(), sites.count < limit {
            guard node.hasError else { continue }
            if node.is(UnexpectedNodesSyntax.self) {
                sites.append(node)
                continue
            }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing || token.tokenDiagnostic?.severity == .error { sites.append(node) }
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return sites
    }

    private static func describe(_ site: Syntax) -> Error {
        let position = site.positionAfterSkippingLeadingTrivia
        guard let token = site.as(TokenSyntax.self) else {
            return Error(position: position, message: "unexpected code '\(snippet(of: site))'")
        }
        if token.presence == .missing {
            return Error(position: position, message: "expected \(expectation(for: token))")
        }
        // The lexer places its diagnostic within the token, trivia included.
        let offset = Int(token.tokenDiagnostic?.byteOffset ?? 0)
        return Error(position: token.position.advanced(by: offset), message: lexerMessage(token))
    }

    private static func snippet(of node: Syntax) -> String {
        var text = node.trimmedDescription.prefix { $0 != "\n" }
        if text.count > 40 { text = text.prefix(40) + "…" }
        return String(text)
    }

    private static func expectation(for token: TokenSyntax) -> String {
        switch token.parent?.kind {
        case .missingExpr?: return "an expression"
        case .missingType?: return "a type"
        case .missingPattern?: return "a pattern"
        case .missingDecl?: return "a declaration"
        case .missingStmt?: return "a statement"
        default: break
        }
        if case .identifier = token.tokenKind { return "a name" }
        return token.text.isEmpty ? "more code" : "'\(token.text)'"
    }

    private static func lexerMessage(_ token: TokenSyntax) -> String {
        switch token.tokenDiagnostic?.kind {
        case .equalMustHaveConsistentWhitespaceOnBothSides?: "'=' must have consistent whitespace on both sides"
        case .invalidCharacter?, .invalidIdentifierStartCharacter?: "invalid character in source file"
        case .invalidUtf8?: "invalid UTF-8 in source file"
        case .unprintableAsciiCharacter?: "unprintable ASCII character in source file"
        case .unterminatedBlockComment?: "unterminated '/*' comment"
        case .unexpectedBlockCommentEnd?: "unexpected end of block comment"
        case .editorPlaceholder?: "editor placeholder in source file"
        case .sourceConflictMarker?: "source control conflict marker in source file"
        case .invalidEscapeSequenceInStringLiteral?: "invalid escape sequence in literal"
        default: "invalid token '\(snippet(of: Syntax(token)))'"
        }
    }
}
