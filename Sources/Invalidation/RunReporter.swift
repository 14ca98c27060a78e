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

    /// Writes whatever precedes the first event.
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
            var next = 0
            var skipped: [Int] = []
            for position in range {
                let reader = Int(index.readers[position])
                skipped.append(contentsOf: next..<reader)
                next = reader + 1
                if position != range.lowerBound { out.append(UInt8(ascii: ",")) }
                out.append("{\"view\":")
                index.withViewName(reader) { JSONText.writeString($0, to: &out) }
                out.append(",\"cause\":\"")
                out.append(index.causes[position].description)
                out.append("\"}")
            }
            skipped.append(contentsOf: next..<index.viewCount)
            out.append("],\"skipped\":[")
            for (offset, node) in skipped.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                index.withViewName(node) { JSONText.writeString($0, to: &out) }
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
        if format == .json { out.append("]}\n") }
    }

    private mutating func startEvent() {
        if eventCount > 0 { out.append(UInt8(ascii: ",")) }
        eventCount += 1
    }
}

extension LoadedScenario {
    /// Plays every change in order and then writes the counts of all their recomputations.
    public func run<Out: ByteOutput>(to reporter: inout RunReporter<Out>) {
        reporter.begin()
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
        reporter.end()
    }
}
