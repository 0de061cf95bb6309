/// A shape that makes its path in a rectangle of a given size (`size(_:)`,
/// `size(width:height:)`), at the top leading corner of the frame it is given,
/// as SwiftUI's `_SizedShape`: `Circle().size(width: 80, height: 80)` fills
/// its frame as any shape does and draws an 80 × 80 circle in its corner.
/// Drawn by its path (PATH1), a built-in shape's too, where it lands (SHP1).
nonisolated public struct _SizedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// The size of the rectangle the shape's path is made in.
    public var size: CGSize

    /// Creates `shape` made in a rectangle of `size`.
    @inlinable
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    /// The shape's path in a rectangle of `size` at `rect`'s origin (a
    /// dimension that is not finite or is negative is `rect`'s own).
    public func path(in rect: CGRect) -> Path {
        func length(_ value: CGFloat, else other: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : other }
        let sized = CGRect(x: rect.minX, y: rect.minY,
                           width: length(size.width, else: rect.width), height: length(size.height, else: rect.height))
        return shape.path(in: sized)
    }

    /// The shape's size: the size given changes its path, not its layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("_SizedShape is drawn by its path") }
}

nonisolated extension Shape {
    /// This shape, making its path in a rectangle of `size` at the top leading
    /// corner of its frame, a shape still (SHP1).
    @inlinable
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// This shape, making its path in a rectangle `width` × `height` at the top
    /// leading corner of its frame, a shape still (SHP1).
    @inlinable
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}
