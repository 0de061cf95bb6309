import TerminalLayout

/// Lays views out in a row in descending order of a placement priority, leading-anchored and vertically centred.
///
/// ```
/// PriorityLayout(spacing: 1), proposed 20 × 3:
///   Text("low"); Text("high").placementPriority(2); Text("mid").placementPriority(1)
/// ┌────────────────────┐
/// │                    │
/// │high mid low        │   order by priority: high (2), mid (1), low (0)
/// │                    │
/// └────────────────────┘
/// ```
///
/// Views are sorted by `placementPriority` (descending; equal priorities keep
/// their order) and placed at their ideal size from the leading edge, each
/// with its leading-centre point on the bounds' horizontal midline, `spacing`
/// apart. The layout takes a finite proposed dimension as is; where the
/// proposal is unspecified or infinite it takes the ideal: the sum of the
/// ideal widths plus spacings, the tallest ideal height.
///
/// Differences from the tutorial version (seed 000):
/// - Erratum 3: the tutorial defines `View.layoutPriority(_:)` writing its own
///   key. That shadows SwiftUI's `layoutPriority`, so stacks never see the
///   priority any more. Here the order is set with `placementPriority(_:)`,
///   a different name writing `PlacementPriorityKey`; `layoutPriority` keeps
///   its SwiftUI meaning (S5) and is ignored by this layout.
/// - The tutorial's size is `proposal.replacingUnspecifiedDimensions()`, 10×10
///   for an ideal proposal (erratum 2's mistake); here the ideal is measured.
/// - The gap is one cell by default instead of 10 points.
public struct PriorityLayout: Layout {
    /// The distance between neighbouring views, in points.
    public var spacing: CGFloat

    /// Creates a priority layout; spacing defaults to one cell (V5).
    public init(spacing: CGFloat = 1) {
        self.spacing = spacing
    }

    /// The proposed size where finite, else the ideal (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let idealWidth = sizes.map(\.width).reduce(0, +) + nonNegative(spacing) * CGFloat(sizes.count - 1)
        let idealHeight = sizes.map(\.height).max() ?? 0
        return CGSize(width: finite(proposal.width).map { max(0, $0) } ?? idealWidth,
                      height: finite(proposal.height).map { max(0, $0) } ?? idealHeight)
    }

    /// Places the views in priority order from the leading edge, centred vertically (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in placementOrder(subviews) {
            let subview = subviews[index]
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + nonNegative(spacing)
        }
    }

    /// Subview indices by descending priority, stable among equals.
    func placementOrder(_ subviews: Subviews) -> [Int] {
        subviews.indices.map { ($0, subviews[$0][PlacementPriorityKey.self]) }
            .enumerated()
            .sorted { a, b in a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset }
            .map { $0.element.0 }
    }
}

/// The placement priority of a view in a `PriorityLayout`; default 0.
public struct PlacementPriorityKey: LayoutValueKey {
    /// Views without a priority have 0.
    public static let defaultValue: Double = 0
}

nonisolated extension View {
    /// Sets the order in which a `PriorityLayout` places this view: higher
    /// values come first. Unlike `layoutPriority(_:)`, it does not change how
    /// stacks distribute space (erratum 3).
    public func placementPriority(_ value: Double) -> some View {
        layoutValue(key: PlacementPriorityKey.self, value: value.isNaN ? 0 : value)
    }
}
