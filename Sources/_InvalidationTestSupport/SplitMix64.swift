/// A small, fast pseudo-random generator whose sequence depends only on its seed,
/// so generated scenarios are identical on every platform and in every run.
///
/// The algorithm is Steele, Lea and Flood's SplitMix64.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound`; `bound` must be positive.
    ///
    /// Uses the high bits of a 128-bit product (Lemire's method without the
    /// rejection step): the tiny bias is irrelevant here and the result is the same
    /// everywhere, unlike `Int.random(in:using:)`, whose algorithm may change.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "next(below:) needs a positive bound")
        return Int(UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// A number in `range`.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// A uniformly distributed number in `0 ..< 1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }
}
