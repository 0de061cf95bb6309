import TerminalLayout

/// Divides the bounds along an axis among the subviews in proportion to their weights.
///
/// ```
/// ProportionalLayout(axis: .horizontal), width 40:
///   Color.red.proportion(1); Color.green.proportion(3)
/// ┌──────────┬──────────────────────────────┐
/// │ red 10   │ green 30                     │
/// └──────────┴──────────────────────────────┘
/// ```
///
/// Set a view's weight with `proportion(_:)` (default 1; negative or
/// non-finite weights count as 0). Subview `i` gets `wᵢ / Σw` of the length
/// along `axis`, in order, without spacing, and is proposed that length and
/// the bounds' full cross length; it is placed at the leading (top) edge of
/// its share, so a flexible view fills it and a fixed one keeps its size.
///
/// Size: along the axis, a finite proposal is taken as is; an unspecified or
/// infinite one is answered with the smallest length at which every view
/// gets at least its ideal length (`max ideal/share`). Across, a finite
/// proposal is taken as is; otherwise the tallest (widest) view at its share.
///
/// Differences from the tutorial version (seed 000): positions are offset
/// by the bounds' origin (L1); the ideal size is computed rather than the
/// 10-point `replacingUnspecifiedDimensions` default (erratum 2's mistake).
public struct ProportionalLayout: Layout {
    /// The axis along which the bounds are divided.
    public var axis: Axis

    /// Creates a proportional layout.
    public init(axis: Axis = .horizontal) {
        self.axis = axis
    }

    /// The proposed size, or the ideal where the proposal is unbounded (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let fractions = self.fractions(subviews)
        let major: CGFloat
        if let proposed = finite(axis == .horizontal ? proposal.width : proposal.height) {
            major = max(0, proposed)
        } else {
            major = zip(subviews, fractions).map { subview, fraction -> CGFloat in
                let ideal = subview.sizeThatFits(.unspecified)
                let length = axis == .horizontal ? ideal.width : ideal.height
                return fraction > 0 ? length / fraction : 0
            }.max() ?? 0
        }
        let minor: CGFloat
        if let proposed = finite(axis == .horizontal ? proposal.height : proposal.width) {
            minor = max(0, proposed)
        } else {
            minor = zip(subviews, fractions).map { subview, fraction -> CGFloat in
                let size = subview.sizeThatFits(self.proposal(major: major * fraction, minor: nil))
                return axis == .horizontal ? size.height : size.width
            }.max() ?? 0
        }
        return axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }

    /// Gives each view its share of `bounds` along the axis (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let fractions = self.fractions(subviews)
        let total = axis == .horizontal ? bounds.width : bounds.height
        let cross = axis == .horizontal ? bounds.height : bounds.width
        var offset: CGFloat = 0
        for (subview, fraction) in zip(subviews, fractions) {
            let length = total * fraction
            let point = axis == .horizontal ? CGPoint(x: bounds.minX + offset, y: bounds.minY)
                                            : CGPoint(x: bounds.minX, y: bounds.minY + offset)
            subview.place(at: point, anchor: .topLeading, proposal: self.proposal(major: length, minor: cross))
            offset += length
        }
    }

    /// Each subview's share of the total weight (all 0 if the total is 0).
    func fractions(_ subviews: Subviews) -> [CGFloat] {
        let weights = subviews.map { nonNegative($0[ProportionKey.self]) }
        let total = weights.reduce(0, +)
        return weights.map { total > 0 ? $0 / total : 0 }
    }

    func proposal(major: CGFloat, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}

/// The weight of a view in a `ProportionalLayout`; default 1.
public struct ProportionKey: LayoutValueKey {
    /// Views without a weight weigh 1.
    public static let defaultValue: CGFloat = 1
}

nonisolated extension View {
    /// Sets this view's weight in a `ProportionalLayout` (default 1).
    public func proportion(_ weight: CGFloat) -> some View {
        layoutValue(key: ProportionKey.self, value: weight)
    }
}
