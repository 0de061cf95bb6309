import TerminalLayout

/// Lays views out centred on a circle, the first at the top and the rest clockwise at equal angles.
///
/// ```
/// RadialLayout(radius: 4, horizontalScale: 2), four 1×1 views, under .cells:
///         0            size (2·4·2 + 1) × (2·4 + 1) = 17 × 9
///
///
///
/// 3               1    view 1 is 8 cells right of the centre: 4 rows × 2,
///                      so the circle looks round on a 1:2 terminal cell
///
///
///         2
/// ```
///
/// View `i` of `n` is centred at angle `θ = 2π·i/n` measured clockwise from
/// the top: `(cx + r·s·sin θ, cy − r·cos θ)`, where `(cx, cy)` is the centre
/// of the bounds, `r` is `radius` and `s` is `horizontalScale`. Views are
/// placed at their ideal size. The layout's size ignores the proposal: it is
/// `(2·r·s + d, 2·r + d)` where `d` is the largest ideal width or height of
/// any view (seed 000's "2r + max item dimension", so that views on the
/// circle are inside the bounds).
///
/// Aspect (a terminal choice): layout runs in points. Under
/// `CellMetrics.points` (8×16 points per cell) a point is square on screen,
/// so `horizontalScale: 1` (the default) draws a round circle. Under
/// `CellMetrics.cells` one point is one cell, and a cell is about twice as
/// tall as it is wide, so a circle of `radius` points looks like an ellipse
/// twice as tall as wide; pass `horizontalScale: 2` (the ratio of cell height
/// to cell width) to make it look round. A `Layout` cannot read the cell
/// metrics (SwiftUI's `Layout` has no environment either), so the correction
/// is a parameter rather than automatic.
///
/// Difference from the tutorial version (seed 000): positions are offset by
/// the bounds' centre, so the layout works at any origin (L1); the aspect
/// parameter is new. No cache.
public struct RadialLayout: Layout {
    /// The radius of the circle the view centres lie on, in points (rows
    /// under `.cells`).
    public var radius: CGFloat
    /// How much wider than tall the circle is drawn: 1 under
    /// `CellMetrics.points`, 2 under `CellMetrics.cells` to look round.
    public var horizontalScale: CGFloat

    /// Creates a radial layout.
    public init(radius: CGFloat = 10, horizontalScale: CGFloat = 1) {
        self.radius = radius
        self.horizontalScale = horizontalScale
    }

    /// `(2·r·s + d, 2·r + d)`, whatever the proposal (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let d = largestDimension(subviews)
        return CGSize(width: 2 * r * s + d, height: 2 * r + d)
    }

    /// Centres each view on the circle around the centre of `bounds` (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let n = subviews.count
        for (i, subview) in subviews.enumerated() {
            let offset = Self.unitOffset(index: i, count: n)
            let point = CGPoint(x: bounds.midX + r * s * offset.x, y: bounds.midY + r * offset.y)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    var r: CGFloat { nonNegative(radius) }
    var s: CGFloat { nonNegative(horizontalScale) }

    func largestDimension(_ subviews: Subviews) -> CGFloat {
        subviews.map { size in
            let ideal = size.sizeThatFits(.unspecified)
            return max(ideal.width, ideal.height)
        }.max() ?? 0
    }

    /// `(sin θ, −cos θ)` for `θ = 2π·index/count`, with values within 1e-12
    /// of 0 or ±1 snapped, so that the quarter points are exact.
    static func unitOffset(index: Int, count: Int) -> CGPoint {
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(max(count, 1))
        func snap(_ v: CGFloat) -> CGFloat {
            for exact: CGFloat in [-1, -0.5, 0, 0.5, 1] where abs(v - exact) < 1e-12 { return exact }
            return v
        }
        return CGPoint(x: snap(sin(angle)), y: snap(-cos(angle)))
    }
}
