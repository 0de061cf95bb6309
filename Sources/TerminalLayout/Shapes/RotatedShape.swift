/// A shape turned by an angle about an anchor (`rotation(_:anchor:)`):
/// its path is the shape's, rotated; its size is the shape's. Drawn by its
/// path (PATH1), a built-in shape's too, where it lands (SHP1).

nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned (clockwise on screen for a positive angle, as
    /// in SwiftUI: y points down).
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// Creates the shape turned by `angle` about `anchor`.
    @inlinable
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, turned about the anchor's point of
    /// `rect` (an angle or anchor that is not finite turns nothing).
    public func path(in rect: CGRect) -> Path {
        let radians = angle.radians
        guard radians.isFinite, anchor.x.isFinite, anchor.y.isFinite, radians != 0 else { return shape.path(in: rect) }
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("RotatedShape is drawn by its path") }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, then turned.
    @inlinable
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

nonisolated extension Shape {
    /// This shape turned by `angle` about `anchor`, a shape still (SHP1).
    @inlinable
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
