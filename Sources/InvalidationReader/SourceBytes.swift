/// Swift source read as bytes, without parsing: what a name is made of, and the comments
/// and string literals a scan of the text skips.
package enum SourceBytes {
    /// Whether `byte` can be part of an identifier: an ASCII letter or digit, `_`, or any
    /// byte of a non-ASCII character.
    package static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    /// Where the comment or string literal that starts at `index` ends (the index after
    /// it); `nil` where none starts there. A string literal is taken to end on its line.
    package static func endOfCommentOrString(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let count = bytes.count
        guard index < count else { return nil }
        let next: UInt8 = index + 1 < count ? bytes[index + 1] : 0
        if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            var end = index
            while end < count, bytes[end] != 0x0A { end += 1 }
            return end
        }
        if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(count, end + 2)
        }
        if bytes[index] == UInt8(ascii: "\"") {
            var end = index + 1
            while end < count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                end += 1
            }
            return min(count, end + 1)
        }
        return nil
    }
}
