internal import Foundation
import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// A sequence of changes to play, written one per line:
///
///     # The article's picker: choose another room, twice.
///     picked: ContentView.selectedRoom
///     picked again: ContentView.selectedRoom
///     navigate:RoomView1          # open a navigation destination
///
/// A line is `LABEL: KEY` or just `KEY` (the label is then the key, as `run` and
/// `explain` label a change). A key has no spaces; a label is everything before the
/// first `": "`. A `#` at the start of a line or after a space starts a comment; blank
/// lines are skipped. `--change` takes the same form on the command line.
public struct Timeline: Hashable, Sendable {
    /// One line of a timeline.
    public struct Entry: Hashable, Sendable {
        /// The label, when the line gives one.
        public var label: String?
        /// The key that changes.
        public var key: String
        /// Where the key is written, for reporting an unknown key.
        public var location: SourceLocation?

        /// Creates an entry.
        public init(label: String?, key: String, location: SourceLocation? = nil) {
            self.label = label
            self.key = key
            self.location = location
        }
    }

    /// The entries, in order.
    public var entries: [Entry]

    /// Creates a timeline.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads a timeline's text; `file` names it in errors.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` at the `file:line:column` of a bad line.
    public init(text: String, file: String?) throws(InvalidationError) {
        var entries: [Entry] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if let comment = Self.commentStart(in: line) { line = line[..<comment] }
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let start = line.firstIndex { !$0.isWhitespace }!
            let column = line.utf8.distance(from: line.startIndex, to: start) + 1
            entries.append(
                try Self.entry(String(line[start...]), location: SourceLocation(file: file, line: number + 1, column: column)))
        }
        self.entries = entries
    }

    /// Reads one change, `LABEL: KEY` or `KEY`, found at `location` (its first character).
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` when the label or the key is empty,
    ///   or the key has a space.
    public static func entry(_ text: String, location: SourceLocation? = nil) throws(InvalidationError) -> Entry {
        let trimmed = text.trimmingSuffixWhitespace()
        var label: String?
        var keyText = Substring(trimmed)
        var keyColumn = 0
        if let separator = trimmed.range(of: ": ") {
            label = String(trimmed[..<separator.lowerBound])
            keyText = trimmed[separator.upperBound...]
            keyColumn = trimmed.utf8.distance(from: trimmed.startIndex, to: separator.upperBound)
            let skipped = keyText.prefix { $0 == " " }
            keyColumn += skipped.utf8.count
            keyText = keyText.dropFirst(skipped.count)
            if label!.allSatisfy(\.isWhitespace) {
                throw .malformedInput("expected a label before ': '", at: location)
            }
        }
        func at(_ offset: Int) -> SourceLocation? {
            location.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column + offset) }
        }
        if label == nil, trimmed.hasSuffix(":") {
            // `LABEL:` with nothing after it: keys never end with a colon.
            throw .malformedInput("expected a key after the label", at: at(trimmed.utf8.count))
        }
        guard !keyText.isEmpty else {
            throw .malformedInput("expected a key after the label", at: at(keyColumn))
        }
        if let space = keyText.firstIndex(where: \.isWhitespace) {
            let offset = keyColumn + keyText.utf8.distance(from: keyText.startIndex, to: space)
            throw .malformedInput(
                "a key has no spaces: write 'LABEL: KEY' to give the change a label", at: at(offset))
        }
        return Entry(label: label, key: String(keyText), location: at(keyColumn))
    }

    /// The changes to play: each entry with its label, or labelled with its key without one.
    public static func changes(_ entries: [Entry]) -> [Scenario.Change] {
        entries.map { entry in Scenario.Change(label: entry.label ?? entry.key, key: entry.key) }
    }

    private static func commentStart(in line: Substring) -> Substring.Index? {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" && previous.isWhitespace { return index }
            previous = line[index]
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingSuffixWhitespace() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
