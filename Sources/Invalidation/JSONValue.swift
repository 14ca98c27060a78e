/// A JSON value with the byte offset where it starts, for small documents whose errors
/// must name their line and column: configuration files and saved graphs.
package struct JSONValue: Sendable {
    /// The value's kind and contents.
    package enum Value: Sendable {
        case object([(key: String, keyOffset: Int, value: JSONValue)])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package var value: Value
    /// The offset of the value's first byte.
    package var offset: Int

    /// The kind of value, for messages.
    package var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// Parses one JSON document.
    /// - Throws: ``InvalidationError/malformedInput(_:at:)`` at the line and column of the first error.
    package static func parse(_ bytes: [UInt8], file: String?) throws(InvalidationError) -> JSONValue {
        var parser = Parser(bytes: bytes)
        do throws(Parser.Failure) {
            parser.skipSpace()
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.position == bytes.count else { throw Parser.Failure(message: "expected the end of the file", offset: parser.position) }
            return value
        } catch {
            throw .malformedInput(error.message, at: location(of: error.offset, in: bytes, file: file))
        }
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    package static func location(of offset: Int, in bytes: [UInt8], file: String?) -> SourceLocation {
        bytes.withUnsafeBufferPointer { LineTable($0).location(ofOffset: offset, file: file) }
    }

    /// The members of an object, `nil` for another kind of value.
    package var members: [(key: String, keyOffset: Int, value: JSONValue)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements of an array, `nil` for another kind of value.
    package var elements: [JSONValue]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text of a string, `nil` for another kind of value.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A number that is a whole number in `Int`'s range, `nil` otherwise.
    package var integer: Int? {
        guard case .number(let number) = value, number.rounded() == number, abs(number) < 9.2e18 else { return nil }
        return Int(number)
    }

    /// The value of member `key` of an object, `nil` when absent or not an object.
    package subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    private struct Parser {
        struct Failure: Error {
            var message: String
            package var offset: Int
        }

        let bytes: [UInt8]
        var position = 0

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            skipSpace()
            let start = position
            guard depth < 64 else { throw Failure(message: "values are nested too deeply", offset: start) }
            guard let byte = peek else { throw Failure(message: "expected a value, found the end of the file", offset: start) }
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                var members: [(key: String, keyOffset: Int, value: JSONValue)] = []
                skipSpace()
                if peek == UInt8(ascii: "}") {
                    position += 1
                    return JSONValue(value: .object(members), offset: start)
                }
                while true {
                    skipSpace()
                    let keyOffset = position
                    guard peek == UInt8(ascii: "\"") else { throw Failure(message: "expected a string key in double quotes", offset: position) }
                    let key = try string()
                    skipSpace()
                    guard peek == UInt8(ascii: ":") else { throw Failure(message: "expected ':' after the key \"\(key)\"", offset: position) }
                    position += 1
                    members.append((key, keyOffset, try value(depth: depth + 1)))
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard peek == UInt8(ascii: "}") else { throw Failure(message: "expected ',' or '}' in the object", offset: position) }
                    position += 1
                    return JSONValue(value: .object(members), offset: start)
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [JSONValue] = []
                skipSpace()
                if peek == UInt8(ascii: "]") {
                    position += 1
                    return JSONValue(value: .array(elements), offset: start)
                }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    guard peek == UInt8(ascii: "]") else { throw Failure(message: "expected ',' or ']' in the array", offset: position) }
                    position += 1
                    return JSONValue(value: .array(elements), offset: start)
                }
            case UInt8(ascii: "\""):
                return JSONValue(value: .string(try string()), offset: start)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for (word, result) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)]
                where bytes[position...].starts(with: word.utf8) {
                    position += word.utf8.count
                    return JSONValue(value: result, offset: start)
                }
                throw Failure(message: "expected a value", offset: start)
            default:
                while let next = peek, next == UInt8(ascii: "-") || next == UInt8(ascii: "+") || next == UInt8(ascii: ".")
                    || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") || (0x30...0x39).contains(next)
                {
                    position += 1
                }
                guard position > start, let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                    throw Failure(message: "expected a value", offset: start)
                }
                return JSONValue(value: .number(number), offset: start)
            }
        }

        /// Reads a string literal; `position` is at its opening quote.
        mutating func string() throws(Failure) -> String {
            let start = position
            position += 1
            var scalars: [UInt8] = []
            while let byte = peek {
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    let text = String(decoding: scalars, as: UTF8.self)
                    guard text.utf8.elementsEqual(scalars) else {
                        throw Failure(message: "the string is not valid UTF-8", offset: start)
                    }
                    return text
                case UInt8(ascii: "\\"):
                    guard let escaped = peek else { break }
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "b"): scalars.append(0x08)
                    case UInt8(ascii: "f"): scalars.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard position + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                        else { throw Failure(message: "expected four hexadecimal digits after \\u", offset: position) }
                        position += 4
                        scalars.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                    default: scalars.append(escaped)
                    }
                case 0..<0x20:
                    throw Failure(message: "a control character must be escaped in a string", offset: position - 1)
                default:
                    scalars.append(byte)
                }
            }
            throw Failure(message: "the string is not closed", offset: start)
        }
    }
}
