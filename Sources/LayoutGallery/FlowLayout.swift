import TerminalLayout

/// Lays views out in lines, leading to trailing, starting a new line when the next view does not fit.
///
/// ```
/// FlowLayout(spacing: 1, lineSpacing: 0), proposed width 20:
/// ┌────────────────────┐
/// │ Swift   SwiftUI    │   line 1: 7 + 1 + 9 = 17 cells
/// │ iOS   Layout       │   line 2: 5 + 1 + 8 = 14 cells
/// │ Protocol   Custom  │   line 3: 10 + 1 + 8 = 19 cells
/// │ Views              │   line 4
/// └────────────────────┘
/// ```
///
/// Every subview is measured at its ideal size (`.unspecified`) and placed at
/// that size. Lines are filled greedily: a view goes on a new line when the
/// current line is not empty and `x + spacing + width` exceeds the proposed
/// width. A view whose ideal width exceeds the proposed width gets a line of
/// its own and is proposed that width (so a `Text` wraps instead of
/// overflowing; a view that cannot be narrower overflows). Within a line,
/// views are top-aligned; each line is positioned horizontally within the
/// bounds by `alignment` (`.leading`, `.center`, `.trailing`).
///
/// The container is as wide as its widest line and as tall as its lines
/// plus `lineSpacing` between them. An unspecified or infinite proposed width
/// means "unbounded": the ideal size is everything on one line.
///
/// Differences from the tutorial version (seed 000):
/// - Erratum 2: the tutorial wraps at `proposal.replacingUnspecifiedDimensions().width`,
///   which is 10 for an unspecified width, so its *ideal* size stacks every
///   view wider than 5 on its own line. Here an unspecified width is unbounded.
/// - Erratum 1: no special case for `.zero`: it asks for the minimum size
///   (one view per line), not the ideal.
/// - Placement offsets every position by `bounds.minX`/`bounds.minY` (L1), and
///   wraps at the *proposed* width exactly as `sizeThatFits` did, so sizing and
///   placement always agree (L1, L2).
/// - There is no cache: nothing from `sizeThatFits` is carried to
///   `placeSubviews` (L2); subview sizes are memoised by the engine.
public struct FlowLayout: Layout {
    /// How each line is positioned horizontally within the bounds.
    public var alignment: HorizontalAlignment
    /// The distance between neighbouring views in a line, in points.
    public var spacing: CGFloat
    /// The distance between lines, in points.
    public var lineSpacing: CGFloat

    /// Creates a flow layout; spacings default to one cell (the terminal's
    /// default spacing, V5).
    public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat = 1, lineSpacing: CGFloat = 1) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// The size of the lines for the proposed width (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = finite(proposal.width) ?? .infinity
        var width: CGFloat = 0
        var height: CGFloat = 0
        var start = subviews.startIndex
        while start < subviews.endIndex {
            let line = line(startingAt: start, subviews, maxWidth: maxWidth)
            width = max(width, line.width)
            height += (start == subviews.startIndex ? 0 : nonNegative(lineSpacing)) + line.height
            start = line.end
        }
        return CGSize(width: width, height: height)
    }

    /// Places the lines from the top of `bounds`, each aligned within the
    /// bounds' width by `alignment` (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let maxWidth = finite(proposal.width) ?? .infinity
        var y = bounds.minY
        var start = subviews.startIndex
        while start < subviews.endIndex {
            let line = line(startingAt: start, subviews, maxWidth: maxWidth)
            let free = bounds.width - line.width
            var x = bounds.minX + (free.isFinite && free > 0 ? free * alignment.fraction : 0)
            for index in start..<line.end {
                let (size, proposal) = measure(subviews[index], maxWidth: maxWidth)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
                x += size.width + nonNegative(spacing)
            }
            y += line.height + nonNegative(lineSpacing)
            start = line.end
        }
    }

    /// One line of views: they end before `end`; its width and height.
    struct Line {
        var end: Int
        var width: CGFloat
        var height: CGFloat
    }

    /// A subview's size at its ideal width, or at `maxWidth` when its ideal
    /// is wider, with the proposal that gives it.
    func measure(_ subview: LayoutSubview, maxWidth: CGFloat) -> (CGSize, ProposedViewSize) {
        let size = subview.sizeThatFits(.unspecified)
        guard size.width > maxWidth else { return (size, .unspecified) }
        let proposal = ProposedViewSize(width: maxWidth, height: nil)
        return (subview.sizeThatFits(proposal), proposal)
    }

    /// Greedy line breaking at `maxWidth` (∞ = one line): the line that
    /// starts with subview `start`. Lines are worked out again where they
    /// are needed rather than stored (the engine remembers each subview's
    /// sizes), so a pass allocates nothing.
    func line(startingAt start: Int, _ subviews: Subviews, maxWidth: CGFloat) -> Line {
        let gap = nonNegative(spacing)
        var line = Line(end: start, width: 0, height: 0)
        while line.end < subviews.endIndex {
            let (size, _) = measure(subviews[line.end], maxWidth: maxWidth)
            let isFirst = line.end == start
            if !isFirst && line.width + gap + size.width > maxWidth { break }
            line.width += (isFirst ? 0 : gap) + size.width
            line.height = max(line.height, size.height)
            line.end += 1
        }
        return line
    }
}
