import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension LintReport {
    /// The findings as Xcode reads them: `path:line:column: warning: message [rule_id]`,
    /// each followed by its notes as `path:line:column: note: message`, and among them, in
    /// the same order of file, line and column, the suppression warnings as
    /// `path:line:column: warning: message [invalidation]`; then the files that did not
    /// parse cleanly as notes.
    public func writeText<Out: ByteOutput>(to out: inout Out) {
        var warnings = suppressionWarnings.sorted { Self.place($0.location) < Self.place($1.location) }[...]
        func writeWarnings(before location: SourceLocation?) {
            while let warning = warnings.first, location.map({ Self.place(warning.location) < Self.place($0) }) ?? true {
                out.append("\(warning.location): warning: \(warning.message) [invalidation]\n")
                warnings.removeFirst()
            }
        }
        for diagnostic in diagnostics {
            writeWarnings(before: diagnostic.location)
            out.append(diagnostic.description)
            out.append(UInt8(ascii: "\n"))
            for note in diagnostic.notes {
                out.append("\(note.location): note: \(note.message)\n")
            }
        }
        writeWarnings(before: nil)
        for error in syntaxErrors {
            out.append("\(error.location): note: \(error.message)\n")
        }
    }

    /// The order of findings: file, line, column.
    private static func place(_ location: SourceLocation) -> (String, Int, Int) {
        (location.file ?? "", location.line, location.column)
    }

    /// One line that counts the findings: `2 warnings and 1 error in 5 files.`
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(count(.warning), "warning")) and \(plural(count(.error), "error")) in \(plural(files.count, "file"))."
    }
}
