import TerminalLayout

/// Lays views out in a row at their ideal sizes, separated by the distances their spacing preferences ask for.
///
/// ```
/// CustomSpacingLayout { Text("a"); Text("b"); Spacer(); Text("c") }:
/// a b c          "a"→"b": default distance (1 cell); next to the Spacer: 0
/// 0 2 34         the Spacer is its minimum length, 1 cell
/// ```
///
/// The gap between neighbours is `previous.spacing.distance(to: next.spacing,
/// along: .horizontal)` (V3): the default distance (one cell, or
/// `LayoutEnvironment.defaultSpacing`) between plain views, 0 next to a
/// `Spacer`, and whatever a view's padding or a nested stack exports. Views
/// are proposed `.unspecified`, placed at their ideal size and centred
/// vertically. The layout's size is its ideal size whatever the proposal:
/// the sum of widths and gaps by the tallest view.
///
/// Like a horizontal stack, it exports the spacing of its first subview on
/// its leading edge, of its last on its trailing edge and the union of all
/// on the top and bottom edges (V4), and it declares `stackOrientation =
/// .horizontal`, so a `Spacer` in it is horizontal (SP1).
///
/// Difference from the tutorial version (seed 000), erratum 4: the tutorial
/// builds spacings with `ViewSpacing(leading:trailing:top:bottom:)`, which
/// SwiftUI does not have (V1) — TerminalLayout offers it only as an
/// extension. This layout uses the spacing values the subviews report, the
/// way SwiftUI layouts must.
public struct CustomSpacingLayout: Layout {
    /// Creates the layout.
    public init() {}

    /// A horizontal row (L5).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The ideal widths plus the preferred gaps, by the tallest view (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = self.gaps(subviews)
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +),
                      height: sizes.map(\.height).max() ?? 0)
    }

    /// Places the views left to right with the preferred gaps, centred vertically (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gaps = self.gaps(subviews)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            if index > 0 { x += gaps[index - 1] }
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }

    /// Leading from the first subview, trailing from the last, top and bottom
    /// from all (V4).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var result = ViewSpacing()
        result.formUnion(first.spacing, edges: .leading)
        result.formUnion(last.spacing, edges: .trailing)
        for subview in subviews { result.formUnion(subview.spacing, edges: .vertical) }
        return result
    }

    /// The gap after each subview but the last (V3).
    func gaps(_ subviews: Subviews) -> [CGFloat] {
        zip(subviews, subviews.dropFirst()).map { previous, next in
            let d = previous.spacing.distance(to: next.spacing, along: .horizontal)
            return d.isFinite ? d : 0
        }
    }
}
