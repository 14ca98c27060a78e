/// Writing JSON text.
public enum JSONText {
    /// Writes `bytes` (UTF-8) as a JSON string literal, escaping what JSON requires.
    public static func writeString<Out: ByteOutput>(_ bytes: UnsafeRawBufferPointer, to out: inout Out) {
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        for (position, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<position]))
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case UInt8(ascii: "\n"): out.append("\\n")
            case UInt8(ascii: "\r"): out.append("\\r")
            case UInt8(ascii: "\t"): out.append("\\t")
            default:
                let hex = Array("0123456789abcdef".utf8)
                out.append("\\u00")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
            runStart = position + 1
        }
        out.append(UnsafeRawBufferPointer(rebasing: bytes[runStart...]))
        out.append(UInt8(ascii: "\""))
    }

    /// Writes `string` as a JSON string literal.
    public static func writeString<Out: ByteOutput>(_ string: String, to out: inout Out) {
        var string = string
        string.withUTF8 { writeString(UnsafeRawBufferPointer($0), to: &out) }
    }
}
