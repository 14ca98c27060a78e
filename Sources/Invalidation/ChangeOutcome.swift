/// What one change recomputes: the readers of its key with their causes, and the
/// views it skips, each in node order.
public struct ChangeOutcome: Hashable, Sendable {
    /// One recomputed view body.
    public struct Recomputed: Hashable, Sendable {
        /// The view's name.
        public var view: String
        /// Why it is recomputed.
        public var cause: Cause

        /// Creates a record.
        public init(view: String, cause: Cause) {
            self.view = view
            self.cause = cause
        }
    }

    /// The change's label, as the course prints it before the key.
    public var label: String
    /// The key that changed.
    public var key: String
    /// The views whose bodies read the key, in node order.
    public var recomputed: [Recomputed]
    /// The other views, in node order.
    public var skipped: [String]

    /// Creates an outcome.
    public init(label: String, key: String, recomputed: [Recomputed], skipped: [String]) {
        self.label = label
        self.key = key
        self.recomputed = recomputed
        self.skipped = skipped
    }

    /// The recomputations in the course's form.
    public var recomputes: [Recompute] {
        recomputed.map { Recompute(view: $0.view, cause: $0.cause.description) }
    }

    /// The counted causes among the recomputations.
    public var counts: CauseCounts {
        var counts = CauseCounts()
        for item in recomputed { counts.add(item.cause) }
        return counts
    }

    /// Writes the course's line, with its newline.
    public func write(to stream: inout some TextOutputStream) {
        let recomputedText =
            recomputed.isEmpty ? "none" : recomputed.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
        let skippedText = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
        stream.write("\(label): \(key) changed | recomputed \(recomputedText) | skipped \(skippedText)\n")
    }
}

extension TreeIndex {
    /// What a change of `key`, labelled `label`, recomputes.
    public func outcome(label: String, key: String) -> ChangeOutcome {
        let range = self.key(named: key).map(readerRange) ?? 0..<0
        var recomputed: [ChangeOutcome.Recomputed] = []
        recomputed.reserveCapacity(range.count)
        var skipped: [String] = []
        skipped.reserveCapacity(viewCount - range.count)
        var next = 0
        for position in range {
            let reader = Int(readers[position])
            while next < reader {
                skipped.append(viewName(next))
                next += 1
            }
            recomputed.append(.init(view: viewName(reader), cause: causes[position]))
            next = reader + 1
        }
        while next < viewCount {
            skipped.append(viewName(next))
            next += 1
        }
        return ChangeOutcome(label: label, key: key, recomputed: recomputed, skipped: skipped)
    }
}
