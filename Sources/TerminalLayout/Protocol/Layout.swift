/// A type that defines the geometry of a collection of views (L1–L10).
///
/// Exactly SwiftUI's protocol: a parent proposes a size, `sizeThatFits`
/// answers the size the container wants, and `placeSubviews` places every
/// subview inside the bounds the container was given.
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
public protocol Layout: Animatable {
    /// Properties of the layout container, such as its stack orientation (L5).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values shared between calls; `Void` unless you need one (L3).
    associatedtype Cache = Void

    /// The proxies of the container's subviews.
    typealias Subviews = LayoutSubviews

    /// Creates the cache; called once when the container is created (L3).
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the layout value or its subviews change (L3).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing preferences of the container as a whole (L4).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the container wants for `proposal` (L1).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview within `bounds`, which is in the parent's
    /// coordinate space and may have a non-zero origin (L1).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value for a horizontal guide, or `nil` (L6).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's explicit value for a vertical guide, or `nil` (L6).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation (L5).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache with `makeCache(subviews:)` (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of all subviews' spacing on all edges, or `.zero` if there
    /// are none (L4).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        var result = first.spacing
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing) }
        return result
    }

    /// Combines the subviews' explicit values for the guide, each offset by
    /// its position in a placement at `bounds` (L6, A3). Built-in frame
    /// guides do not propagate; baselines take the minimum; custom guides
    /// the mean.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Combines the subviews' explicit values for the guide, each offset by
    /// its position in a placement at `bounds` (L6, A3). Built-in frame
    /// guides do not propagate; baselines take the minimum; custom guides
    /// the mean.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func defaultExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        if key.isFrameGuide || subviews.isEmpty { return nil }
        guard let engine = subviews.engine else { return nil }
        let container = subviews.container
        let placements = engine.scratchPlacements(of: container, layout: self, in: bounds, proposal: proposal,
                                                  subviews: subviews, cache: &cache)
        var result: CGFloat?
        var n = 0
        for (subview, placed) in zip(subviews, placements) {
            guard let value = engine.explicitValue(of: subview.node, key, proposal: placed.proposal) else { continue }
            let origin = placed.origin[key.axis] - bounds.origin[key.axis]
            key.combine(childValue: value + origin, n, into: &result)
            n += 1
        }
        return result
    }
}

extension Layout where Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Lays out `content` with this layout: each view the builder produces
    /// (with `ForEach` and `Group` expanded) is one subview (L8).
    ///
    /// Disfavoured: where a type that is a `Layout` also has an initialiser
    /// taking the trailing closure (`HFlow(spacing: 1) { … }` on a view
    /// that is a layout only when `Content == EmptyView`), the initialiser
    /// wins, as it does with SwiftUI; without it, Swift 6.3 reads the
    /// closure as a call of the layout made by the other initialiser.
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}
