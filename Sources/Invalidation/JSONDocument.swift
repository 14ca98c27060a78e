/// A JSON value built in memory and written with two-space indentation, keys in the
/// order given: the form of the JSON reports (lint, SARIF, the view graph).
package indirect enum JSONDocument: Sendable {
    case object([(String, JSONDocument)])
    case array([JSONDocument])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// Writes the value and a final newline. With `compactLeaves`, an object or array that
    /// fits in 120 bytes and holds no array of objects is written on one line
    /// (`{"key": "a", "line": 3}`, `{"state": {"owner": "Row"}}`).
    package func write<Out: ByteOutput>(to out: inout Out, compactLeaves: Bool = false) {
        write(to: &out, indent: 0, compactLeaves: compactLeaves)
        out.append(UInt8(ascii: "\n"))
    }

    /// Whether the value may go on one line: no array in it holds an object or an array.
    private var isLeaf: Bool {
        switch self {
        case .object(let members): members.allSatisfy { $0.1.isLeaf }
        case .array(let elements): elements.allSatisfy(\.isScalar)
        default: true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object(let members): members.isEmpty
        case .array(let elements): elements.isEmpty
        default: true
        }
    }

    /// The value on one line, if it is a leaf that fits in 120 bytes.
    private var inlineText: ByteBuffer? {
        guard isLeaf else { return nil }
        var buffer = ByteBuffer()
        writeInline(to: &buffer)
        return buffer.bytes.count <= 120 ? buffer : nil
    }

    private func writeInline<Out: ByteOutput>(to out: inout Out) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(", ") }
                JSONText.writeString(key, to: &out)
                out.append(": ")
                value.writeInline(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(", ") }
                element.writeInline(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        default:
            write(to: &out, indent: 0, compactLeaves: false)
        }
    }

    private func write<Out: ByteOutput>(to out: inout Out, indent: Int, compactLeaves: Bool) {
        if compactLeaves, let inline = inlineText {
            inline.bytes.withUnsafeBytes { out.append($0) }
            return
        }
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                Self.indent(indent + 1, &out)
                JSONText.writeString(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 1, compactLeaves: compactLeaves)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            Self.indent(indent, &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return out.append("[]") }
            out.append("[\n")
            for (index, element) in elements.enumerated() {
                Self.indent(indent + 1, &out)
                element.write(to: &out, indent: indent + 1, compactLeaves: compactLeaves)
                out.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            Self.indent(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .string(let string):
            JSONText.writeString(string, to: &out)
        case .integer(let value):
            out.append(decimal: value)
        case .bool(let value):
            out.append(value ? "true" : "false")
        case .null:
            out.append("null")
        }
    }

    private static func indent<Out: ByteOutput>(_ level: Int, _ out: inout Out) {
        for _ in 0..<level { out.append("  ") }
    }
}
