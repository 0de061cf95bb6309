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
        if let label, !label.isEmpty, rect.width >= 3 && rect.height >= 3,
           labelPlacement == .inside || (labelPlacement == .automatic && rect.width < 7) {
            // An inside label of printable ASCII that fits goes in the border's pass.
            let drawn = label.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
                guard bytes.count <= rect.width - 2, Canvas.isPrintableASCII(bytes) else { return nil }
                return drawBorder(rect, border: border, style: style, area: area, insideLabel: bytes)
            }
            if let drawn = drawn ?? nil {
                if !drawn { drawLabel(label, in: rect, placement: labelPlacement, style: style, area: area) }
                return
            }
        }
        drawBorder(rect, border: border, style: style, area: area, insideLabel: nil)
        if let label, !label.isEmpty {
            drawLabel(label, in: rect, placement: labelPlacement, style: style, area: area)
        }
    }

    /// The four sides in prebuilt cells (``BorderStyle/packedGlyphs``), clipped once per
    /// side: the top and bottom rows whole, then the two sides of each row in between;
    /// with `insideLabel` (printable ASCII that fits), the label too when that is possible
    /// in the same pass. Returns whether the label was drawn.
    @discardableResult
    private mutating func drawBorder(_ rect: CellRect, border: BorderStyle, style: CellStyle, area: CellRect,
                                     insideLabel: UnsafeBufferPointer<UInt8>?) -> Bool {
        let glyphs = border.packedGlyphs
        let styleBits = PackedStyle.pack(style)
        let cells = BorderCells(
            topLeft: .narrow(text: glyphs.topLeft, styleBits: styleBits),
            topRight: .narrow(text: glyphs.topRight, styleBits: styleBits),
            bottomLeft: .narrow(text: glyphs.bottomLeft, styleBits: styleBits),
            bottomRight: .narrow(text: glyphs.bottomRight, styleBits: styleBits),
            horizontal: .narrow(text: glyphs.horizontal, styleBits: styleBits),
            vertical: .narrow(text: glyphs.vertical, styleBits: styleBits))
        let label = insideLabel.map { ($0, styleBits) }
        if rect.x >= area.x && rect.maxX <= area.maxX && rect.y >= area.y && rect.maxY <= area.maxY,
           drawContainedBox(rect, cells: cells, label: label) {
            return true
        }
        switch drawPlainBox(rect, cells: cells, area: area, label: label) {
        case .all: return true
        case .border: return false
        case .none:
            drawBorderCellByCell(rect, cells: cells, area: area)
            return false
        }
    }

    /// The border when some cell under it is half of a wide character: cell by cell, in
    /// order, each wide character repaired (kept out of line: it is rarely needed).
    @inline(never)
    private mutating func drawBorderCellByCell(_ rect: CellRect, cells: BorderCells, area: CellRect) {
        let (left, right, top, bottom) = (rect.x, rect.maxX - 1, rect.y, rect.maxY - 1)
        let last = rect.width - 1
        putNarrowRun(x: left, y: top, count: rect.width, area: area, protection: .respect) {
            $0 == 0 ? cells.topLeft : $0 == last ? cells.topRight : cells.horizontal
        }
        putNarrowRun(x: left, y: bottom, count: rect.width, area: area, protection: .respect) {
            $0 == 0 ? cells.bottomLeft : $0 == last ? cells.bottomRight : cells.horizontal
        }
        let firstRow = Swift.max(top + 1, area.y)
        for y in firstRow..<Swift.max(firstRow, Swift.min(bottom, area.maxY)) {
            putNarrowRun(x: left, y: y, count: 1, area: area, protection: .respect) { _ in cells.vertical }
            putNarrowRun(x: right, y: y, count: 1, area: area, protection: .respect) { _ in cells.vertical }
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
            // Printable ASCII that fits: straight into cells.
            let drawn = label.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.count <= available, Canvas.isPrintableASCII(bytes) else { return false }
                drawASCII(bytes, x: rect.x + 1 + (available - bytes.count) / 2, y: rect.y + 1, maxColumns: nil,
                          style: style, area: area, protection: .mark)
                return true
            }
            if drawn == true { return }
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
