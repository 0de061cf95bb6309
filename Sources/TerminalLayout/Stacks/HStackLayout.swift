/// A layout that arranges its subviews in a horizontal line, with
/// SwiftUI's distribution algorithm (S1–S7).
public struct HStackLayout: Layout {
    /// How subviews are aligned vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for their preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stack orientation `.horizontal` (L5).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// What the stack keeps about its subviews until they change: their
    /// gaps, their flexibility and its distributions (S1, S3).
    public typealias Cache = _StackLayoutCache

    /// Starts an empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// The stack's size for `proposal` (S2–S4).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, cache: &cache)
    }

    /// Places the subviews left to right (S6).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }

    /// Top and bottom from all subviews, leading from the first, trailing from the last (V4).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}
