/// A shape scaled about an anchor (`scale(x:y:anchor:)`, `scale(_:anchor:)`):
/// its path is the shape's, scaled; its size is the shape's. Drawn by its
/// path (PATH1), a built-in shape's too, where it lands (SHP1).

nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factors along x and y (negative ones mirror).
    public var scale: CGSize
    /// The point of the frame that stays where it is.
    public var anchor: UnitPoint

    /// Creates the shape scaled by `scale` about `anchor`.
    @inlinable
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path in `rect`, scaled about the anchor's point of
    /// `rect` (a factor that is not finite is 1, an anchor that is not
    /// finite the centre).
    public func path(in rect: CGRect) -> Path {
        let sx = scale.width.isFinite ? scale.width : 1, sy = scale.height.isFinite ? scale.height : 1
        guard sx != 1 || sy != 1 else { return shape.path(in: rect) }
        let ax = anchor.x.isFinite ? anchor.x : 0.5, ay = anchor.y.isFinite ? anchor.y : 0.5
        let pivot = CGPoint(x: rect.minX + ax * rect.width, y: rect.minY + ay * rect.height)
        let transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: pivot.x - sx * pivot.x, ty: pivot.y - sy * pivot.y)
        return shape.path(in: rect).applying(transform)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("ScaledShape is drawn by its path") }
}

nonisolated extension Shape {
    /// This shape scaled by `x` and `y` about `anchor`, a shape still (SHP1).
    @inlinable
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` along both axes about `anchor`, a shape
    /// still (SHP1).
    @inlinable
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
