/// The radii of a rectangle's four corners, for `UnevenRoundedRectangle`
/// (SHP3).
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Creates the radii (0, a square corner, where not given).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Internal: the four radii made safe for `rect` (not finite or
    /// negative is 0; each at most half the shorter side), in the order
    /// top leading, top trailing, bottom trailing, bottom leading.
    func clamped(to rect: CGRect, less amount: CGFloat = 0) -> [CGFloat] {
        let limit = Swift.max(0, Swift.min(rect.width, rect.height) / 2)
        return [topLeading, topTrailing, bottomTrailing, bottomLeading].map { r in
            r.isFinite ? Swift.min(limit, Swift.max(0, r - amount)) : 0
        }
    }
}
