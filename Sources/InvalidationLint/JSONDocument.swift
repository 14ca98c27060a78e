import Invalidation
import InvalidationAnalyzer
import InvalidationReader

/// A JSON value built in memory and written with two-space indentation, keys in the
/// order given: the form of the JSON and SARIF reports.
indirect enum JSONDocument {
    case object([(String, JSONDocument)])
    case array([JSONDocument])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// Writes the value and a final newline.
    func write<Out: ByteOutput>(to out: inout Out) {
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
    }

    private func write<Out: ByteOutput>(to out: inout Out, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                Self.indent(indent + 1, &out)
                JSONText.writeString(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 1)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            Self.indent(indent, &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return out.append("[]") }
            out.append("[\n")
            for (index, element) in elements.enumerated() {
                Self.indent(indent + 1, &out)
                element.write(to: &out, indent: indent + 1)
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
        }
    }

    private static func indent<Out: ByteOutput>(_ level: Int, _ out: inout Out) {
        for _ in 0..<level { out.append("  ") }
    }
}
