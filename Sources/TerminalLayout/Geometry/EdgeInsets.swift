/// The inset distances for the four sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of `length` on the given edges and zero elsewhere (internal helper).
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Leading + trailing.
    var horizontal: CGFloat { leading + trailing }
    /// Top + bottom.
    var vertical: CGFloat { top + bottom }
}
