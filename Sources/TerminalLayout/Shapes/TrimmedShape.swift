/// A shape cut to a fraction of its outline (`trim(from:to:)`): drawn by
/// its path (PATH1), a built-in shape's too.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape trimmed.
    public var shape: S
    /// Where the kept part starts, 0…1 of the outline's length.
    public var startFraction: CGFloat
    /// Where it ends, 0…1.
    public var endFraction: CGFloat

    /// The shape's path from `startFraction` to `endFraction` of its length.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("_TrimmedShape is drawn by its path") }
}

nonisolated extension Shape {
    /// The part of this shape's outline from `startFraction` to
    /// `endFraction` of its length (PATH1).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
