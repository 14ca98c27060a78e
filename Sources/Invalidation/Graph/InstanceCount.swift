/// A number of view instances, exact up to `Int.max` and saturated there: an app that
/// creates each level twice over 63 levels has more instances than an `Int` holds.
public struct InstanceCount: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The count, or `Int.max` when saturated.
    public private(set) var value: Int

    /// A count of `value` instances.
    public init(_ value: Int) {
        self.value = max(0, value)
    }

    /// No instances.
    public static let zero = InstanceCount(0)
    /// One instance.
    public static let one = InstanceCount(1)

    /// Whether the true count is `Int.max` (2^63 − 1) or more, so ``value`` is a lower bound.
    public var isSaturated: Bool { value == Int.max }

    /// The sum, saturated.
    public static func + (lhs: InstanceCount, rhs: InstanceCount) -> InstanceCount {
        let (sum, overflow) = lhs.value.addingReportingOverflow(rhs.value)
        return InstanceCount(overflow ? Int.max : sum)
    }

    /// Adds `rhs`, saturating.
    public static func += (lhs: inout InstanceCount, rhs: InstanceCount) {
        lhs = lhs + rhs
    }

    public static func < (lhs: InstanceCount, rhs: InstanceCount) -> Bool { lhs.value < rhs.value }

    /// The decimal count, followed by `+` when saturated.
    public var description: String { isSaturated ? "\(value)+" : "\(value)" }
}
