/// Why scenario JSON could not be read: what was expected, and the byte offset of
/// the input where reading stopped.
struct ScenarioJSONFailure: Error {
    /// A sentence saying what was expected.
    var message: String
    /// The offset of the offending byte in the input.
    var offset: Int

    /// The failure as the module's error, with the offset turned into a line and column.
    func error(in bytes: UnsafeRawBufferPointer, file: String?) -> InvalidationError {
        .malformedInput(message, at: ScenarioJSONScanner.location(of: offset, in: bytes, file: file))
    }
}

/// Reads JSON tokens from UTF-8 bytes in one forward pass.
///
/// Strings come back as slices of the input; only a string that holds an escape is
/// decoded, into a small scratch block allocated on the first escape. A block that
/// is too small for the next string is set aside, not moved, so every slice handed
/// out stays valid until ``releaseScratch()``.
struct ScenarioJSONScanner {
    let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    var position = 0
    private var scratch: UnsafeMutableRawPointer?
    private var scratchCapacity = 0
    private var scratchUsed = 0
    /// Blocks set aside since the last release; slices into them may still be in use.
    private var retiredScratch: [UnsafeMutableRawPointer] = []

    /// Creates a scanner at the start of `bytes`; call ``deallocate()`` when done.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Frees the scratch blocks.
    mutating func deallocate() {
        releaseScratch()
        scratch?.deallocate()
        scratch = nil
    }

    /// Lets later strings reuse the scratch area; slices of decoded strings handed
    /// out before become invalid.
    @inline(__always)
    mutating func releaseScratch() {
        scratchUsed = 0
        if !retiredScratch.isEmpty { freeRetiredScratch() }
    }

    private mutating func freeRetiredScratch() {
        for block in retiredScratch { block.deallocate() }
        retiredScratch.removeAll()
    }

    /// Makes room for `count` more bytes in the current scratch block.
    private mutating func reserveScratch(_ count: Int) {
        if scratch != nil && scratchUsed + count <= scratchCapacity { return }
        if let scratch {
            if scratchUsed > 0 { retiredScratch.append(scratch) } else { scratch.deallocate() }
        }
        scratchCapacity = max(4096, scratchCapacity * 2, count)
        scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchCapacity, alignment: 1)
        scratchUsed = 0
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end (a byte that can start no JSON token).
    @inline(__always)
    var peek: UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// Skips JSON whitespace.
    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    /// Skips whitespace, then consumes `byte` if it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Skips a UTF-8 byte order mark at the very start.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    func failure(_ message: String, at offset: Int? = nil) -> ScenarioJSONFailure {
        ScenarioJSONFailure(message: message, offset: offset ?? position)
    }

    // MARK: Literals and numbers

    /// Consumes `null` if it comes next.
    mutating func consumeNull() -> Bool {
        guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "n"), bytes[position + 1] == UInt8(ascii: "u"),
            bytes[position + 2] == UInt8(ascii: "l"), bytes[position + 3] == UInt8(ascii: "l")
        else { return false }
        position += 4
        return true
    }

    /// Reads a JSON number that must be a non-negative integer; `what` names the
    /// value in messages, e.g. `'line' in a node`.
    mutating func scanNonNegativeInteger(_ what: String) throws(ScenarioJSONFailure) -> Int {
        let start = position
        var isInteger = true
        if peek == UInt8(ascii: "-") {
            isInteger = false
            position += 1
        }
        guard Self.isDigit(peek) else {
            throw failure("invalid number: expected a digit")
        }
        if peek == UInt8(ascii: "0") {
            position += 1
            if Self.isDigit(peek) { throw failure("invalid number: a number cannot start with a leading zero") }
        } else {
            while Self.isDigit(peek) { position += 1 }
        }
        let digitsEnd = position
        if peek == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard Self.isDigit(peek) else { throw failure("invalid number: expected a digit after '.'") }
            while Self.isDigit(peek) { position += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard Self.isDigit(peek) else { throw failure("invalid number: expected a digit in the exponent") }
            while Self.isDigit(peek) { position += 1 }
        }
        guard isInteger else {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            throw failure("expected a non-negative integer for \(what), found \(text)", at: start)
        }
        var value = 0
        for offset in start..<digitsEnd {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[offset] &- UInt8(ascii: "0")))
            guard !overflow1 && !overflow2 else { throw failure("the number for \(what) is too large", at: start) }
            value = sum
        }
        return value
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: Strings

    /// Reads a string starting at the `"` under the cursor and returns its UTF-8
    /// bytes: a slice of the input, or of the scratch area if it holds escapes.
    @inline(__always)
    mutating func scanString() throws(ScenarioJSONFailure) -> UnsafeRawBufferPointer {
        let open = position
        var index = open + 1
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte &- 0x20 < 0x60 {
                if byte == UInt8(ascii: "\"") {
                    position = index + 1
                    return UnsafeRawBufferPointer(rebasing: bytes[(open + 1)..<index])
                }
                if byte == UInt8(ascii: "\\") { return try scanEscapedString(open: open, firstEscape: index) }
                index += 1
            } else if byte >= 0x80 {
                index = try validateUTF8Sequence(at: index)
            } else {
                throw controlCharacter(byte, at: index)
            }
        }
        throw failure("unterminated string: expected a closing '\"'", at: open)
    }

    /// Decodes a string whose first escape is at `firstEscape` into the scratch area.
    private mutating func scanEscapedString(open: Int, firstEscape: Int) throws(ScenarioJSONFailure)
        -> UnsafeRawBufferPointer
    {
        // The decoded string is never longer than its spelling up to the closing quote.
        var closing = firstEscape
        while closing < bytes.count && bytes[closing] != UInt8(ascii: "\"") {
            closing += bytes[closing] == UInt8(ascii: "\\") ? 2 : 1
        }
        reserveScratch(min(closing, bytes.count) - open)
        let out = scratch!
        let outStart = scratchUsed
        var written = outStart
        out.advanced(by: written).copyMemory(from: bytes.baseAddress! + open + 1, byteCount: firstEscape - open - 1)
        written += firstEscape - open - 1
        var index = firstEscape
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                scratchUsed = written
                return UnsafeRawBufferPointer(start: out + outStart, count: written - outStart)
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < end else { break }
                let decoded: UInt8
                switch bytes[index + 1] {
                case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
                case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
                case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
                case UInt8(ascii: "b"): decoded = 0x08
                case UInt8(ascii: "f"): decoded = 0x0C
                case UInt8(ascii: "n"): decoded = 0x0A
                case UInt8(ascii: "r"): decoded = 0x0D
                case UInt8(ascii: "t"): decoded = 0x09
                case UInt8(ascii: "u"):
                    let (scalar, next) = try scanUnicodeEscape(at: index)
                    written += Self.writeUTF8(scalar, to: out + written)
                    index = next
                    continue
                default:
                    throw failure(
                        "invalid escape in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        at: index)
                }
                out.storeBytes(of: decoded, toByteOffset: written, as: UInt8.self)
                written += 1
                index += 2
            } else if byte < 0x20 {
                throw controlCharacter(byte, at: index)
            } else if byte < 0x80 {
                out.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
                written += 1
                index += 1
            } else {
                let next = try validateUTF8Sequence(at: index)
                (out + written).copyMemory(from: bytes.baseAddress! + index, byteCount: next - index)
                written += next - index
                index = next
            }
        }
        throw failure("unterminated string: expected a closing '\"'", at: open)
    }

    /// Reads `\uXXXX` at `index`, and a second one if the first is a high surrogate.
    /// Returns the scalar and the offset after the escape.
    private func scanUnicodeEscape(at index: Int) throws(ScenarioJSONFailure) -> (scalar: UInt32, next: Int) {
        let first = try hexQuad(at: index)
        switch first {
        case 0xD800...0xDBFF:
            let next = index + 6
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u")
            else {
                throw failure(
                    "unpaired surrogate \(Self.escapeText(first)) in a string: a high surrogate must be followed by a \\u escape of a low surrogate",
                    at: index)
            }
            let second = try hexQuad(at: next)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure(
                    "unpaired surrogate \(Self.escapeText(first)) in a string: a high surrogate must be followed by a \\u escape of a low surrogate",
                    at: index)
            }
            return (0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), next + 6)
        case 0xDC00...0xDFFF:
            throw failure(
                "unpaired surrogate \(Self.escapeText(first)) in a string: a low surrogate must follow a high surrogate",
                at: index)
        default:
            return (first, index + 6)
        }
    }

    /// The value of the four hex digits of the `\u` escape at `index`.
    private func hexQuad(at index: Int) throws(ScenarioJSONFailure) -> UInt32 {
        var value: UInt32 = 0
        for offset in (index + 2)..<(index + 6) {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                throw failure("invalid \\u escape in a string: expected four hex digits", at: index)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func escapeText(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Writes `scalar` as UTF-8 at `out`, returning the number of bytes written.
    private static func writeUTF8(_ scalar: UInt32, to out: UnsafeMutableRawPointer) -> Int {
        func store(_ value: UInt32, _ offset: Int) {
            out.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: offset, as: UInt8.self)
        }
        switch scalar {
        case 0..<0x80:
            store(scalar, 0)
            return 1
        case 0x80..<0x800:
            store(0xC0 | scalar >> 6, 0)
            store(0x80 | scalar & 0x3F, 1)
            return 2
        case 0x800..<0x10000:
            store(0xE0 | scalar >> 12, 0)
            store(0x80 | scalar >> 6 & 0x3F, 1)
            store(0x80 | scalar & 0x3F, 2)
            return 3
        default:
            store(0xF0 | scalar >> 18, 0)
            store(0x80 | scalar >> 12 & 0x3F, 1)
            store(0x80 | scalar >> 6 & 0x3F, 2)
            store(0x80 | scalar & 0x3F, 3)
            return 4
        }
    }

    /// Checks the multi-byte UTF-8 sequence starting at `index` (its lead byte is at
    /// least 0x80) and returns the offset after it. Overlong forms, surrogates and
    /// scalars past U+10FFFF are invalid.
    private func validateUTF8Sequence(at index: Int) throws(ScenarioJSONFailure) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw invalidUTF8(at: index)
        }
        guard index + length <= bytes.count else { throw invalidUTF8(at: index) }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { throw invalidUTF8(at: index) }
        for offset in (index + 2)..<(index + length) where bytes[offset] & 0xC0 != 0x80 {
            throw invalidUTF8(at: index)
        }
        return index + length
    }

    private func invalidUTF8(at index: Int) -> ScenarioJSONFailure {
        failure("invalid UTF-8 in a string", at: index)
    }

    private func controlCharacter(_ byte: UInt8, at index: Int) -> ScenarioJSONFailure {
        let hex = String(byte, radix: 16, uppercase: true)
        return failure(
            "unescaped control character U+\(hex.count < 2 ? "000" : "00")\(hex) in a string: write it as an escape",
            at: index)
    }

    // MARK: Locations

    /// The 1-based line and column (in UTF-8 bytes) of `offset`; counts lines only
    /// when asked, so reading never does.
    static func location(of offset: Int, in bytes: UnsafeRawBufferPointer, file: String?) -> SourceLocation {
        var line = 1
        var lineStart = 0
        let limit = min(offset, bytes.count)
        for index in 0..<limit where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }
}
