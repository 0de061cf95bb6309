import TerminalLayout

extension Canvas {
    /// Draws a bordered box over `rect`, with an optional label, within `clip`.
    ///
    /// Label placement (see ``LabelPlacement``):
    /// - ``LabelPlacement/topBorder``: a title in the top border, `┌─ Title ─┐`, cut with
    ///   `…` to `width - 6` columns; boxes narrower than 7 columns get no label.
    /// - ``LabelPlacement/inside``: centred on the first interior row, cut with `…` to
    ///   `width - 2` columns; needs at least 3×3.
    /// - ``LabelPlacement/automatic`` (the default): the top border when the box is at
    ///   least 7 wide, otherwise inside when it is at least 3×3. This is the same for every
    ///   ``BorderStyle``, `.ascii` included (`+- Title -+`).
    ///
    /// A label, with the space on each side of a border title, is written as *protected*
    /// cells: borders and interior fills of boxes drawn afterwards skip those cells, so
    /// sibling boxes that touch or share a border line keep both labels, whatever the
    /// drawing order. (A later label, fill or text may still overwrite a label.)
    ///
    /// A rectangle smaller than 2×2 (one row or one column) is never drawn with broken
    /// corners: it is filled with spaces in `fill` (or `style`), and the label, if any, is
    /// written left-aligned on its first row, cut with `…`. An empty rectangle draws nothing.
    ///
    /// - Parameters:
    ///   - rect: the box, border included.
    ///   - border: the border glyphs.
    ///   - label: text for the label; sanitised with ``VisibleText/sanitizedLine(_:)``.
    ///   - labelPlacement: where the label goes.
    ///   - style: style of the border and the label.
    ///   - fill: when not `nil`, the interior is painted with spaces in this style;
    ///     when `nil`, the interior is left as it is.
    ///   - clip: nothing outside this rectangle (nor the canvas) is touched.
    public mutating func drawBox(_ rect: CellRect, border: BorderStyle = .light, label: String? = nil,
                                 labelPlacement: LabelPlacement = .automatic, style: CellStyle = .plain,
                                 fill: CellStyle? = nil, clip: CellRect = .unbounded) {
        guard !rect.isEmpty else { return }
        if rect.width < 2 || rect.height < 2 {
            drawDegenerateBox(rect, label: label, style: style, fill: fill, clip: clip)
            return
        }
        let area = drawableArea(clip)
        if let fill {
            self.fill(rect.insetBy(1), style: fill, clip: area, protection: .respect)
        }
        drawBorder(rect, glyphs: border.glyphs, style: style, area: area)
        if let label, !label.isEmpty {
            drawLabel(label, in: rect, placement: labelPlacement, style: style, area: area)
        }
    }

    private mutating func drawBorder(_ rect: CellRect, glyphs: BorderStyle.Glyphs, style: CellStyle, area: CellRect) {
        let (left, right, top, bottom) = (rect.x, rect.maxX - 1, rect.y, rect.maxY - 1)
        // Border glyphs are one column wide (box drawing, or ASCII for `.ascii`).
        putNarrow(Cell(glyphs.topLeft, style: style), x: left, y: top, area: area, protection: .respect)
        putNarrow(Cell(glyphs.topRight, style: style), x: right, y: top, area: area, protection: .respect)
        putNarrow(Cell(glyphs.bottomLeft, style: style), x: left, y: bottom, area: area, protection: .respect)
        putNarrow(Cell(glyphs.bottomRight, style: style), x: right, y: bottom, area: area, protection: .respect)
        let horizontal = Cell(glyphs.horizontal, style: style)
        for x in (left + 1)..<right {
            putNarrow(horizontal, x: x, y: top, area: area, protection: .respect)
            putNarrow(horizontal, x: x, y: bottom, area: area, protection: .respect)
        }
        let vertical = Cell(glyphs.vertical, style: style)
        for y in (top + 1)..<bottom {
            putNarrow(vertical, x: left, y: y, area: area, protection: .respect)
            putNarrow(vertical, x: right, y: y, area: area, protection: .respect)
        }
    }

    private mutating func drawLabel(_ label: String, in rect: CellRect, placement: LabelPlacement,
                                    style: CellStyle, area: CellRect) {
        let fitsTop = rect.width >= 7
        let fitsInside = rect.width >= 3 && rect.height >= 3
        let useTop: Bool
        switch placement {
        case .automatic:
            guard fitsTop || fitsInside else { return }
            useTop = fitsTop
        case .topBorder:
            guard fitsTop else { return }
            useTop = true
        case .inside:
            guard fitsInside else { return }
            useTop = false
        }
        if useTop {
            let columns = Canvas.columns(of: label, maxColumns: rect.width - 6)
            guard columns > 0 else { return }
            let x = rect.x + 2
            drawText(" ", x: x, y: rect.y, maxColumns: nil, style: style, clip: area, protection: .mark)
            drawText(label, x: x + 1, y: rect.y, maxColumns: rect.width - 6, style: style,
                     clip: area, protection: .mark)
            drawText(" ", x: x + 1 + columns, y: rect.y, maxColumns: nil, style: style, clip: area, protection: .mark)
        } else {
            let available = rect.width - 2
            let glyphs = GlyphRun.truncated(GlyphRun.visibleGlyphs(label), toColumns: available)
            let columns = glyphs.reduce(0) { $0 + $1.width }
            var x = rect.x + 1 + (available - columns) / 2
            for glyph in glyphs {
                x += put(glyph.character, width: glyph.width, style: style, x: x, y: rect.y + 1, area: area, protection: .mark)
            }
        }
    }

    /// A one-row or one-column box: a fill plus the label, never broken corners.
    private mutating func drawDegenerateBox(_ rect: CellRect, label: String?, style: CellStyle,
                                            fill: CellStyle?, clip: CellRect) {
        let area = drawableArea(clip)
        self.fill(rect, style: fill ?? style, clip: area, protection: .respect)
        if let label, !label.isEmpty {
            drawText(label, x: rect.x, y: rect.y, maxColumns: rect.width, style: style,
                     clip: area.intersection(rect), protection: .mark)
        }
    }
}
