import Foundation
import Testing
@testable import TerminalLayout

/// `InsettableShape`: the built-in shapes inset by an amount (SHP2).
struct InsettableShapeTests {
    static let frame = CGRect(x: 0, y: 0, width: 10, height: 6)

    static func box(_ path: Path) -> [CGFloat] {
        let r = path.boundingRect
        return [r.minX, r.minY, r.maxX, r.maxY].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("The bounding box of each shape inset in a 10 × 6 frame", arguments: [
        ("Rectangle by 1", AnyShape(Rectangle().inset(by: 1)), [1, 1, 9, 5]),
        ("Rectangle by 1, then 2", AnyShape(Rectangle().inset(by: 1).inset(by: 2)), [3, 3, 7, 3]),
        ("Rectangle by -1 (larger)", AnyShape(Rectangle().inset(by: -1)), [-1, -1, 11, 7]),
        ("RoundedRectangle by 2", AnyShape(RoundedRectangle(cornerRadius: 3).inset(by: 2)), [2, 2, 8, 4]),
        // The circle is 6 across in a 10 × 6 frame, centred: 4 across inset by 1.
        ("Circle by 1", AnyShape(Circle().inset(by: 1)), [3, 1, 7, 5]),
        ("Ellipse by 1", AnyShape(Ellipse().inset(by: 1)), [1, 1, 9, 5]),
        ("Capsule by 1", AnyShape(Capsule().inset(by: 1)), [1, 1, 9, 5]),
        ("ContainerRelativeShape by 1", AnyShape(ContainerRelativeShape().inset(by: 1)), [1, 1, 9, 5]),
        ("UnevenRoundedRectangle by 1", AnyShape(UnevenRoundedRectangle(topLeadingRadius: 2).inset(by: 1)), [1, 1, 9, 5]),
        ("offset shape inset", AnyShape(Rectangle().offset(x: 2).inset(by: 1)), [3, 1, 11, 5]),
        ("rotated shape inset", AnyShape(Rectangle().rotation(.degrees(180)).inset(by: 1)), [1, 1, 9, 5]),
        ("inset past the middle: empty at the middle", AnyShape(Rectangle().inset(by: 50)), [5, 3, 5, 3]),
        ("inset by NaN: not inset", AnyShape(Rectangle().inset(by: .nan)), [0, 0, 10, 6]),
    ] as [(String, AnyShape, [CGFloat])])
    func insetBoxes(_ name: String, _ shape: AnyShape, _ expected: [CGFloat]) {
        #expect(Self.box(shape.path(in: Self.frame)) == expected, "\(name)")
    }

    @Test func aRoundedRectanglesCornersShrinkByTheInset() {
        let inset = RoundedRectangle(cornerRadius: 3).inset(by: 2)
        #expect(inset.insetCornerSize == CGSize(width: 1, height: 1))
        #expect(inset._placementShape == .roundedRectangle(cornerRadius: 1))
        // Inset past its corners it is square.
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 4)._placementShape == .rectangle)
    }

    @Test func insetBuiltInsStayBoxesWithTheirInset() {
        #expect(Rectangle().inset(by: 2)._placementShape == .rectangle)
        #expect(Rectangle().inset(by: 2)._placementInset == 2)
        #expect(Circle().inset(by: 1).inset(by: 1)._placementInset == 2)
        #expect(Capsule().inset(by: 1)._placementShape == .capsule)
        #expect(Ellipse().inset(by: 1)._placementShape == .circle)
    }

    /// Generic code over `InsettableShape` (as SwiftUI's).
    func ring<S: InsettableShape>(_ shape: S, width: CGFloat) -> some View {
        shape.inset(by: width / 2).stroke(.red, lineWidth: width)
    }

    @Test func genericInsettableCodeCompiles() {
        _ = ring(Circle(), width: 2)
        _ = ring(RoundedRectangle(cornerRadius: 4), width: 2)
        _ = Capsule().strokeBorder(.blue, lineWidth: 2)
    }
}
