/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The demo's items come from it, so a seed always gives the same items on
/// every platform and Swift version (the standard library's generator is
/// not seedable, and its `random(in:using:)` algorithms may change).
///
/// ```swift
/// var rng = SplitMix64(seed: 0)
/// rng.next()          // 0xE220A8397B1DCDAF
/// rng.int(in: 1...6)  // a die roll: 1 + next() % 6
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state; it advances by the golden-ratio increment on every draw.
    public private(set) var state: UInt64

    /// Creates a generator whose first output depends only on `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// What the state advances by on every draw (the golden ratio in 64 bits).
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`: `lowerBound + next() % count`.
    ///
    /// The modulo bias is below 2⁻⁵⁰ for the small ranges the demo uses, and
    /// the formula can be checked by hand, unlike `Int.random(in:using:)`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % count)
    }
}
