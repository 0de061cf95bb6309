/// A description of one column (in `LazyVGrid`) or row (in `LazyHGrid`).
///
/// The items of a grid are resolved in order (LG1): fixed items take their
/// length first, then each other item takes what is left divided by the
/// number of items left — a flexible item clamped into its bounds, an
/// adaptive item divided into as many tracks as its minimum allows. SwiftUI's
/// defaults: `GridItem()` is `.flexible()`, minimum 10, no maximum; the
/// spacing `nil` is the default spacing (one cell here, 8 points in SwiftUI).
public struct GridItem: Sendable, Equatable {
    /// How big the item's track is.
    public enum Size: Sendable, Equatable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// The remaining length divided by the number of items left,
        /// clamped into `minimum...maximum` (LG1).
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// The remaining length divided by the number of items left, holding
        /// max(1, ⌊(share + spacing) / (minimum + spacing)⌋) tracks of equal
        /// length (at most `maximum`): the minimum decides how many tracks,
        /// which may end up narrower than it (LG1).
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
