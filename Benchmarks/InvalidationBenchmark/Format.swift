/// Figures spelled for a table.
enum Format {
    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = String(whole)
        if digits > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }

    /// Three significant figures or so.
    static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 100 { return fixed(value, 0) }
        if magnitude >= 10 { return fixed(value, 1) }
        return fixed(value, 2)
    }

    /// A duration in the unit that suits it.
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return significant(seconds) + " s" }
        if seconds >= 1e-3 { return significant(seconds * 1e3) + " ms" }
        if seconds >= 1e-6 { return significant(seconds * 1e6) + " µs" }
        return significant(seconds * 1e9) + " ns"
    }

    /// A byte count in decimal units.
    static func bytes(_ count: Int) -> String {
        let value = Double(count)
        if value >= 1e9 { return significant(value / 1e9) + " GB" }
        if value >= 1e6 { return significant(value / 1e6) + " MB" }
        if value >= 1e3 { return significant(value / 1e3) + " kB" }
        return "\(count) B"
    }

    /// A rate of bytes per second.
    static func rate(bytes: Int, seconds: Double) -> String {
        seconds > 0 ? self.bytes(Int(Double(bytes) / seconds)) + "/s" : "-"
    }

    /// An integer with thousands separated by commas.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }

    /// A ratio such as `0.31×`.
    static func ratio(_ value: Double) -> String {
        (value >= 100 ? fixed(value, 0) : value >= 10 ? fixed(value, 1) : fixed(value, 2)) + "×"
    }
}

/// A table of text cells, written with its columns aligned: the first column to
/// the left, the others to the right.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) {
        self.headers = headers
    }

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    /// The table as lines of text.
    var text: String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: max(0, widths[min(column, widths.count - 1)] - cell.count))
                if column > 0 { text += "  " }
                text += column == 0 ? cell + padding : padding + cell
            }
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        var text = line(headers)
        text += line(widths.map { String(repeating: "-", count: $0) })
        for row in rows { text += line(row) }
        return text
    }
}
