import TerminalCanvas
import TerminalLayout

extension PlacementRenderer {
    /// Draws what a `Canvas` view recorded (rule CNV1), in order: each
    /// command clipped to the canvas's frame (widened by its display
    /// padding, TXR1), to the placement's clip and
    /// to the context's clip rectangle (in cells, R1); paths as a shape's
    /// path the canvas's size (PATH1), text upright with its top-leading
    /// cell at its origin; a symbol's views as any views are drawn, their
    /// frames moved to its origin (CNV2). The context's opacity times the
    /// view's: 0 draws nothing, under 0.5 dim.
    func drawCanvas(_ drawing: CanvasPlacement, _ rect: CellRect, frame: CGRect, opacity: Double, clip: CellRect,
                    into canvas: inout TerminalCanvas.Canvas) {
        // A text renderer's display padding widens the frame it may draw in (TXR1).
        let pad = drawing.displayPadding
        let outer = pad == EdgeInsets() ? rect
            : cells(CGRect(x: frame.minX - pad.leading, y: frame.minY - pad.top,
                           width: frame.width + pad.leading + pad.trailing, height: frame.height + pad.top + pad.bottom))
        let frameClip = outer.intersection(clip).intersection(canvas.bounds)
        guard !frameClip.isEmpty else { return }
        for item in drawing.items {
            let alpha = item.opacity * opacity
            guard alpha > 0 else { continue }
            let dim = alpha < 0.5
            var area = frameClip
            if let local = item.clip {
                area = area.intersection(cells(local.offsetBy(dx: frame.minX, dy: frame.minY)))
            }
            guard !area.isEmpty else { continue }
            switch item.command {
            case let .fill(path, color, eoFill):
                let rasterizer = PathRasterizer(rect: rect, size: frame.size, area: area)
                fillPath(path, color, eoFill: eoFill, rasterizer, dim: dim, into: &canvas)
            case let .stroke(path, color):
                let rasterizer = PathRasterizer(rect: rect, size: frame.size, area: area)
                strokePath(path, color, rasterizer, dim: dim, into: &canvas)
            case let .text(text, origin):
                let size = metrics.points(columns: 0, rows: text.lines.count)
                let at = cells(CGRect(x: frame.minX + origin.x, y: frame.minY + origin.y, width: 0, height: size.height))
                drawText(text, CellRect(x: at.x, y: at.y, width: 0, height: at.height), dim: dim, clip: area,
                         into: &canvas)
            case let .symbol(placements, origin):
                drawSymbol(placements, at: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y), opacity: alpha,
                           clip: area, into: &canvas)
            }
        }
    }

    /// Draws a symbol's placements (CNV2) with their origin at `origin`
    /// (root points), each in its own opacity times `opacity`, clipped to
    /// its own clip (moved with it) and to `clip` (cells).
    func drawSymbol(_ placements: [ViewPlacement], at origin: CGPoint, opacity: Double, clip: CellRect,
                    into canvas: inout TerminalCanvas.Canvas) {
        var moved = placements
        for index in moved.indices {
            moved[index].frame = moved[index].frame.offsetBy(dx: origin.x, dy: origin.y)
            if let own = moved[index].clip { moved[index].clip = own.offsetBy(dx: origin.x, dy: origin.y) }
            moved[index].opacity *= opacity
        }
        var renderer = self
        renderer.clip = clip
        renderer.draw(moved, into: &canvas)
    }
}
