/// The forms `invalidation run` can print its result in.
public enum RunFormat: String, CaseIterable, Sendable {
    /// The course's lines: one per change, then the four count lines.
    case text
    /// The same events as JSON.
    case json
    /// Only the four count lines.
    case counts
}

/// Writes what a run produces, a change line or a block of counts at a time, in
/// one of the ``RunFormat``s.
///
/// A JSON scenario produces its changes and then one block of counts; a lesson
/// program produces whatever its `change` and `countCauses` calls print, in order.
public struct RunReporter<Out: ByteOutput> {
    /// The form of the output.
    public let format: RunFormat
    /// Where the output goes.
    public var out: Out
    private var eventCount = 0

    /// Creates a reporter writing `format` to `out`.
    public init(format: RunFormat, out: Out) {
        self.format = format
        self.out = out
    }

    /// Writes whatever precedes the first event. In JSON, each event then takes one line.
    public mutating func begin() {
        if format == .json { out.append("{\"output\":[") }
    }

    /// Writes a change labelled `label` of `key` (id `keyID`, if the tree knows it) in
    /// the tree that `text` writes for, and returns the counts of what it recomputed.
    @discardableResult
    public mutating func change(
        label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyID: Int32?, in text: CourseText
    ) -> CauseCounts {
        let index = text.index
        switch format {
        case .text:
            text.writeChange(label: label, key: key, keyID: keyID, to: &out)
        case .counts:
            break
        case .json:
            startEvent()
            out.append("{\"change\":{\"label\":")
            JSONText.writeString(label, to: &out)
            out.append(",\"key\":")
            JSONText.writeString(key, to: &out)
            out.append(",\"recomputed\":[")
            let range = keyID.map(index.readerRange) ?? 0..<0
            for position in range {
                if position != range.lowerBound { out.append(UInt8(ascii: ",")) }
                out.append("{\"view\":")
                index.withViewName(Int(index.readers[position])) { JSONText.writeString($0, to: &out) }
                out.append(",\"cause\":\"")
                out.append(index.causes[position].description)
                out.append("\"}")
            }
            out.append("],\"skipped\":[")
            var next = 0
            var wroteSkipped = false
            for position in range.lowerBound...range.upperBound {
                let end = position < range.upperBound ? Int(index.readers[position]) : index.viewCount
                for node in next..<max(next, end) {
                    if wroteSkipped { out.append(UInt8(ascii: ",")) }
                    index.withViewName(node) { JSONText.writeString($0, to: &out) }
                    wroteSkipped = true
                }
                next = end + 1
            }
            out.append("]}}")
        }
        return keyID.map(index.counts(ofKey:)) ?? CauseCounts()
    }

    /// Writes a change labelled `label` of `key` in the tree that `text` writes for.
    @discardableResult
    public mutating func change(label: String, key: String, in text: CourseText) -> CauseCounts {
        var label = label
        var key = key
        let keyID = text.index.key(named: key)
        return label.withUTF8 { label in
            key.withUTF8 { key in
                change(label: UnsafeRawBufferPointer(label), key: UnsafeRawBufferPointer(key), keyID: keyID, in: text)
            }
        }
    }

    /// Writes the four count lines.
    public mutating func counts(_ counts: CauseCounts) {
        switch format {
        case .text, .counts:
            CourseText.writeCounts(counts, to: &out)
        case .json:
            startEvent()
            out.append("{\"counts\":{")
            for (offset, cause) in Cause.counted.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                out.append("\"\(cause)\":")
                out.append(decimal: counts[cause])
            }
            out.append("}}")
        }
    }

    /// Writes whatever follows the last event.
    public mutating func end() {
        if format == .json { out.append("\n]}\n") }
    }

    private mutating func startEvent() {
        out.append(eventCount > 0 ? ",\n" : "\n")
        eventCount += 1
    }
}

extension LoadedScenario {
    /// Plays every change in order and then writes the counts of all their recomputations.
    /// The caller brackets the events with ``RunReporter/begin()`` and ``RunReporter/end()``.
    public func run<Out: ByteOutput>(to reporter: inout RunReporter<Out>) {
        var total = CauseCounts()
        if reporter.format == .counts {
            for change in 0..<changes.count { total += index.counts(ofKey: changes.keys[change]) }
        } else {
            let text = CourseText(index)
            for change in 0..<changes.count {
                changes.withText(of: change) { label, key in
                    total += reporter.change(label: label, key: key, keyID: changes.keys[change], in: text)
                }
            }
        }
        reporter.counts(total)
    }
}
