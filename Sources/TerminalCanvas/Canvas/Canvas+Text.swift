import TerminalLayout

extension Canvas {
    /// Draws one line of text starting at column `x`, row `y`, and returns the columns it took.
    ///
    /// The text goes through ``VisibleText/sanitizedLine(_:)`` first, so control characters
    /// and `\n` show as visible one-column stand-ins. When it is wider than `maxColumns`
    /// it is cut by columns and ends in `…` (the result is at most `maxColumns` wide);
    /// a `nil` `maxColumns` means no limit. The clip then hides whatever falls outside it
    /// without adding `…`; a wide character cut by the clip or canvas edge becomes a space.
    ///
    /// - Returns: the number of columns the (possibly truncated) text spans, whether or
    ///   not all of them were visible.
    @discardableResult
    public mutating func drawText(_ text: String, x: Int, y: Int, maxColumns: Int? = nil,
                                  style: CellStyle = .plain, clip: CellRect = .unbounded) -> Int {
        drawText(text, x: x, y: y, maxColumns: maxColumns, style: style, clip: clip, protection: .overwrite)
    }

    /// ``drawText(_:x:y:maxColumns:style:clip:)`` with a choice of how label cells are treated.
    @discardableResult
    mutating func drawText(_ text: String, x: Int, y: Int, maxColumns: Int?, style: CellStyle,
                           clip: CellRect, protection: Protection) -> Int {
        let area = drawableArea(clip)
        if let columns = drawASCIIText(text, x: x, y: y, maxColumns: maxColumns, style: style,
                                       area: area, protection: protection) {
            return columns
        }
        var glyphs = GlyphRun.visibleGlyphs(text)
        if let maxColumns { glyphs = GlyphRun.truncated(glyphs, toColumns: maxColumns) }
        var column = x
        for glyph in glyphs {
            column += put(glyph.character, width: glyph.width, style: style,
                          x: column, y: y, area: area, protection: protection)
        }
        return column - x
    }

    /// Columns `text` takes when drawn by ``drawText(_:x:y:maxColumns:style:clip:)`` with
    /// the same `maxColumns`.
    public static func columns(of text: String, maxColumns: Int? = nil) -> Int {
        if let columns = asciiColumns(of: text, maxColumns: maxColumns) { return columns }
        var glyphs = GlyphRun.visibleGlyphs(text)
        if let maxColumns { glyphs = GlyphRun.truncated(glyphs, toColumns: maxColumns) }
        return glyphs.reduce(0) { $0 + $1.width }
    }
}
