import Foundation
import Testing
@testable import TerminalLayout

/// Shapes moved, turned, scaled and transformed are shapes whose paths are
/// the shape's, transformed (SHP1).
struct ShapeTransformTests {
    static let frame = CGRect(x: 0, y: 0, width: 10, height: 4)

    /// The path's bounding box, rounded to 1/1000 (so a rotation's
    /// 6.1e-17 is 0).
    static func box(_ path: Path) -> [CGFloat] {
        let r = path.boundingRect
        return [r.minX, r.minY, r.maxX, r.maxY].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("The bounding box of a transformed 10 × 4 rectangle", arguments: [
        ("offset(x: 2, y: -1)", AnyShape(Rectangle().offset(x: 2, y: -1)), [2, -1, 12, 3]),
        ("offset(CGSize(3, 1))", AnyShape(Rectangle().offset(CGSize(width: 3, height: 1))), [3, 1, 13, 5]),
        ("offset(CGPoint(1, 1))", AnyShape(Rectangle().offset(CGPoint(x: 1, y: 1))), [1, 1, 11, 5]),
        // 90° about the centre (5, 2): 4 wide, 10 high, centred.
        ("rotation 90°", AnyShape(Rectangle().rotation(.degrees(90))), [3, -3, 7, 7]),
        // About the top leading corner: x ↦ −y, y ↦ x.
        ("rotation 90° about .topLeading", AnyShape(Rectangle().rotation(.degrees(90), anchor: .topLeading)), [-4, 0, 0, 10]),
        ("rotation 180°", AnyShape(Rectangle().rotation(.degrees(180))), [0, 0, 10, 4]),
        ("scale 0.5", AnyShape(Rectangle().scale(0.5)), [2.5, 1, 7.5, 3]),
        ("scale x 0.5 about .leading", AnyShape(Rectangle().scale(x: 0.5, anchor: .leading)), [0, 0, 5, 4]),
        ("scale y 2 about .bottom", AnyShape(Rectangle().scale(y: 2, anchor: .bottom)), [0, -4, 10, 4]),
        ("scale -1 mirrors in place", AnyShape(Rectangle().scale(x: -1)), [0, 0, 10, 4]),
        ("transform: translation", AnyShape(Rectangle().transform(CGAffineTransform(translationX: 1, y: 2))), [1, 2, 11, 6]),
        ("transform: scale about the origin", AnyShape(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 0.5))), [0, 0, 20, 2]),
        ("chained: scaled, then moved", AnyShape(Rectangle().scale(0.5).offset(x: 1)), [3.5, 1, 8.5, 3]),
        // Made in a rectangle of the size given, at the frame's top leading corner.
        ("size(width: 4, height: 2)", AnyShape(Rectangle().size(width: 4, height: 2)), [0, 0, 4, 2]),
        ("size(CGSize(6, 6)), larger than the frame", AnyShape(Circle().size(CGSize(width: 6, height: 6))), [0, 0, 6, 6]),
        ("sized, then moved", AnyShape(Rectangle().size(width: 2, height: 2).offset(x: 3, y: 1)), [3, 1, 5, 3]),
    ] as [(String, AnyShape, [CGFloat])])
    func boundingBoxes(_ name: String, _ shape: AnyShape, _ expected: [CGFloat]) {
        #expect(Self.box(shape.path(in: Self.frame)) == expected, "\(name)")
    }

    @Test("Values that are not finite change nothing; no trap", arguments: [
        ("offset NaN", AnyShape(Rectangle().offset(x: .nan, y: .infinity))),
        ("rotation NaN", AnyShape(Rectangle().rotation(.radians(.nan)))),
        ("rotation about an infinite anchor", AnyShape(Rectangle().rotation(.degrees(90), anchor: UnitPoint(x: .infinity, y: 0)))),
        ("scale NaN", AnyShape(Rectangle().scale(.nan))),
        ("transform with ∞", AnyShape(Rectangle().transform(CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)))),
        ("size NaN × −1: the frame's", AnyShape(Rectangle().size(width: .nan, height: -1))),
    ])
    func hostileValues(_ name: String, _ shape: AnyShape) {
        #expect(Self.box(shape.path(in: Self.frame)) == [0, 0, 10, 4], "\(name)")
    }

    @Test("A sized shape fills its frame as any shape does; its path is drawn in its corner")
    func sizedShapeLayout() {
        let result = ViewGraph(Circle().size(width: 4, height: 2).frame(width: 10, height: 4)).layout(proposal: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 4))
        #expect(result.placements.last?.frame == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func transformedShapesTakeTheShapesSize() {
        struct Tile: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 3, height: 2) }
        }
        let proposal = ProposedViewSize(width: 8, height: 8)
        let size = CGSize(width: 3, height: 2)
        #expect(Tile().offset(x: 1).sizeThatFits(proposal) == size)
        #expect(Tile().rotation(.degrees(30)).sizeThatFits(proposal) == size)
        #expect(Tile().scale(2).sizeThatFits(proposal) == size)
        #expect(Tile().transform(.identity).sizeThatFits(proposal) == size)
    }

    @Test func anOffsetBuiltInShapeIsItsBoxMovedTheOthersAreDrawnByTheirPaths() {
        #expect(Circle().offset(x: 2)._placementShape == .circle)
        #expect(Circle().offset(x: 2).offset(y: 1)._placementOffset == CGSize(width: 2, height: 1))
        #expect(Circle().rotation(.degrees(10))._placementShape == nil)
        #expect(Circle().scale(0.5)._placementShape == nil)
        #expect(Circle().transform(.identity)._placementShape == nil)
    }
}
