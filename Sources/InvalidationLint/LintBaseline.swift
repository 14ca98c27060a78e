internal import Foundation
import Invalidation
import InvalidationReader

/// The findings of one lint run, recorded so that a later run reports only the new ones.
///
/// A finding is named by its rule, its file, the view type and the property it is about,
/// never by its line: edits elsewhere in the file and lines that move keep it matched.
/// When several findings share all four, they are matched in order, so a second
/// finding of the same kind in the same place is new. The baseline is written sorted,
/// one finding a line, so that it diffs well under version control:
///
/// ```json
/// {
///   "format": "invalidation-baseline/1",
///   "findings": [
///     {"rule": "non_private_state", "file": "Sources/RoomViews.swift", "view": "RoomView1", "symbol": "viewModel"}
///   ]
/// }
/// ```
public struct LintBaseline: Hashable, Sendable {
    /// One recorded finding: what names it whatever line it moves to.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The rule's id; an id this version does not know matches nothing.
        public var rule: String
        /// The file, as given to the linter (a leading `./` dropped, an absolute path inside
        /// the current folder made relative to it).
        public var file: String
        /// The view type the finding is about, if any.
        public var view: String?
        /// The property (or initializer parameter) the finding is about, if any.
        public var symbol: String?

        /// Creates an entry.
        public init(rule: String, file: String, view: String? = nil, symbol: String? = nil) {
            self.rule = rule
            self.file = Self.normalized(file)
            self.view = view
            self.symbol = symbol
        }

        /// The entry that names `finding`.
        public init(_ finding: LintDiagnostic) {
            self.init(
                rule: finding.rule.rawValue, file: finding.location.file ?? "", view: finding.view,
                symbol: finding.symbol)
        }

        /// Orders by file, view, symbol, then rule: the order of the written baseline.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.view ?? "", lhs.symbol ?? "", lhs.rule) < (rhs.file, rhs.view ?? "", rhs.symbol ?? "", rhs.rule)
        }

        /// `path` without the `./` it may start with or hold, and relative to the current
        /// folder when it is an absolute path inside it, so that `lint .`, `lint Sources`
        /// and `lint "$PWD/Sources"` name `Sources/A.swift` alike.
        static func normalized(_ path: String) -> String {
            var path = path
            let current = FileManager.default.currentDirectoryPath
            if path.hasPrefix("/"), current != "/", path.hasPrefix(current + "/") {
                path = String(path.dropFirst(current.count + 1))
            }
            var parts = path.split(separator: "/", omittingEmptySubsequences: false)
            parts.removeAll { $0 == "." }
            let joined = parts.joined(separator: "/")
            return joined.isEmpty ? path : joined
        }
    }

    /// The name of the format, the value of the file's `format` member.
    public static let formatName = "invalidation-baseline/1"

    /// The recorded findings, sorted.
    public private(set) var entries: [Entry]

    /// A baseline of `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries.sorted()
    }

    /// The baseline of every finding of `report`.
    public init(report: LintReport) {
        self.init(entries: report.diagnostics.map(Entry.init))
    }

    /// The findings that the baseline does not hold, in their order; of several that share
    /// an entry, the first ones are matched as many times as the baseline holds it.
    public func newFindings(_ findings: [LintDiagnostic]) -> [LintDiagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Entry(finding)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// `report` with only the findings that the baseline does not hold.
    public func filter(_ report: LintReport) -> LintReport {
        var filtered = report
        filtered.diagnostics = newFindings(report.diagnostics)
        return filtered
    }

    /// The findings of `after` that `before` does not have, and those of `before` that
    /// `after` no longer has, each matched as a baseline matches them.
    public static func changes(from before: [LintDiagnostic], to after: [LintDiagnostic]) -> (
        added: [LintDiagnostic], fixed: [LintDiagnostic]
    ) {
        let added = LintBaseline(entries: before.map(Entry.init)).newFindings(after)
        let fixed = LintBaseline(entries: after.map(Entry.init)).newFindings(before)
        return (added, fixed)
    }
}

extension LintBaseline {
    /// Reads a baseline file.
    /// - Throws: ``InvalidationError/unreadableFile(path:reason:)``, or for contents not in
    ///   the form ``jsonText()`` writes, ``InvalidationError/malformedInput(_:at:)`` at their
    ///   line and column.
    public init(contentsOfFile path: String) throws(InvalidationError) {
        try self.init(json: FileContents(path: path).bytes, file: path)
    }

    /// Reads a baseline from JSON text; `file` names it in errors.
    public init(json bytes: [UInt8], file: String?) throws(InvalidationError) {
        let root = try JSONValue.parse(bytes, file: file)
        func failure(_ message: String, _ offset: Int) -> InvalidationError {
            .malformedInput(message, at: JSONValue.location(of: offset, in: bytes, file: file))
        }
        guard let members = root.members else {
            throw failure("expected a baseline: an object with \"format\" and \"findings\", found \(root.kindName)", root.offset)
        }
        var format: String?
        var entries: [Entry] = []
        for member in members {
            switch member.key {
            case "format":
                guard let name = member.value.string, name == Self.formatName else {
                    throw failure("\"format\" must be \"\(Self.formatName)\"", member.value.offset)
                }
                format = name
            case "findings":
                guard let elements = member.value.elements else {
                    throw failure("\"findings\" must be an array, found \(member.value.kindName)", member.value.offset)
                }
                for element in elements {
                    entries.append(try Self.entry(element, failure: failure))
                }
            default:
                throw failure("unknown key \"\(member.key)\"; the keys are: format, findings", member.keyOffset)
            }
        }
        guard format != nil else { throw failure("missing \"format\": \"\(Self.formatName)\"", root.offset) }
        self.init(entries: entries)
    }

    private static func entry(
        _ json: JSONValue, failure: (String, Int) -> InvalidationError
    ) throws(InvalidationError) -> Entry {
        guard let members = json.members else {
            throw failure("each finding must be an object with \"rule\", \"file\", \"view\" and \"symbol\", found \(json.kindName)", json.offset)
        }
        var fields: [String: String] = [:]
        for member in members {
            guard ["rule", "file", "view", "symbol"].contains(member.key) else {
                throw failure("unknown key \"\(member.key)\" in a finding; the keys are: rule, file, view, symbol", member.keyOffset)
            }
            if case .null = member.value.value, member.key == "view" || member.key == "symbol" { continue }
            guard let text = member.value.string else {
                throw failure("\"\(member.key)\" must be a string, found \(member.value.kindName)", member.value.offset)
            }
            fields[member.key] = text
        }
        guard let rule = fields["rule"], let file = fields["file"] else {
            throw failure("a finding needs \"rule\" and \"file\"", json.offset)
        }
        return Entry(rule: rule, file: file, view: fields["view"], symbol: fields["symbol"])
    }

    /// The baseline as JSON, one finding a line, sorted, ending with a newline.
    public func jsonText() -> String {
        var out = ByteBuffer()
        out.append("{\n  \"format\": ")
        JSONText.writeString(Self.formatName, to: &out)
        out.append(",\n  \"findings\": [")
        for (index, entry) in entries.enumerated() {
            out.append(index == 0 ? "\n    {\"rule\": " : ",\n    {\"rule\": ")
            JSONText.writeString(entry.rule, to: &out)
            out.append(", \"file\": ")
            JSONText.writeString(entry.file, to: &out)
            for (name, value) in [("view", entry.view), ("symbol", entry.symbol)] {
                out.append(", \"\(name)\": ")
                if let value { JSONText.writeString(value, to: &out) } else { out.append("null") }
            }
            out.append("}")
        }
        out.append(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return out.string
    }
}
