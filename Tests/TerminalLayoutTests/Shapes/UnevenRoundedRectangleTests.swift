import Foundation
import Testing
@testable import TerminalLayout

/// `UnevenRoundedRectangle` and `RectangleCornerRadii` (SHP3).
struct UnevenRoundedRectangleTests {
    /// The number of curves in the path: one per rounded corner.
    static func curves(_ path: Path) -> Int {
        var count = 0
        path.forEach { if case .curve = $0 { count += 1 } }
        return count
    }

    @Test("One curve per rounded corner; the radii clamped to half the shorter side", arguments: [
        (RectangleCornerRadii(), 0),
        (RectangleCornerRadii(topLeading: 2), 1),
        (RectangleCornerRadii(topLeading: 2, topTrailing: 2), 2),
        (RectangleCornerRadii(topLeading: 1, bottomLeading: 1, bottomTrailing: 1, topTrailing: 1), 4),
        (RectangleCornerRadii(topLeading: -3, bottomLeading: .nan, bottomTrailing: .infinity), 0),
    ])
    func curvesPerCorner(_ radii: RectangleCornerRadii, _ expected: Int) {
        let path = UnevenRoundedRectangle(cornerRadii: radii).path(in: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(Self.curves(path) == expected)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func aCornerRadiusIsAtMostHalfTheShorterSide() {
        // Top leading radius 50 in a 10 × 4 frame is 2: the top edge starts at x = 2.
        let path = UnevenRoundedRectangle(topLeadingRadius: 50).path(in: CGRect(x: 0, y: 0, width: 10, height: 4))
        var first: CGPoint?
        path.forEach { if case .move(let p) = $0, first == nil { first = p } }
        #expect(first == CGPoint(x: 2, y: 0))
    }

    @Test func initialisersAndShorthandAgree() {
        let a = UnevenRoundedRectangle(topLeadingRadius: 1, bottomTrailingRadius: 2, style: .circular)
        let b = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 1, bottomTrailing: 2), style: .circular)
        let c: UnevenRoundedRectangle = .rect(topLeadingRadius: 1, bottomTrailingRadius: 2, style: .circular)
        let d: UnevenRoundedRectangle = .rect(cornerRadii: .init(topLeading: 1, bottomTrailing: 2), style: .circular)
        #expect(a.cornerRadii == b.cornerRadii && b.cornerRadii == c.cornerRadii && c.cornerRadii == d.cornerRadii)
        #expect(a.style == .circular)
        let rect = CGRect(x: 0, y: 0, width: 8, height: 6)
        #expect(a.path(in: rect) == Path(roundedRect: rect, cornerRadii: a.cornerRadii, style: .circular))
    }

    @Test("Alike corners are the built-in boxes; mixed ones the path", arguments: [
        (RectangleCornerRadii(), ShapePlacement.Shape?.some(.rectangle)),
        (RectangleCornerRadii(topLeading: 2, bottomLeading: 2, bottomTrailing: 2, topTrailing: 2),
         .some(.roundedRectangle(cornerRadius: 2))),
        (RectangleCornerRadii(topLeading: 2), nil),
    ])
    func boxes(_ radii: RectangleCornerRadii, _ expected: ShapePlacement.Shape?) {
        #expect(UnevenRoundedRectangle(cornerRadii: radii)._placementShape == expected)
    }
}
