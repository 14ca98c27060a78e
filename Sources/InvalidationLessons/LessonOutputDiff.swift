import InvalidationAnalyzer
import InvalidationReader
/// How the output a lesson shows differs from what its program prints, line by
/// line, numbered by the lesson's lines.
public struct LessonOutputDiff: Sendable, Hashable {
    /// One line of the difference.
    public enum Line: Sendable, Hashable {
        /// The lesson shows this line at `line`, and the program prints it.
        case unchanged(String, line: Int)
        /// The lesson shows this line at `line`; the program does not print it.
        case removed(String, line: Int)
        /// The program prints this line; the lesson does not show it. `line` is where
        /// it appears once the lesson is updated.
        case added(String, line: Int)

        /// The line's number in the lesson.
        public var lessonLine: Int {
            switch self {
            case .unchanged(_, let line), .removed(_, let line), .added(_, let line): line
            }
        }

        /// Whether the lesson and the program differ on this line.
        public var isDifference: Bool {
            if case .unchanged = self { return false }
            return true
        }
    }

    /// Every line of both, in order; removals come before the additions that replace them.
    public let lines: [Line]

    /// The lesson line of the first difference, if any.
    public var firstDifference: Int? { lines.first(where: \.isDifference)?.lessonLine }

    /// Compares the lines a lesson shows, starting at lesson line `firstLine`, with
    /// the lines a program prints, which start there once the lesson is updated.
    public init(shown: [String], firstLine: Int, printed: [String]) {
        var prefix = 0
        while prefix < shown.count, prefix < printed.count, shown[prefix] == printed[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shown.count - prefix, suffix < printed.count - prefix,
            shown[shown.count - 1 - suffix] == printed[printed.count - 1 - suffix]
        {
            suffix += 1
        }
        var lines: [Line] = []
        for offset in 0..<prefix { lines.append(.unchanged(shown[offset], line: firstLine + offset)) }
        let middle = Self.middle(
            shown: Array(shown[prefix..<(shown.count - suffix)]), printed: Array(printed[prefix..<(printed.count - suffix)]))
        var shownOffset = prefix
        var printedOffset = prefix
        for step in middle {
            switch step {
            case .keep(let text):
                lines.append(.unchanged(text, line: firstLine + shownOffset))
                shownOffset += 1
                printedOffset += 1
            case .remove(let text):
                lines.append(.removed(text, line: firstLine + shownOffset))
                shownOffset += 1
            case .add(let text):
                lines.append(.added(text, line: firstLine + printedOffset))
                printedOffset += 1
            }
        }
        for offset in (shown.count - suffix)..<shown.count {
            lines.append(.unchanged(shown[offset], line: firstLine + offset))
        }
        self.lines = lines
    }

    private enum Step {
        case keep(String)
        case remove(String)
        case add(String)
    }

    /// A shortest edit of the differing middle, by longest common subsequence; past a
    /// size where that costs too much, everything shown is removed and everything printed added.
    private static func middle(shown: [String], printed: [String]) -> [Step] {
        guard !shown.isEmpty, !printed.isEmpty, shown.count * printed.count <= 4_000_000 else {
            return shown.map(Step.remove) + printed.map(Step.add)
        }
        let width = printed.count + 1
        // common[i * width + j]: the longest common subsequence of shown[i...] and printed[j...].
        var common = [Int32](repeating: 0, count: (shown.count + 1) * width)
        for i in stride(from: shown.count - 1, through: 0, by: -1) {
            for j in stride(from: printed.count - 1, through: 0, by: -1) {
                common[i * width + j] =
                    shown[i] == printed[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < shown.count || j < printed.count {
            if i < shown.count, j < printed.count, shown[i] == printed[j] {
                steps.append(.keep(shown[i]))
                i += 1
                j += 1
            } else if j == printed.count || (i < shown.count && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
                steps.append(.remove(shown[i]))
                i += 1
            } else {
                steps.append(.add(printed[j]))
                j += 1
            }
        }
        return steps
    }
}
