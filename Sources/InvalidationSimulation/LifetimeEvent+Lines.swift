import Invalidation

extension LifetimeEvent {
    /// The lines the text form writes under the event's course line, without their indent:
    /// `then:` lines, `initializers: …`, `appeared: …`, one line per slot, `objects: …`.
    public var detailLines: [String] {
        var out = ByteBuffer()
        LifetimeRun.writeDetails(of: self, to: &out)
        return out.string.split(separator: "\n").map { line in
            String(line.hasPrefix("  ") ? line.dropFirst(2) : line)
        }
    }
}
