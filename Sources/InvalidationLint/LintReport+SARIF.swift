import Invalidation
import InvalidationAnalyzer
import InvalidationReader

extension LintReport {
    /// The URI of the SARIF 2.1.0 schema.
    public static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The findings as a SARIF 2.1.0 log, for code-scanning services: one run whose
    /// driver lists every rule that ran, one result per finding with its physical
    /// location, notes as related locations and fix-its as fixes (each with a `certain`
    /// property: whether `lint --fix` applies it); suppression warnings
    /// are tool configuration notifications (the comments configure the tool), and files
    /// that did not parse cleanly tool execution notifications. Relative paths stay
    /// relative (to the folder the tool ran in, `%SRCROOT%`). Columns count UTF-8 bytes,
    /// which equals code points on lines that are ASCII up to the flagged spot.
    public func writeSARIF<Out: ByteOutput>(to out: inout Out, toolVersion: String) {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let ruleEntries = rules.map { rule -> JSONDocument in
            let description = rule.ruleDescription
            return .object([
                ("id", .string(rule.rawValue)),
                ("name", .string(Self.pascalCase(rule.rawValue))),
                ("shortDescription", .object([("text", .string(description.name))])),
                ("fullDescription", .object([("text", .string(description.summary))])),
                ("defaultConfiguration", .object([("level", .string(description.defaultSeverity.rawValue))])),
            ])
        }
        func region(_ start: SourceLocation, _ end: SourceLocation? = nil) -> JSONDocument {
            var members: [(String, JSONDocument)] = [("startLine", .integer(start.line)), ("startColumn", .integer(start.column))]
            if let end { members += [("endLine", .integer(end.line)), ("endColumn", .integer(end.column))] }
            return .object(members)
        }
        func artifact(_ location: SourceLocation) -> JSONDocument {
            let path = location.file ?? ""
            var members: [(String, JSONDocument)] = [("uri", .string(Self.uri(path)))]
            if !path.hasPrefix("/") { members.append(("uriBaseId", .string("%SRCROOT%"))) }
            return .object(members)
        }
        func physical(_ location: SourceLocation) -> JSONDocument {
            .object([("artifactLocation", artifact(location)), ("region", region(location))])
        }
        let results = diagnostics.map { diagnostic -> JSONDocument in
            var members: [(String, JSONDocument)] = [
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object([("physicalLocation", physical(diagnostic.location))])])),
            ]
            if let index = ruleIndex[diagnostic.rule] { members.insert(("ruleIndex", .integer(index)), at: 1) }
            if !diagnostic.notes.isEmpty {
                members.append(
                    (
                        "relatedLocations",
                        .array(
                            diagnostic.notes.enumerated().map { index, note in
                                .object([
                                    ("id", .integer(index)), ("physicalLocation", physical(note.location)),
                                    ("message", .object([("text", .string(note.message))])),
                                ])
                            })
                    ))
            }
            if !diagnostic.fixIts.isEmpty {
                members.append(
                    (
                        "fixes",
                        .array(
                            diagnostic.fixIts.map { fixIt in
                                .object([
                                    ("description", .object([("text", .string(fixIt.message))])),
                                    (
                                        "artifactChanges",
                                        .array(
                                            [
                                                .object([
                                                    ("artifactLocation", artifact(fixIt.edits.first?.start ?? diagnostic.location)),
                                                    (
                                                        "replacements",
                                                        .array(
                                                            fixIt.edits.map { edit in
                                                                .object([
                                                                    ("deletedRegion", region(edit.start, edit.end)),
                                                                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                                                                ])
                                                            })
                                                    ),
                                                ])
                                            ])
                                    ),
                                    ("properties", .object([("certain", .bool(fixIt.isCertain))])),
                                ])
                            })
                    ))
            }
            return .object(members)
        }
        let notifications = syntaxErrors.map { error -> JSONDocument in
            .object([
                ("level", .string("note")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([.object([("physicalLocation", physical(error.location))])])),
            ])
        }
        let configurationNotifications = suppressionWarnings.map { warning -> JSONDocument in
            .object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(warning.message))])),
                ("locations", .array([.object([("physicalLocation", physical(warning.location))])])),
            ])
        }
        var invocation: [(String, JSONDocument)] = [("executionSuccessful", .bool(true))]
        if !configurationNotifications.isEmpty {
            invocation.append(("toolConfigurationNotifications", .array(configurationNotifications)))
        }
        if !notifications.isEmpty { invocation.append(("toolExecutionNotifications", .array(notifications))) }
        JSONDocument.object([
            ("version", .string("2.1.0")),
            ("$schema", .string(Self.sarifSchema)),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("invalidation")),
                                        ("version", .string(toolVersion)),
                                        ("rules", .array(ruleEntries)),
                                    ])
                                )
                            ])
                        ),
                        ("invocations", .array([.object(invocation)])),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).write(to: &out)
    }

    /// `state_init_trap` → `StateInitTrap`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become
    /// `file://` URIs; characters outside the unreserved set and `/` are percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                encoded.append(character)
            } else {
                let hex = Array("0123456789ABCDEF")
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
