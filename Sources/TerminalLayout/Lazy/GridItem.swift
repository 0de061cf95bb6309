/// A description of one column (in `LazyVGrid`) or row (in `LazyHGrid`).
public struct GridItem: Sendable, Equatable {
    /// How big the item's track is.
    public enum Size: Sendable, Equatable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the remaining length, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The distance to the next track, or `nil` for the default (one cell).
    public var spacing: CGFloat?
    /// How views are aligned in the track's cells, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
