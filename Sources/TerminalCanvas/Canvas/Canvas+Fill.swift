import TerminalLayout

extension Canvas {
    /// Paints every cell of `rect` (within `clip`) as a space in `style`.
    ///
    /// Half of a wide character on the fill's edge makes its other half a space, unless
    /// that half lies outside the clip (then the cell is left alone). Fills overwrite box
    /// labels; only fills done by ``drawBox(_:border:label:labelPlacement:style:fill:clip:)`` skip them.
    public mutating func fill(_ rect: CellRect, style: CellStyle, clip: CellRect = .unbounded) {
        fill(rect, style: style, clip: clip, protection: .overwrite)
    }

    /// ``fill(_:style:clip:)`` with a choice of how label cells are treated.
    mutating func fill(_ rect: CellRect, style: CellStyle, clip: CellRect, protection: Protection) {
        let area = drawableArea(clip)
        let target = rect.intersection(area)
        guard !target.isEmpty else { return }
        let space = Cell.narrow(text: Cell.asciiText(0x20), styleBits: PackedStyle.pack(style))
        for y in target.y..<target.maxY {
            putNarrowRun(x: target.x, y: y, count: target.width, area: area, protection: protection) { _ in space }
        }
    }
}
