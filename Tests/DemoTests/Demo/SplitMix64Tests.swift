import Testing
@testable import LayoutDemoCore

/// SplitMix64 against the reference outputs of Vigna's C implementation.
@Suite struct SplitMix64Tests {
    @Test(arguments: [
        (UInt64(0), [UInt64(0xE220_A839_7B1D_CDAF), 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
        (UInt64(1), [UInt64(0x910A_2DEC_8902_5CC1), 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E]),
    ])
    func firstOutputs(seed: UInt64, expected: [UInt64]) {
        var rng = SplitMix64(seed: seed)
        #expect((0..<3).map { _ in rng.next() } == expected)
    }

    @Test func intInRangeIsLowerBoundPlusRemainder() {
        // 0x910A2DEC89025CC1 % 8 = 1 (the low three bits of 0xC1).
        var rng = SplitMix64(seed: 1)
        #expect(rng.int(in: 5...12) == 6)
        // 0xBEEB8DA1658EEC67 % 3 = 1.
        #expect(rng.int(in: 3...5) == 4)
    }

    @Test func aSingleValueRangeAlwaysGivesThatValue() {
        var rng = SplitMix64(seed: 42)
        #expect((0..<5).map { _ in rng.int(in: 7...7) } == [7, 7, 7, 7, 7])
    }
}
