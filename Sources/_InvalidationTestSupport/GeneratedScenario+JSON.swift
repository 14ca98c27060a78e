extension GeneratedScenario {
    /// The scenario in the scenario JSON form: one storage entry, node or change a line.
    ///
    /// Roots alternate between `"parent": null` and no `parent` field, and some views
    /// without reads leave out `reads`, so both spellings the form allows occur.
    /// `changes` is left out when there are none.
    public func json() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(nodeCount * 90 + keys.count * 64 + changeKeys.count * 56 + 64)
        writeJSON(to: &out)
        return out
    }

    /// Appends the scenario in the scenario JSON form to `out`.
    public func writeJSON(to out: inout [UInt8]) {
        let names = keys.map { JSONBytes.literal($0.name) }
        let alternates = keys.map { $0.alternateName.map(JSONBytes.literal) }
        func writeKey(_ key: Int32, at position: Int) {
            if position & 1 == 1, let alternate = alternates[Int(key)] {
                out.append(contentsOf: alternate)
            } else {
                out.append(contentsOf: names[Int(key)])
            }
        }

        JSONBytes.append("{\n  \"storage\": {", to: &out)
        for (position, key) in keys[..<storedKeyCount].enumerated() {
            JSONBytes.append(position == 0 ? "\n    " : ",\n    ", to: &out)
            out.append(contentsOf: names[position])
            switch key.storage {
            case .state(let owner):
                JSONBytes.append(": {\"state\": {\"owner\": ", to: &out)
                if key.owner >= 0 {
                    writeViewName(Int(key.owner), asReference: true, to: &out)
                } else {
                    out.append(contentsOf: JSONBytes.literal(owner))
                }
                JSONBytes.append("}}", to: &out)
            case .model(let object):
                JSONBytes.append(": {\"model\": {\"object\": ", to: &out)
                out.append(contentsOf: JSONBytes.literal(object))
                JSONBytes.append("}}", to: &out)
            case .environment:
                JSONBytes.append(": {\"environment\": {}}", to: &out)
            case .focusState, .gestureState, .appStorage, .sceneStorage, .query:
                preconditionFailure("generated scenarios hold only the course's three kinds of storage")
            case nil:
                preconditionFailure("a stored key has storage")
            }
        }
        JSONBytes.append(storedKeyCount == 0 ? "},\n  \"nodes\": [" : "\n  },\n  \"nodes\": [", to: &out)

        for node in 0..<nodeCount {
            let view = view(atNode: node)
            JSONBytes.append(node == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ", to: &out)
            writeViewName(view, asReference: false, to: &out)
            let parent = Int(parents[view])
            if parent >= 0 {
                JSONBytes.append(", \"parent\": ", to: &out)
                writeViewName(parent, asReference: true, to: &out)
            } else if view & 1 == 0 {
                JSONBytes.append(", \"parent\": null", to: &out)
            }
            let reads = readRange(ofView: view)
            if reads.isEmpty {
                if view % 3 != 0 { JSONBytes.append(", \"reads\": []", to: &out) }
            } else {
                JSONBytes.append(", \"reads\": [", to: &out)
                for position in reads {
                    if position != reads.lowerBound { JSONBytes.append(", ", to: &out) }
                    writeKey(readKeys[position], at: position)
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }
        JSONBytes.append(nodeCount == 0 ? "]" : "\n  ]", to: &out)

        if !changeKeys.isEmpty {
            JSONBytes.append(",\n  \"changes\": [", to: &out)
            for change in changeKeys.indices {
                JSONBytes.append(change == 0 ? "\n    {\"label\": " : ",\n    {\"label\": ", to: &out)
                if change % 50 == 49 {
                    out.append(contentsOf: JSONBytes.literal(label(ofChange: change)))
                } else {
                    JSONBytes.append("\"change", to: &out)
                    JSONBytes.appendDecimal(change, to: &out)
                    out.append(UInt8(ascii: "\""))
                }
                JSONBytes.append(", \"key\": ", to: &out)
                writeKey(changeKeys[change], at: change)
                out.append(UInt8(ascii: "}"))
            }
            JSONBytes.append("\n  ]", to: &out)
        }
        JSONBytes.append("\n}\n", to: &out)
    }

    /// Writes the quoted name of `view` without building a `String`.
    private func writeViewName(_ view: Int, asReference: Bool, to out: inout [UInt8]) {
        let spelling = Self.spelling(ofView: view, options)
        out.append(UInt8(ascii: "\""))
        switch (spelling, asReference) {
        case (.plain, _): break
        case (.kelvinDefined, false), (.kelvinReferenced, true): out.append(contentsOf: JSONBytes.kelvin)
        case (.kelvinDefined, true), (.kelvinReferenced, false): out.append(UInt8(ascii: "K"))
        }
        out.append(UInt8(ascii: "V"))
        JSONBytes.appendDecimal(view, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}

/// Small pieces of JSON writing into a byte array.
enum JSONBytes {
    /// The UTF-8 bytes of KELVIN SIGN.
    static let kelvin: [UInt8] = Array("\u{212A}".utf8)

    /// Appends ASCII text given as a literal.
    @inline(__always)
    static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a non-negative integer in decimal.
    @inline(__always)
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(truncatingIfNeeded: 48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `text` as a JSON string literal, quotes included.
    static func literal(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }
}
