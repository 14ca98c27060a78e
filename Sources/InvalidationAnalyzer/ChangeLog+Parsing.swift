import Invalidation

extension ChangeLog {
    /// Reads a captured change log.
    ///
    /// Each line is one of: a line SwiftUI wrote (`View: _x, @self changed.` or
    /// `View: unchanged.`), after any prefix (`log show`'s timestamp, thread, process and
    /// `[com.apple.SwiftUI:Changed Body Properties]`, a timestamp Xcode's console adds); a
    /// blank line or a separator (`--- label [Key.one, Key.two]`), which ends an update; or
    /// the lines `log show` and `log stream` add around what they print (`Filtering the log
    /// data…`, the `Timestamp …` header, the closing counts), which are skipped.
    /// - Parameters:
    ///   - text: The log.
    ///   - file: The log's path, for errors.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` at the first line that is none
    ///   of those, or when the log holds no line SwiftUI wrote.
    public init(text: String, file: String? = nil) throws(InvalidationError) {
        var updates: [Update] = []
        var current = Update(entries: [])
        func finish() {
            if !current.entries.isEmpty { updates.append(current) }
            current = Update(entries: [])
        }
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = Self.trimmed(rawLine)
            if line.isEmpty {
                finish()
            } else if line.hasPrefix("---") {
                finish()
                let (label, keys) = Self.separator(line.drop { $0 == "-" })
                current.label = label
                current.keys = keys
                current.separatorLine = number
            } else if Self.isLogToolLine(line) {
                continue
            } else if let entry = Self.entry(line, number: number) {
                current.entries.append(entry)
            } else {
                throw .malformedInput(
                    "not a line of SwiftUI's change log: expected 'View: _property, @self changed.' or 'View: "
                        + "unchanged.' as Self._printChanges() prints them, '--- label' between updates, or a blank line",
                    at: SourceLocation(file: file, line: number, column: 1))
            }
        }
        finish()
        guard !updates.isEmpty else {
            throw .malformedInput(
                "no line of SwiftUI's change log: expected lines such as 'ContentView: _count changed.', "
                    + "written by Self._printChanges() or Self._logChanges() in a view's body",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        self.init(updates: updates)
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last.isWhitespace { line.removeLast() }
        while let first = line.first, first.isWhitespace { line.removeFirst() }
        return line
    }

    /// The label and bracketed keys of a separator, after its dashes.
    private static func separator(_ rest: Substring) -> (label: String?, keys: [String]) {
        var text = trimmed(rest)
        var keys: [String] = []
        if text.hasSuffix("]"), let open = text.lastIndex(of: "[") {
            keys = text[text.index(after: open)..<text.index(before: text.endIndex)]
                .split(separator: ",").map { String(trimmed($0)) }.filter { !$0.isEmpty }
            text = trimmed(text[..<open])
        }
        return (text.isEmpty ? nil : String(text), keys)
    }

    /// Whether `line` is one the `log` tool adds around the messages: the filter it echoes,
    /// its column header, its notes and its closing counts.
    private static func isLogToolLine(_ line: Substring) -> Bool {
        if line.hasPrefix("Filtering the log data") || line.hasPrefix("Skipping info and debug messages")
            || line.hasPrefix("Timestamp ")
        {
            return true
        }
        // `Log      - Default:  4, Info: 0, …` and `Activity - Create: 0, …`.
        for word in ["Log", "Activity"] where line.hasPrefix(word) {
            let rest = line.dropFirst(word.count).drop { $0 == " " }
            if rest.hasPrefix("- ") { return true }
        }
        return false
    }

    /// The entry a line of SwiftUI's holds, after whatever prefix; `nil` if it holds none.
    private static func entry(_ line: Substring, number: Int) -> Entry? {
        let reasons: [Reason]
        let colon: Substring.Index
        if line.hasSuffix(": unchanged.") {
            reasons = [.unchanged]
            colon = line.index(line.endIndex, offsetBy: -": unchanged.".count)
        } else if line.hasSuffix(" changed.") {
            let end = line.index(line.endIndex, offsetBy: -" changed.".count)
            // Reasons never hold ": ", so the last one ends the view's name.
            guard let separator = Self.lastColonSpace(in: line[..<end]),
                let parsed = Self.reasons(line[line.index(separator, offsetBy: 2)..<end])
            else { return nil }
            reasons = parsed
            colon = separator
        } else {
            return nil
        }
        guard let view = Self.viewName(before: colon, in: line) else { return nil }
        return Entry(view: view, reasons: reasons, line: number)
    }

    /// Where the last `: ` of `text` starts.
    private static func lastColonSpace(in text: Substring) -> Substring.Index? {
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ":", text.index(after: index) < text.endIndex, text[text.index(after: index)] == " " {
                return index
            }
        }
        return nil
    }

    /// The items of `@self, _model changed`, or `nil` if one is not an item.
    private static func reasons(_ list: Substring) -> [Reason]? {
        var reasons: [Reason] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let word = trimmed(item)
            guard let first = word.first else { return nil }
            let name = first == "@" || first == "_" || first == "$" ? word.dropFirst() : word
            guard isIdentifier(name) else { return nil }
            switch (first, name) {
            case ("@", "self"): reasons.append(.value)
            case ("@", "identity"): reasons.append(.identity)
            case ("@", "dependencies"): reasons.append(.dependencies)
            case ("@", _): reasons.append(.special(String(name)))
            default: reasons.append(.property(String(name)))
            }
        }
        return reasons.isEmpty ? nil : reasons
    }

    private static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The type name that ends just before `colon`: back to the whitespace (or the `]` of
    /// `log show`'s category) before it, keeping generic arguments whole
    /// (`Pair<Int, String>`).
    private static func viewName(before colon: Substring.Index, in line: Substring) -> String? {
        var start = colon
        var depth = 0
        while start > line.startIndex {
            let previous = line.index(before: start)
            let character = line[previous]
            if character == ">" || character == ")" {
                depth += 1
            } else if character == "<" || character == "(" {
                depth -= 1
                if depth < 0 { return nil }
            } else if depth == 0 && (character.isWhitespace || character == "]") {
                break
            }
            start = previous
        }
        guard depth == 0 else { return nil }
        let name = line[start..<colon]
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        let allowed = name.allSatisfy {
            $0.isLetter || $0.isNumber || "_.<>(), ?[]:".contains($0)
        }
        return allowed ? String(name) : nil
    }
}
