/// Lines shown in documentation, where a line that is exactly `…` stands for any number
/// of lines (none included) and every other line must appear as written.
struct ElidedLines {
    /// The line that stands for any number of lines.
    static let elision = "…"

    /// Where an output first leaves what is shown: the shown line it fails to match (or
    /// `nil` when the output goes on after the last shown line), and the output line found
    /// there (or `nil` when the output ends before it).
    struct Difference: Equatable {
        /// The index of the shown line that no output line matches, or `nil` for output past the end.
        var shown: Int?
        /// The index of the output line found instead, or `nil` for the end of the output.
        var output: Int?
    }

    /// The shown lines, elisions included.
    var lines: [String]

    /// `nil` when `output` matches the shown lines; else the difference found furthest
    /// into the shown lines (after the most output, of equals), which is where a reader
    /// comparing the two by eye would stop.
    func difference(from output: [String]) -> Difference? {
        // reached[i][j]: shown line i can be lined up with output line j after matching what comes before.
        var reached = Array(repeating: Array(repeating: false, count: output.count + 1), count: lines.count + 1)
        reached[0][0] = true
        var furthest: (shown: Int, output: Int)?
        for i in 0...lines.count {
            for j in 0...output.count where reached[i][j] {
                if i == lines.count {
                    if j < output.count { furthest = Self.later(furthest, (i, j)) }
                    continue
                }
                if lines[i] == Self.elision {
                    reached[i + 1][j] = true
                    if j < output.count { reached[i][j + 1] = true }
                } else if j < output.count && output[j] == lines[i] {
                    reached[i + 1][j + 1] = true
                } else {
                    furthest = Self.later(furthest, (i, j))
                }
            }
        }
        if reached[lines.count][output.count] { return nil }
        guard let furthest else { return Difference(shown: nil, output: nil) }
        return Difference(
            shown: furthest.shown < lines.count ? furthest.shown : nil,
            output: furthest.output < output.count ? furthest.output : nil)
    }

    private static func later(_ a: (shown: Int, output: Int)?, _ b: (shown: Int, output: Int)) -> (shown: Int, output: Int) {
        guard let a else { return b }
        return (b.shown, b.output) > (a.shown, a.output) ? b : a
    }
}
