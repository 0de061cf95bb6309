/// A shape under an affine transform (`transform(_:)`): its path is the
/// shape's with every point transformed (about the frame's origin, as in
/// SwiftUI); its size is the shape's. Drawn by its path (PATH1), a
/// built-in shape's too, where it lands (SHP1).

nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// Creates the shape under `transform`.
    @inlinable
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, transformed (a transform with a value
    /// that is not finite transforms nothing).
    public func path(in rect: CGRect) -> Path {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(t)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("TransformedShape is drawn by its path") }
}

nonisolated extension Shape {
    /// This shape under `transform`, a shape still (SHP1).
    @inlinable
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
