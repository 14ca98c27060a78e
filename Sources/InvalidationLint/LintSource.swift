import Invalidation
import InvalidationAnalyzer
import InvalidationReader
import SwiftSyntax

/// One parsed file with what the lint rules look up in it.
final class LintSource: @unchecked Sendable {
    /// The file as the reader parsed it.
    let file: SourceFile
    /// The path as given.
    var path: String { file.path }
    /// The syntax tree; parts that do not parse are missing or unexpected nodes.
    var tree: SourceFileSyntax { file.tree }
    /// The views it declares, in order.
    private(set) var views: [ViewDeclaration] = []
    /// The suppression comments it holds.
    let suppressions: Suppressions
    /// Its declarations.
    let declarations: FileDeclarationScan
    /// Where the file stops being linted, and why: its first syntax error, or the place
    /// it passes a limit of ``SwiftSource``.
    private(set) var syntaxError: LintDiagnostic.Note?

    /// Reads what the rules look up in `file`.
    init(file: SourceFile) {
        self.file = file
        suppressions = Suppressions(file: file)
        declarations = FileDeclarationScan.scan(file.tree)
        switch file.problems(1).first {
        case .syntaxError(let error)?:
            syntaxError = LintDiagnostic.Note(
                message: "syntax error: \(error.message); the file was linted as far as it parses",
                location: location(at: error.position))
        case .limit(let limit)?:
            syntaxError = LintDiagnostic.Note(
                message: "\(limit.message); the file was linted only up to here",
                location: location(at: AbsolutePosition(utf8Offset: limit.offset)))
        case nil:
            break
        }
    }

    /// Finds the views, given the names of types that conform to `View` in an extension.
    func collectViews(module: ModuleDeclarations) {
        views = declarations.views(conformingElsewhere: module.viewConformances)
    }

    /// The 1-based place of `node`'s first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        file.location(of: node)
    }

    /// The 1-based place after `node`'s last token, before its trailing trivia.
    func endLocation(of node: some SyntaxProtocol) -> Invalidation.SourceLocation {
        file.endLocation(of: node)
    }

    /// The tokens that start on the 1-based `line` (after their leading trivia), in order:
    /// found from the line's start, without walking the file from its beginning.
    func tokens(onLine line: Int) -> [TokenSyntax] {
        guard let offset = file.lines.offset(ofLine: line, column: 1) else { return [] }
        var found: [TokenSyntax] = []
        var next = tree.token(at: AbsolutePosition(utf8Offset: offset))
        while let token = next {
            let tokenLine = location(of: token).line
            if tokenLine > line { break }
            if tokenLine == line && token.presence == .present { found.append(token) }
            next = token.nextToken(viewMode: .sourceAccurate)
        }
        return found
    }

    /// The 1-based place of `position`.
    func location(at position: AbsolutePosition) -> Invalidation.SourceLocation {
        file.location(ofOffset: position.utf8Offset)
    }
}
