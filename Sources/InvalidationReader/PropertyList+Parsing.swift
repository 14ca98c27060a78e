import Invalidation

extension PropertyList {
    /// The deepest nesting of arrays and dictionaries read: project files nest a few
    /// levels; a deeper file is taken as malformed rather than risking the stack.
    static let maximumDepth = 200

    /// Reads old-style property list text: `{ key = value; }`, `( a, b, )`, strings quoted
    /// (with `\"`, `\\`, `\n`, `\t`, `\U` escapes) or unquoted (letters, digits and `_$+/:.-`),
    /// `<hex data>` (kept as its text), and `/* … */` and `//` comments anywhere.
    /// - Parameter path: The file the text came from, for the locations of errors.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` at the line and column where
    ///   the text stops being a property list.
    package init(parsing bytes: [UInt8], path: String?) throws(InvalidationError) {
        var parser = PropertyListParser(bytes: bytes, path: path)
        self = try parser.parseDocument()
    }
}

/// Reads one old-style property list from bytes, by recursive descent.
private struct PropertyListParser {
    let bytes: [UInt8]
    let path: String?
    var position = 0

    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
    }

    mutating func parseDocument() throws(InvalidationError) -> PropertyList {
        try skipSpaceAndComments()
        let value = try parseValue(depth: 0)
        try skipSpaceAndComments()
        guard position == bytes.count else { throw error("expected the end of the file after the top-level value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(InvalidationError) -> PropertyList {
        guard depth < PropertyList.maximumDepth else {
            throw error("nested more than \(PropertyList.maximumDepth) levels deep")
        }
        guard position < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseDictionary(depth: depth)
        case UInt8(ascii: "("): return try parseArray(depth: depth)
        case UInt8(ascii: "<"): return .string(try parseData())
        default: return .string(try parseString())
        }
    }

    private mutating func parseDictionary(depth: Int) throws(InvalidationError) -> PropertyList {
        position += 1
        var entries: [String: PropertyList] = [:]
        while true {
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("expected '}' to close a dictionary, found the end of the file") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            let key = try parseString()
            try skipSpaceAndComments()
            try expect(UInt8(ascii: "="), "expected '=' after the key '\(key)'")
            try skipSpaceAndComments()
            entries[key] = try parseValue(depth: depth + 1)
            try skipSpaceAndComments()
            try expect(UInt8(ascii: ";"), "expected ';' after the value of '\(key)'")
        }
    }

    private mutating func parseArray(depth: Int) throws(InvalidationError) -> PropertyList {
        position += 1
        var elements: [PropertyList] = []
        while true {
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("expected ')' to close an array, found the end of the file") }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(elements)
            }
            elements.append(try parseValue(depth: depth + 1))
            try skipSpaceAndComments()
            guard position < bytes.count else { throw error("expected ',' or ')' in an array, found the end of the file") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    /// `<0fbd 7777>`: kept as the text between the brackets.
    private mutating func parseData() throws(InvalidationError) -> String {
        let start = position + 1
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else {
            throw error("expected '>' to close data")
        }
        position = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func parseString() throws(InvalidationError) -> String {
        guard position < bytes.count else { throw error("expected a string, found the end of the file") }
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try parseQuoted(quote: first) }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else {
            throw error("expected a string, found '\(String(decoding: [first], as: UTF8.self))'")
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseQuoted(quote: UInt8) throws(InvalidationError) -> String {
        let opening = position
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "U"):
                    // `\U00e9`: four hex digits of a UTF-16 unit.
                    let digits = bytes[position..<min(position + 4, bytes.count)]
                    if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    {
                        text.append(contentsOf: Array(String(Character(scalar)).utf8))
                        position += 4
                    } else {
                        text.append(UInt8(ascii: "U"))
                    }
                default: text.append(escaped)
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        position = opening
        throw error("a quoted string is not closed")
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(InvalidationError) {
        guard position < bytes.count, bytes[position] == byte else { throw error(message) }
        position += 1
    }

    /// Skips white space and comments; a `/*` comment that is not closed is an error.
    private mutating func skipSpaceAndComments() throws(InvalidationError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let opening = position
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                guard position + 1 < bytes.count else {
                    position = opening
                    throw error("a '/*' comment is not closed")
                }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    /// An error at the current position: `path:line:column`.
    private func error(_ message: String) -> InvalidationError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return .malformedInput(
            "malformed property list: \(message)", at: SourceLocation(file: path, line: line, column: position - lineStart + 1))
    }
}
