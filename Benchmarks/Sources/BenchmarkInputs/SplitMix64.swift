/// SplitMix64, the generator every workload draws its item sizes from
/// (issue 10's inputs: seed 42).
public struct SplitMix64: Sendable {
    /// The generator's state; each draw first adds the golden-ratio increment.
    public var state: UInt64

    /// Creates a generator at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64-bit draw.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z
    }

    /// A value in `range`: `lo + draw % (hi - lo + 1)`.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % span)
    }
}
