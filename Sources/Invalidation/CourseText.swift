/// Writes the course's line for a change of a key in one tree:
///
///     tapped: tapCount changed | recomputed CounterCard local | skipped DashboardView,StatusLabel
///
/// The skipped list names every view that does not read the key, so the line is as
/// long as the tree; the writer keeps all names joined once, in node order, and copies
/// the runs between readers in large pieces instead of writing name by name.
public final class CourseText: Sendable {
    /// The tree whose changes this writes.
    public let index: TreeIndex
    /// All view names in node order, each followed by a comma.
    private let joined: ContiguousArray<UInt8>
    /// Per node, where its name starts in `joined`; one more entry at the end.
    private let starts: ContiguousArray<Int>

    /// Creates a writer for the changes of `index`, joining its view names once.
    public init(_ index: TreeIndex) {
        self.index = index
        var joined = ContiguousArray<UInt8>()
        var starts = ContiguousArray<Int>()
        starts.reserveCapacity(index.viewCount + 1)
        for node in 0..<index.viewCount {
            starts.append(joined.count)
            index.withViewName(node) { joined.append(contentsOf: $0) }
            joined.append(UInt8(ascii: ","))
        }
        starts.append(joined.count)
        self.joined = joined
        self.starts = starts
    }

    /// Writes the line for a change labelled `label` of `key`, whose id in the index
    /// is `keyID` (`nil` when no view reads it and the storage table does not name it).
    public func writeChange<Out: ByteOutput>(
        label: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, keyID: Int32?, to out: inout Out
    ) {
        out.append(label)
        out.append(": ")
        out.append(key)
        out.append(" changed | recomputed ")
        let range = keyID.map(index.readerRange) ?? 0..<0
        joined.withUnsafeBytes { joined in
            if range.isEmpty {
                out.append("none")
            } else {
                for position in range {
                    let reader = Int(index.readers[position])
                    if position != range.lowerBound { out.append(", ") }
                    out.append(UnsafeRawBufferPointer(rebasing: joined[starts[reader]..<starts[reader + 1] - 1]))
                    out.append(UInt8(ascii: " "))
                    Cause.nameBytes[Int(index.causes[position].rawValue)].withUnsafeBytes { out.append($0) }
                }
            }
            out.append(" | skipped ")
            var wroteSkipped = false
            var runStart = 0
            func writeRun(upTo end: Int) {
                guard runStart < end else { return }
                if wroteSkipped { out.append(UInt8(ascii: ",")) }
                out.append(UnsafeRawBufferPointer(rebasing: joined[starts[runStart]..<starts[end] - 1]))
                wroteSkipped = true
            }
            for position in range {
                let reader = Int(index.readers[position])
                writeRun(upTo: reader)
                runStart = reader + 1
            }
            writeRun(upTo: index.viewCount)
            if !wroteSkipped { out.append("none") }
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// Writes the course's four count lines.
    public static func writeCounts<Out: ByteOutput>(_ counts: CauseCounts, to out: inout Out) {
        for cause in Cause.counted {
            out.append(cause.description)
            out.append(": ")
            out.append(decimal: counts[cause])
            out.append(UInt8(ascii: "\n"))
        }
    }
}
