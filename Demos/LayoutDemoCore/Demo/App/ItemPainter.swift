import TerminalLayout
import TerminalRenderer

/// Draws an item box straight into a canvas, as `PlacementRenderer` draws an `ItemView`:
/// a rounded border in the fill colour, the interior filled, the label centred
/// where the layout centres it (halves rounded up), so that a box at the
/// place the layout gave it looks the same either way.
///
/// Used for the frames of an animation, where items are at interpolated
/// rectangles that no layout produced.
public struct ItemPainter {
    /// Whether colours are drawn.
    public var useColor: Bool

    /// Creates a painter.
    public init(useColor: Bool) {
        self.useColor = useColor
    }

    /// Draws `item` at `rect`, nothing outside `clip`.
    public func paint(_ item: DemoItem, at rect: CellRect, clip: CellRect, into canvas: inout Canvas) {
        let fill = useColor ? TerminalColor(item.color) : nil
        let background = fill ?? .default
        let border = CellStyle(foreground: background, background: background)
        canvas.drawBox(rect, border: .rounded, style: border,
                       fill: fill.map { CellStyle(background: $0) }, clip: clip)
        let inside = rect.insetBy(1)
        guard !inside.isEmpty else { return }
        let label = CellStyle(foreground: useColor ? TerminalColor(item.labelColor) ?? .default : .default,
                              background: background)
        // Where the layout puts the centred text, edges rounded half up (R1).
        let columns = Canvas.columns(of: item.label, maxColumns: inside.width)
        canvas.drawText(item.label, x: rect.x + (rect.width - columns + 1) / 2, y: rect.y + rect.height / 2,
                        maxColumns: inside.width, style: label, clip: inside.intersection(clip))
    }
}
