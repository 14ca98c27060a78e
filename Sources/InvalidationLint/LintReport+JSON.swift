import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension LintReport {
    /// The findings as one JSON object:
    ///
    /// ```json
    /// {"version": 1, "files": 3, "counts": {"warning": 1, "error": 0},
    ///  "findings": [{"rule": "…", "severity": "warning", "message": "…", "file": "…",
    ///                "line": 7, "column": 9, "notes": [...], "fixIts": [...]}],
    ///  "suppressionWarnings": [{"message": "…", "file": "…", "line": 3, "column": 5}],
    ///  "syntaxErrors": [{"message": "…", "file": "…", "line": 1, "column": 1}]}
    /// ```
    ///
    /// Each fix-it is `{"message": "…", "certain": true, "edits": [...]}`: `certain` says
    /// whether `lint --fix` applies it.
    ///
    /// `counts.warning` counts the suppression warnings with the findings at warning severity.
    public func writeJSON<Out: ByteOutput>(to out: inout Out) {
        func place(_ location: SourceLocation) -> [(String, JSONDocument)] {
            [("file", .string(location.file ?? "")), ("line", .integer(location.line)), ("column", .integer(location.column))]
        }
        func note(_ note: LintDiagnostic.Note) -> JSONDocument {
            .object([("message", .string(note.message))] + place(note.location))
        }
        let findings = diagnostics.map { diagnostic -> JSONDocument in
            let fixIts = diagnostic.fixIts.map { fixIt -> JSONDocument in
                .object([
                    ("message", .string(fixIt.message)),
                    ("certain", .bool(fixIt.isCertain)),
                    (
                        "edits",
                        .array(
                            fixIt.edits.map { edit in
                                .object([
                                    ("file", .string(edit.start.file ?? "")),
                                    ("startLine", .integer(edit.start.line)), ("startColumn", .integer(edit.start.column)),
                                    ("endLine", .integer(edit.end.line)), ("endColumn", .integer(edit.end.column)),
                                    ("replacement", .string(edit.replacement)),
                                ])
                            })
                    ),
                ])
            }
            return .object(
                [
                    ("rule", .string(diagnostic.rule.rawValue)), ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)),
                ] + place(diagnostic.location) + [
                    ("notes", .array(diagnostic.notes.map(note))), ("fixIts", .array(fixIts)),
                ])
        }
        JSONDocument.object([
            ("version", .integer(1)),
            ("files", .integer(files.count)),
            ("counts", .object([("warning", .integer(count(.warning))), ("error", .integer(count(.error)))])),
            ("findings", .array(findings)),
            ("suppressionWarnings", .array(suppressionWarnings.map(note))),
            ("syntaxErrors", .array(syntaxErrors.map(note))),
        ]).write(to: &out)
    }
}
