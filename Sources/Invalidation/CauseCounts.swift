/// How many recomputations fell in each of the four counted causes.
public struct CauseCounts: Hashable, Sendable {
    /// Recomputations of the view that owns the changed `@State`.
    public var local = 0
    /// Recomputations of a descendant of the owner.
    public var parent = 0
    /// Recomputations caused by a model object's property.
    public var observed = 0
    /// Recomputations caused by an environment value.
    public var environment = 0

    /// Creates counts.
    public init(local: Int = 0, parent: Int = 0, observed: Int = 0, environment: Int = 0) {
        self.local = local
        self.parent = parent
        self.observed = observed
        self.environment = environment
    }

    /// The count for `cause`; 0 for the causes the course does not count.
    public subscript(cause: Cause) -> Int {
        switch cause {
        case .local: local
        case .parent: parent
        case .observed: observed
        case .environment: environment
        case .offRule, .outOfScope: 0
        }
    }

    /// Adds another set of counts.
    public static func += (lhs: inout CauseCounts, rhs: CauseCounts) {
        lhs.local += rhs.local
        lhs.parent += rhs.parent
        lhs.observed += rhs.observed
        lhs.environment += rhs.environment
    }

    /// Adds one recomputation of `cause`; the causes the course does not count change nothing.
    public mutating func add(_ cause: Cause) {
        switch cause {
        case .local: local += 1
        case .parent: parent += 1
        case .observed: observed += 1
        case .environment: environment += 1
        case .offRule, .outOfScope: break
        }
    }

    /// Counts the recomputations whose cause is one of the four counted ones, spelled as the course spells them.
    public init(_ recomputes: some Sequence<Recompute>) {
        for recompute in recomputes {
            if let cause = Cause(name: recompute.cause) { add(cause) }
        }
    }
}
