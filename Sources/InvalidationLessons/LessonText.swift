import InvalidationAnalyzer
import InvalidationReader
/// A lesson's bytes split into lines, numbered from 1, without changing a byte.
///
/// A line ends at `\n`; a `\r` before it belongs to the line ending, not to the
/// line's text. A final line without `\n` is still a line.
struct LessonText: Sendable {
    let bytes: [UInt8]
    /// `starts[n - 1]` is where line `n` starts; one more entry, where the next line would start.
    private let starts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        if starts.last != bytes.count { starts.append(bytes.count) }
        self.starts = starts
    }

    /// The number of lines.
    var lineCount: Int { starts.count - 1 }

    /// Where line `number` starts.
    func start(of number: Int) -> Int { starts[number - 1] }

    /// Where line `number`'s text ends, before its line ending.
    func textEnd(of number: Int) -> Int {
        var end = starts[number]
        if end > starts[number - 1], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > starts[number - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The text of line `number`, without its line ending.
    func line(_ number: Int) -> String {
        String(decoding: bytes[start(of: number)..<textEnd(of: number)], as: UTF8.self)
    }

    /// The text of `lines`, joined by their own line endings, without the last one's.
    func text(of lines: Range<Int>) -> String {
        guard let last = lines.last else { return "" }
        return String(decoding: bytes[start(of: lines.lowerBound)..<textEnd(of: last)], as: UTF8.self)
    }

    /// Whether line `number` holds nothing but spaces and tabs.
    func isBlank(_ number: Int) -> Bool {
        bytes[start(of: number)..<textEnd(of: number)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The line ending of line `number`, or of the first line that has one, or `\n`.
    func lineEnding(near number: Int) -> [UInt8] {
        var candidates = Array(stride(from: 1, through: lineCount, by: 1))
        if candidates.contains(number) { candidates.insert(number, at: 0) }
        for line in candidates {
            let ending = bytes[textEnd(of: line)..<starts[line]]
            if !ending.isEmpty { return Array(ending) }
        }
        return [UInt8(ascii: "\n")]
    }

    /// Whether the text ends with a line ending.
    var endsWithLineEnding: Bool { bytes.last == UInt8(ascii: "\n") }

    /// The first line at or after `number` that is not blank, or `lineCount + 1`.
    func firstNonBlank(from number: Int) -> Int {
        var line = number
        while line <= lineCount && isBlank(line) { line += 1 }
        return line
    }

    /// The lines from `number` up to the next blank line or the end.
    func paragraph(from number: Int) -> Range<Int> {
        var end = number
        while end <= lineCount && !isBlank(end) { end += 1 }
        return number..<end
    }
}
