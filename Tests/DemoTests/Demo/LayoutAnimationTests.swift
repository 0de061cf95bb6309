import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// Easing, interpolation and the life of an animation.
@Suite struct LayoutAnimationTests {
    @Test(arguments: [(0.0, 0.0), (0.25, 0.0625), (0.5, 0.5), (0.75, 0.9375), (1.0, 1.0), (-1.0, 0.0), (2.0, 1.0)])
    func easeInOut(t: Double, eased: Double) {
        // 4t³ below ½: 4 × 0.25³ = 0.0625; above, 1 − (2 − 2t)³ / 2: 1 − 0.5³ / 2 = 0.9375.
        #expect(LayoutAnimation.easeInOut(t) == eased)
    }

    @Test(arguments: [
        (CellRect(x: 0, y: 0, width: 6, height: 4), CellRect(x: 20, y: 10, width: 6, height: 4), 0.5,
         CellRect(x: 10, y: 5, width: 6, height: 4)),
        (CellRect(x: 7, y: 0, width: 5, height: 3), CellRect(x: 27, y: 0, width: 25, height: 3), 0.5,
         CellRect(x: 17, y: 0, width: 15, height: 3)),
        (CellRect(x: 0, y: 0, width: 5, height: 3), CellRect(x: 3, y: 0, width: 5, height: 3), 0.5,
         CellRect(x: 2, y: 0, width: 5, height: 3)),
    ])
    func interpolationMovesEdges(from: CellRect, to: CellRect, fraction: Double, expected: CellRect) {
        #expect(LayoutAnimation.interpolate(from, to, fraction) == expected)
    }

    let a = CellRect(x: 0, y: 0, width: 5, height: 3)
    let b = CellRect(x: 40, y: 8, width: 5, height: 3)

    @Test func noAnimationWhenNothingMoves() {
        #expect(LayoutAnimation(from: [ItemID(0): a], to: [ItemID(0): a], start: 0, proposal: .unspecified) == nil)
        #expect(LayoutAnimation(from: [:], to: [ItemID(0): a], start: 0, proposal: .unspecified) == nil)
    }

    @Test func itemsMoveOverAQuarterOfASecond() throws {
        let animation = try #require(LayoutAnimation(from: [ItemID(0): a], to: [ItemID(0): b, ItemID(1): a], start: 10,
                                                     proposal: .unspecified))
        #expect(animation.rects(at: 10).map(\.rect) == [a, a])
        #expect(animation.rects(at: 10.125).map(\.rect) == [CellRect(x: 20, y: 4, width: 5, height: 3), a])
        #expect(animation.rects(at: 10.25).map(\.rect) == [b, a])
        #expect(!animation.isFinished(at: 10.2))
        #expect(animation.isFinished(at: 10.25))
    }

    @Test func removedItemsAreNotDrawnAndNewOnesSitStill() throws {
        let animation = try #require(LayoutAnimation(from: [ItemID(0): a, ItemID(5): a], to: [ItemID(0): b, ItemID(2): a],
                                                     start: 0, proposal: .unspecified))
        #expect(animation.rects(at: 0.1).map(\.id) == [ItemID(0), ItemID(2)])
        #expect(animation.rects(at: 0.1)[1].rect == a)
    }
}
