/// Where each line of a text starts, to turn UTF-8 offsets into 1-based lines and
/// columns and back: the one converter every module uses.
package struct LineTable: Sendable, Hashable {
    /// UTF-8 offsets where each line starts; the first is 0.
    package let starts: [Int32]

    /// The lines of `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            starts.append(Int32(truncatingIfNeeded: index + 1))
        }
        self.starts = starts
    }

    /// The lines of `text`.
    package init(_ text: String) {
        var text = text
        self = text.withUTF8 { LineTable($0) }
    }

    /// The number of lines (a text that ends with a newline has an empty last line).
    package var count: Int { starts.count }

    /// 1-based line and column (in UTF-8 bytes) of a UTF-8 offset.
    package func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - Int(starts[low]) + 1)
    }

    /// The UTF-8 offset of a 1-based line and column, or `nil` past the last line.
    package func offset(ofLine line: Int, column: Int) -> Int? {
        guard line >= 1, line <= starts.count else { return nil }
        return Int(starts[line - 1]) + column - 1
    }

    /// The location of a UTF-8 offset in the file at `path`.
    package func location(ofOffset offset: Int, file path: String?) -> SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }
}
