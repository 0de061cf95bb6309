import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// The smallest radius without overlaps, checked by hand on small cases.
@Suite struct RadialFitTests {
    @Test(arguments: [0, 1])
    func fewerThanTwoItemsNeedNoRadius(count: Int) {
        let sizes = Array(repeating: CGSize(width: 5, height: 3), count: count)
        #expect(RadialFit.minimumRadius(sizes: sizes, horizontalScale: 2, gap: .zero, step: 0.5) == 0)
    }

    @Test func twoItemsOneAboveTheOther() {
        // Items 0 (top) and 1 (bottom) are 2r apart vertically and 0 horizontally:
        // 2r ≥ (3 + 3) / 2 + 1 → r ≥ 2.
        let sizes = [CGSize(width: 5, height: 3), CGSize(width: 5, height: 3)]
        #expect(RadialFit.minimumRadius(sizes: sizes, horizontalScale: 2, gap: CGSize(width: 1, height: 1), step: 0.5) == 2)
    }

    @Test func fourItemsOnTheQuarterPoints() {
        // Top (0, −r) and right (2r, 0): apart by 2r across (≥ 5 + 1 → r ≥ 3) or r down (≥ 3 + 1 → r ≥ 4):
        // r = 3 is the first multiple of 0.5 that clears every pair (top–bottom: 2r ≥ 4).
        let sizes = Array(repeating: CGSize(width: 5, height: 3), count: 4)
        #expect(RadialFit.minimumRadius(sizes: sizes, horizontalScale: 2, gap: CGSize(width: 1, height: 1), step: 0.5) == 3)
    }

    @Test(arguments: [2, 5, 12, 24, 60])
    func theRadiusFoundClearsEveryPairAndHalfAStepLessDoesNot(count: Int) {
        let sizes = ItemGenerator.items(count: count, seed: 5).map { CGSize(width: $0.columns, height: $0.rows) }
        let gap = CGSize(width: 1, height: 1)
        let r = RadialFit.minimumRadius(sizes: sizes, horizontalScale: 2, gap: gap, step: 0.5)
        #expect(overlaps(sizes, radius: r, gap: gap) == 0)
        #expect(overlaps(sizes, radius: r - 0.5, gap: gap) > 0)
    }

    func overlaps(_ sizes: [CGSize], radius: CGFloat, gap: CGSize) -> Int {
        let n = sizes.count
        let centres = (0..<n).map { i -> CGPoint in
            let u = RadialFit.unitOffset(index: i, count: n)
            return CGPoint(x: u.x * radius * 2, y: u.y * radius)
        }
        var count = 0
        for i in 0..<n {
            for j in (i + 1)..<n where abs(centres[i].x - centres[j].x) < (sizes[i].width + sizes[j].width) / 2 + gap.width
                && abs(centres[i].y - centres[j].y) < (sizes[i].height + sizes[j].height) / 2 + gap.height {
                count += 1
            }
        }
        return count
    }
}
