/// A type-erased shape: laid out and drawn as the shape it wraps (by its
/// path, PATH1).
nonisolated public struct AnyShape: Shape {
    @usableFromInline let base: any Shape

    /// Wraps `shape`.
    @inlinable
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape { base = erased.base } else { base = shape }
    }

    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    /// The wrapped shape's box, for a built-in shape.
    public var _placementShape: ShapePlacement.Shape? { base._placementShape }

    /// The wrapped shape's inset, for a built-in shape.
    public var _placementInset: CGFloat { base._placementInset }

    /// The wrapped shape's offset, for a built-in shape.
    public var _placementOffset: CGSize { base._placementOffset }

    /// A shape has no body.
    public var body: Never { preconditionFailure("AnyShape is drawn by its path") }

    /// Internal: whether two erased shapes are the same (type and fields).
    func isSame(as other: AnyShape) -> Bool {
        type(of: base) == type(of: other.base) && sameStructure(any: base, other.base)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle (as SwiftUI's).
    public func path(in rect: CGRect) -> Path { self }

    /// A path has no body.
    public var body: Never { preconditionFailure("Path is drawn as a shape") }
}
