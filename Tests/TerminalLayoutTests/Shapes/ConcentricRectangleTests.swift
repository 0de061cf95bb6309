import Testing
@testable import TerminalLayout

/// `ConcentricRectangle` and `Edge.Corner.Style` (iOS 26, SHP5): containers here have square
/// corners, so a concentric corner is as round as its minimum.
struct ConcentricRectangleTests {
    @Test("Each corner's radius", arguments: [
        (ConcentricRectangle(), RectangleCornerRadii()),
        (ConcentricRectangle(corners: .concentric(minimum: 2)), RectangleCornerRadii(topLeading: 2, bottomLeading: 2, bottomTrailing: 2, topTrailing: 2)),
        (ConcentricRectangle(corners: .concentric(minimum: .concentric)), RectangleCornerRadii()),
        (ConcentricRectangle(corners: 3), RectangleCornerRadii(topLeading: 3, bottomLeading: 3, bottomTrailing: 3, topTrailing: 3)),
        (ConcentricRectangle(corners: .fixed(-1)), RectangleCornerRadii()),
        (ConcentricRectangle(topLeadingCorner: .fixed(1), topTrailingCorner: 1.5, bottomLeadingCorner: .concentric,
                             bottomTrailingCorner: .concentric(minimum: 4)),
         RectangleCornerRadii(topLeading: 1, bottomLeading: 0, bottomTrailing: 4, topTrailing: 1.5)),
        (ConcentricRectangle(uniformTopCorners: .fixed(2), uniformBottomCorners: .concentric),
         RectangleCornerRadii(topLeading: 2, bottomLeading: 0, bottomTrailing: 0, topTrailing: 2)),
        (ConcentricRectangle(uniformLeadingCorners: .fixed(1), uniformTrailingCorners: .fixed(3)),
         RectangleCornerRadii(topLeading: 1, bottomLeading: 1, bottomTrailing: 3, topTrailing: 3)),
        (ConcentricRectangle(uniformBottomCorners: 2, topLeadingCorner: 1, topTrailingCorner: 0),
         RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 2, topTrailing: 0)),
    ])
    func radii(_ shape: ConcentricRectangle, _ expected: RectangleCornerRadii) {
        #expect(shape.cornerRadii == expected)
    }

    @Test("Uniform: every corner the largest radius")
    func uniform() {
        var shape: ConcentricRectangle = .rect(corners: .concentric(minimum: 2), isUniform: true)
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 2, bottomLeading: 2, bottomTrailing: 2, topTrailing: 2))
        shape = ConcentricRectangle(corners: .fixed(1), isUniform: true)
        #expect(shape.cornerRadii.topTrailing == 1)
    }

    @Test("Drawn as the box of its corners: square, rounded, or the path when they differ", arguments: [
        (ConcentricRectangle(), ShapePlacement.Shape?.some(.rectangle)),
        (ConcentricRectangle(corners: .concentric(minimum: 1)), .some(.roundedRectangle(cornerRadius: 1))),
        (ConcentricRectangle(uniformTopCorners: .fixed(2), uniformBottomCorners: .concentric), nil),
    ])
    func drawn(_ shape: ConcentricRectangle, _ expected: ShapePlacement.Shape?) {
        #expect(shape._placementShape == expected)
    }

    @Test("A concentric rectangle as a view fills what it is offered, framed as a box")
    func asAView() {
        let result = lay(ConcentricRectangle().stroke().frame(width: 4, height: 3), 10, 5)
        #expect(result.placements.contains { if case .shape = $0.kind { $0.frame.size == CGSize(width: 4, height: 3) } else { false } })
    }
}
