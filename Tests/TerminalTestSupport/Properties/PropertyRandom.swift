import Foundation

/// SplitMix64 (Vigna): a tiny deterministic generator, so that every random case is
/// rebuilt from its seed alone and a failure can be replayed.
///
/// Not named `SplitMix64` because the demo's core has a public one of that name (the item
/// generator's), and test targets import both.
public struct PropertyRandom: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` > 0).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// A coin toss.
    public mutating func bool() -> Bool { int(2) == 0 }
    /// True once in `n` times.
    public mutating func oneIn(_ n: Int) -> Bool { int(n) == 0 }
    /// One of `values`.
    public mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

    /// A length for a view parameter: mostly small whole and half cells, sometimes 0, a
    /// tiny value or a huge one.
    public mutating func length() -> CGFloat {
        switch int(16) {
        case 0: return pick([1e-7, 0.3, 1e6, 1e300])
        default: return pick([0, 1, 2, 3, 5, 8, 13, 2.5])
        }
    }

    /// ``length()`` or `nil`, one time in three.
    public mutating func maybeLength() -> CGFloat? { oneIn(3) ? nil : length() }
}

/// Where the property tests take their case counts and seeds from.
///
/// - `PROPERTY_CASES=n`: run `n` cases in each property test instead of its default (the
///   long-running mode, e.g. `PROPERTY_CASES=100000`).
/// - `PROPERTY_SEED=s`: run only the case with seed `s` (a failure prints its seed).
public enum PropertyRun {
    /// The seeds a property test runs, split into `chunks` slices (one per test argument,
    /// so that slices run in parallel): `defaultCases` of them unless the environment says
    /// otherwise. Slice `chunk` of a run of n cases holds seeds `base + i` for the i in
    /// `0..<n` with `i % chunks == chunk`.
    public static func seeds(chunk: Int, of chunks: Int, defaultCases: Int, base: UInt64) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["PROPERTY_SEED"], let seed = UInt64(text) {
            return chunk == 0 ? [seed] : []
        }
        let cases = environment["PROPERTY_CASES"].flatMap { Int($0) } ?? defaultCases
        return stride(from: chunk, to: cases, by: chunks).map { base + UInt64($0) }
    }
}
