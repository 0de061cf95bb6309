import TerminalLayout
import TerminalRenderer

/// What the demo's last layout pass found, for the views that show it
/// (the status line, the debug line, the horizontal scroll indicator).
///
/// Made by ``DemoController`` after each pass that did work
/// (`TerminalApp.afterLayout`); when it differs from the one the views
/// show, they are updated and laid out again in the same frame, so the
/// numbers on screen are those of the layout on screen.
public struct FrameMeter: Equatable, Sendable {
    /// The terminal's size in cells.
    public var size = CellSize(columns: 80, rows: 24)
    /// How long the pass took, in milliseconds.
    public var milliseconds: Double = 0
    /// The pass's statistics.
    public var stats = LayoutStats()
    /// The debug line about the focused item (`nil`: not placed, or no debug overlay).
    public var focusText: String?
    /// Where the content is wider than the screen: the visible part of its width.
    public var horizontal: HorizontalExtent?

    /// Creates an empty meter.
    public init() {}

    /// The cells of content and of the visible area along the width.
    public struct HorizontalExtent: Equatable, Sendable {
        /// The content's first and last column + 1 (may be outside the screen).
        public var content: Range<Int>
        /// The columns of the area the content is seen through.
        public var visible: Range<Int>
        /// How many views with an id (items) are inside the visible columns, of how many.
        public var itemsVisible: Int
        public var items: Int

        /// The indicator's row, `width` columns: `░` track, `█` where the visible part is.
        public func indicator(width: Int) -> String {
            guard width > 0, content.count > 0 else { return "" }
            let scale = Double(width) / Double(content.count)
            let start = Swift.max(0, Swift.min(width - 1, Int((Double(visible.lowerBound - content.lowerBound) * scale).rounded())))
            let length = Swift.max(1, Swift.min(width - start, Int((Double(visible.count) * scale).rounded())))
            return String(repeating: "░", count: start) + String(repeating: "█", count: length)
                + String(repeating: "░", count: width - start - length)
        }
    }

    /// The horizontal extent of the content of the first scroll view in `result`, if it is wider
    /// than what can be seen of it: the scroll view less its indicator column, within the
    /// screen's `columns` (a scroll view is as wide as its content, so it may be wider than the
    /// screen). Frames become cells through `renderer`.
    public static func horizontalOverflow(_ result: LayoutResult, renderer: PlacementRenderer, columns: Int) -> HorizontalExtent? {
        let placements = result.placements
        guard let scrollIndex = placements.firstIndex(where: { if case .scrollView = $0.kind { return true } else { return false } })
        else { return nil }
        let scroll = placements[scrollIndex]
        let viewport = renderer.cells(scroll.frame)
        let left = Swift.max(0, viewport.x)
        let visible = left..<Swift.max(left, Swift.min(viewport.maxX - 1, columns))
        var low = Int.max, high = Int.min
        for placement in placements[(scrollIndex + 1)...] {
            if placement.depth <= scroll.depth { break }
            switch placement.kind {
            case .text, .shape, .color, .divider: break
            default: continue
            }
            let rect = renderer.cells(placement.frame)
            guard rect.width > 0 else { continue }
            low = Swift.min(low, rect.x)
            high = Swift.max(high, rect.maxX)
        }
        // Items are counted only when there is an overflow to show (a set of a
        // 100,000-child scene's ids would be its largest allocation).
        guard low < high, low < visible.lowerBound || high > visible.upperBound else { return nil }
        var seen = Set<AnyHashable>()
        var items = 0, itemsVisible = 0
        for placement in placements[(scrollIndex + 1)...] {
            if placement.depth <= scroll.depth { break }
            guard let id = placement.id, seen.insert(id).inserted else { continue }
            let rect = renderer.cells(placement.frame)
            items += 1
            if rect.x >= visible.lowerBound && rect.maxX <= visible.upperBound { itemsVisible += 1 }
        }
        return HorizontalExtent(content: Swift.min(low, visible.lowerBound)..<Swift.max(high, visible.upperBound),
                                visible: visible, itemsVisible: itemsVisible, items: items)
    }
}
