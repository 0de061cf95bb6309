/// A shape moved by an offset (`offset(_:)`, `offset(x:y:)`): its path
/// is the shape's, translated; its size is the shape's (SHP1).
///
/// A built-in shape moved is its box moved (as `View.offset` draws it);
/// any other is drawn by its moved path (PATH1). Either is drawn where it
/// lands, outside its frame too.

nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved, in points.
    public var offset: CGSize

    /// Creates the shape moved by `offset` (a coordinate that is not
    /// finite is 0).
    @inlinable
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                             height: offset.height.isFinite ? offset.height : 0)
    }

    /// The shape's path in `rect`, moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's box, for a built-in shape.
    public var _placementShape: ShapePlacement.Shape? { shape._placementShape }
    /// The shape's inset, for a built-in shape.
    public var _placementInset: CGFloat { shape._placementInset }
    /// The shape's offset and this one (SHP1).
    public var _placementOffset: CGSize {
        let base = shape._placementOffset
        return CGSize(width: base.width + offset.width, height: base.height + offset.height)
    }

    /// A shape has no body.
    public var body: Never { preconditionFailure("OffsetShape is drawn as a shape") }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, then moved.
    @inlinable
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

nonisolated extension Shape {
    /// This shape moved by `offset`, a shape still (SHP1).
    @inlinable
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`'s coordinates, a shape still (SHP1).
    @inlinable
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y`, a shape still (SHP1).
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
