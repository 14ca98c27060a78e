import InvalidationAnalyzer

/// How a view's body, computed properties and methods use one of its properties, sorted
/// by when each use runs: a query over the analysis' ``UseModel``.
struct PropertyUses {
    /// Uses evaluated while the body is (or in a closure the knowledge table does not
    /// describe, which may be): the body reads the property.
    var reads: [PropertyUse] = []
    /// The property itself handed to a value the body creates, or to `.environmentObject(_:)`.
    var handedOver: [PropertyUse] = []
    /// Uses in closures that run later (actions), in methods the body does not call, and in
    /// the `willSet`/`didSet` observers of stored properties. Content a presentation shows
    /// (a sheet's, a popover's) is built again each time the presenting body runs: its
    /// uses count as the body's.
    var later: [PropertyUse] = []

    /// Whether the property appears nowhere after construction.
    var isUnused: Bool { reads.isEmpty && handedOver.isEmpty && later.isEmpty }

    /// The uses of each of `names` in `view`, outside its initializers.
    static func find(_ names: Set<String>, in view: DeclaredView, uses: UseModel) -> [String: PropertyUses] {
        var found: [String: PropertyUses] = [:]
        for use in uses.uses[view.type] where names.contains(use.property) && use.effect != .capture {
            if case .initializer = use.member { continue }
            if use.timing.isLater && use.timing != .presented {
                found[use.property, default: PropertyUses()].later.append(use)
            } else if use.effect == .handOver {
                found[use.property, default: PropertyUses()].handedOver.append(use)
            } else {
                found[use.property, default: PropertyUses()].reads.append(use)
            }
        }
        return found
    }
}
