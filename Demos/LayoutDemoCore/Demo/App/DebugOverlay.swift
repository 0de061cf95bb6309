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
/// ```
///
/// Outlined: every placement that has an id (the items; in a scene, the
/// views with an `id` and the children of containers) and every layout
/// container (`Kind.container`), each clipped to its placement's clip.
/// An outline is drawn only over blank cells and box borders: never over
/// text, nor the scroll indicator (``isOutlinable(_:)``). The focused
/// item's line (``focusText(_:in:metrics:)``: numbers in points, as the
/// layout saw them, at most two decimals; the cells are what the renderer
/// drew) is a row of the bottom bar, under the layout, not over it.
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
                            area: CellRect, into canvas: inout TerminalCanvas.Canvas) {
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
    }

    /// Whether an outline may be drawn over `cell`: a blank or a box-drawing glyph (U+2500–U+257F),
    /// not text and not the scroll indicator's blocks.
    public static func isOutlinable(_ cell: Cell) -> Bool {
        guard let character = cell.character, let scalar = character.unicodeScalars.first,
              character.unicodeScalars.count == 1 else { return false }
        return scalar == " " || (0x2500...0x257F).contains(scalar.value)
    }

    /// Outlines `rect` with `glyphs` (a rectangle under 2×2 is not outlined).
    static func draw(_ rect: CellRect, _ glyphs: Glyphs, style: CellStyle, clip: CellRect, into canvas: inout TerminalCanvas.Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        func put(_ c: Character, _ x: Int, _ y: Int) {
            guard clip.contains(x: x, y: y), isOutlinable(canvas[x: x, y: y]) else { return }
            var glyphStyle = style
            glyphStyle.background = canvas[x: x, y: y].style.background
            canvas.drawText(String(c), x: x, y: y, style: glyphStyle, clip: clip)
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
