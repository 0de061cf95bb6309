/// A rectangle whose corners are each square, rounded or concentric with its container's
/// (iOS 26), as SwiftUI's `ConcentricRectangle` (SHP5).
///
/// A terminal's containers have square corners (C1), so a concentric corner is square unless its
/// minimum rounds it; the rectangle is then drawn as `UnevenRoundedRectangle` with the corners'
/// radii as (SHP3): a box, square or rounded, when the four corners are alike.
nonisolated public struct ConcentricRectangle: InsettableShape, Sendable {
    /// The corners' styles.
    let topLeading, topTrailing, bottomLeading, bottomTrailing: Edge.Corner.Style
    /// Whether every corner takes the largest radius of the four.
    let isUniform: Bool

    /// A rectangle with every corner concentric.
    public init() {
        self.init(corners: .concentric)
    }

    /// A rectangle with every corner in `corners`' style; `isUniform`: each with the largest radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = (corners, corners, corners, corners)
        self.isUniform = isUniform
    }

    /// A rectangle with a style for each corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        (topLeading, topTrailing) = (topLeadingCorner, topTrailingCorner)
        (bottomLeading, bottomTrailing) = (bottomLeadingCorner, bottomTrailingCorner)
        isUniform = false
    }

    /// A rectangle whose top corners share the largest radius of theirs, and the bottom ones too.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// A rectangle whose leading corners share a radius, and the trailing ones another.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// Uniform top corners, and a style for each bottom one.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Uniform bottom corners, and a style for each top one.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// Uniform leading corners, and a style for each trailing one.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Uniform trailing corners, and a style for each leading one.
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// The radius of each corner, as drawn (SHP5).
    public var cornerRadii: RectangleCornerRadii {
        let radii = [topLeading.radius, bottomLeading.radius, bottomTrailing.radius, topTrailing.radius]
        let largest = radii.max() ?? 0
        let r = isUniform ? [largest, largest, largest, largest] : radii
        return RectangleCornerRadii(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3])
    }

    /// The rectangle with its corners' radii.
    public func path(in rect: CGRect) -> Path { UnevenRoundedRectangle(cornerRadii: cornerRadii).path(in: rect) }

    /// Drawn as the box of its radii (SHP3).
    public var _placementShape: ShapePlacement.Shape? { UnevenRoundedRectangle.box(cornerRadii) }

    /// The rectangle inset by `amount`, each corner smaller by as much (SHP2).
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle._Inset {
        UnevenRoundedRectangle(cornerRadii: cornerRadii).inset(by: amount)
    }

    /// A shape has no body.
    public var body: Never { preconditionFailure("ConcentricRectangle is drawn as a shape") }
}

nonisolated extension Shape where Self == ConcentricRectangle {
    /// A rectangle with every corner in `corners`' style (iOS 26).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
