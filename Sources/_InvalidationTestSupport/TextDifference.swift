/// Where two outputs first differ, byte by byte, described briefly enough for a
/// test failure even when the outputs are megabytes long.
///
/// Outputs are compared as UTF-8 bytes, not with `String`'s `==`, which treats
/// canonically equivalent spellings as equal and would hide a changed spelling.
public struct TextDifference: Hashable, Sendable, CustomStringConvertible {
    /// The byte offset of the first difference.
    public var offset: Int
    /// The line (1-based) it falls on.
    public var line: Int
    /// A few bytes of the expected output around the difference.
    public var expected: String
    /// A few bytes of the actual output around the difference.
    public var actual: String

    /// The first difference between `actual` and `expected`, or `nil` when their bytes are identical.
    public init?(actual: some Collection<UInt8>, expected: some Collection<UInt8>) {
        let actual = Array(actual)
        let expected = Array(expected)
        guard actual != expected else { return nil }
        var offset = 0
        while offset < actual.count && offset < expected.count && actual[offset] == expected[offset] { offset += 1 }
        self.offset = offset
        line = 1 + expected[..<offset].count { $0 == UInt8(ascii: "\n") }
        func excerpt(_ bytes: [UInt8]) -> String {
            let start = max(0, offset - 40)
            let end = min(bytes.count, offset + 40)
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            return (start > 0 ? "…" : "") + text + (end < bytes.count ? "…" : "") + " (\(bytes.count) bytes)"
        }
        self.expected = excerpt(expected)
        self.actual = excerpt(actual)
    }

    /// The first difference between the UTF-8 bytes of `actual` and `expected`.
    public init?(actual: String, expected: String) {
        self.init(actual: actual.utf8, expected: expected.utf8)
    }

    public var description: String {
        "outputs differ at byte \(offset) (line \(line)):\n  expected \(expected.debugDescription)\n  actual   \(actual.debugDescription)"
    }
}
