import TerminalLayout
import TerminalRenderer

/// The `d` overlay: every placed subview's frame outlined, and the focused
/// item's proposal → chosen size → placed frame.
///
/// ```
/// ┌┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐   the layout container's frame (dashed, yellow)
/// ┆┏━━━━┓┌┄┄┄┐┌┄┄┄┄┄┄┐         ┆   items' frames (dashed); the focused item heavy
/// ┆┃ 1  ┃┆ 2 ┆┆  3   ┆         ┆
/// ┆┗━━━━┛└┄┄┄┘└┄┄┄┄┄┄┘         ┆
///  #1 proposal nil×nil → size 6×4 → frame (0, 0) 6×4 · cells 0,0 6x4     (last row of the area)
/// ```
///
/// Outlined: every placement that has an id (the items; in a scene, the
/// views with an `id` and the children of containers) and every layout
/// container (`Kind.container`), each clipped to its placement's clip.
/// Numbers are in points, as the layout saw them (at most two decimals);
/// the cells are what the renderer drew.
public enum DebugOverlay {
    /// The glyphs of an outline: corners, horizontal, vertical.
    struct Glyphs {
        let corners: [Character]
        let horizontal: Character
        let vertical: Character

        static let dashed = Glyphs(corners: ["┌", "┐", "└", "┘"], horizontal: "┄", vertical: "┆")
        static let heavy = Glyphs(corners: ["┏", "┓", "┗", "┛"], horizontal: "━", vertical: "┃")
    }

    /// The line describing the focused item, or `nil` if it was not placed.
    public static func focusText(_ id: ItemID, in result: LayoutResult, metrics: CellMetrics) -> String? {
        guard let placement = result.placement(for: id) else { return nil }
        let frame = placement.frame
        let cells = metrics.cellRect(for: frame)
        return "\(id) proposal \(NumberText.shortSize(placement.proposal.width, placement.proposal.height))"
            + " → size \(NumberText.shortSize(frame.width, frame.height))"
            + " → frame (\(NumberText.short(frame.minX)), \(NumberText.short(frame.minY)))"
            + " \(NumberText.shortSize(frame.width, frame.height)) · cells \(cells)"
    }

    /// Draws the overlay for `result` (drawn by `renderer`) within `area`.
    public static func draw(_ result: LayoutResult, focused: ItemID?, renderer: PlacementRenderer,
                            area: CellRect, into canvas: inout Canvas) {
        let outline = CellStyle(foreground: .yellow)
        for placement in result.placements {
            let isContainer: Bool
            if case .container = placement.kind { isContainer = true } else { isContainer = false }
            guard placement.id != nil || isContainer else { continue }
            let clip = placement.clip.map { renderer.cells($0).intersection(area) } ?? area
            draw(renderer.cells(placement.frame), .dashed, style: outline, clip: clip, into: &canvas)
        }
        guard let focused, let placement = result.placement(for: focused) else { return }
        let clip = placement.clip.map { renderer.cells($0).intersection(area) } ?? area
        draw(renderer.cells(placement.frame), .heavy, style: CellStyle(foreground: .magenta, bold: true), clip: clip,
             into: &canvas)
        if let text = focusText(focused, in: result, metrics: renderer.metrics), area.height > 0 {
            let row = CellRect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
            canvas.fill(row, style: CellStyle(foreground: .magenta, reverse: true), clip: area)
            canvas.drawText(" " + text, x: area.x, y: row.y, maxColumns: area.width,
                            style: CellStyle(foreground: .magenta, reverse: true), clip: area)
        }
    }

    /// Outlines `rect` with `glyphs` (a rectangle under 2×2 is not outlined).
    static func draw(_ rect: CellRect, _ glyphs: Glyphs, style: CellStyle, clip: CellRect, into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        func put(_ c: Character, _ x: Int, _ y: Int) {
            canvas.drawText(String(c), x: x, y: y, style: style, clip: clip)
        }
        put(glyphs.corners[0], rect.x, rect.y)
        put(glyphs.corners[1], rect.maxX - 1, rect.y)
        put(glyphs.corners[2], rect.x, rect.maxY - 1)
        put(glyphs.corners[3], rect.maxX - 1, rect.maxY - 1)
        // Only the part inside the clip is walked: a container can be far taller than the screen.
        for x in Swift.max(rect.x + 1, clip.x)..<Swift.max(Swift.max(rect.x + 1, clip.x), Swift.min(rect.maxX - 1, clip.maxX)) {
            put(glyphs.horizontal, x, rect.y)
            put(glyphs.horizontal, x, rect.maxY - 1)
        }
        for y in Swift.max(rect.y + 1, clip.y)..<Swift.max(Swift.max(rect.y + 1, clip.y), Swift.min(rect.maxY - 1, clip.maxY)) {
            put(glyphs.vertical, rect.x, y)
            put(glyphs.vertical, rect.maxX - 1, y)
        }
    }
}
