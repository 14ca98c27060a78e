/// SplitMix64: a small random number generator that gives the same numbers for the same
/// seed on every platform, so a synthetic app is the same file for file.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, drawn by this generator alone (the standard library's
    /// `Int.random(in:using:)` may change its method between releases).
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` about `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        number(in: 0...99) < percent
    }
}
