import Invalidation
import InvalidationReader

/// One linted file: where its suppression comments turn rules off, and where it stops
/// being linted.
struct LintSource: Sendable {
    /// The file as the reader parsed it.
    let file: SourceFile
    /// The suppression comments it holds.
    let suppressions: Suppressions
    /// Where the file stops being linted, and why: its first syntax error, or the place
    /// it passes a limit of ``SwiftSource``.
    let syntaxError: LintDiagnostic.Note?

    /// Reads what lint needs of `file` besides the analysis.
    init(file: SourceFile) {
        self.file = file
        suppressions = Suppressions(file: file)
        switch file.problems(1).first {
        case .syntaxError(let error)?:
            syntaxError = LintDiagnostic.Note(
                message: "syntax error: \(error.message); the file was linted as far as it parses",
                location: file.location(ofOffset: error.position.utf8Offset))
        case .limit(let limit)?:
            syntaxError = LintDiagnostic.Note(
                message: limit.message + (limit.isSizeLimit ? "; the file is not linted" : "; the file was linted only up to here"),
                location: file.location(ofOffset: limit.offset))
        case nil:
            syntaxError = nil
        }
    }
}
