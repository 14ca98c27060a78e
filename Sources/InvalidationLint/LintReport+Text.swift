import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension LintReport {
    /// The findings as Xcode reads them: `path:line:column: warning: message [rule_id]`,
    /// each followed by its notes as `path:line:column: note: message`, then the files
    /// that did not parse cleanly as notes.
    public func writeText<Out: ByteOutput>(to out: inout Out) {
        for diagnostic in diagnostics {
            out.append(diagnostic.description)
            out.append(UInt8(ascii: "\n"))
            for note in diagnostic.notes {
                out.append("\(note.location): note: \(note.message)\n")
            }
        }
        for error in syntaxErrors {
            out.append("\(error.location): note: \(error.message)\n")
        }
    }

    /// One line that counts the findings: `2 warnings and 1 error in 5 files.`
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(count(.warning), "warning")) and \(plural(count(.error), "error")) in \(plural(files.count, "file"))."
    }
}
