import TerminalCanvas
import TerminalLayout

/// Draws a layout result into a canvas: every placed view as what it is.
///
/// ```
///  Rectangle().fill(.blue)          ┌────────┐   light border, blue interior
///  RoundedRectangle / Circle /      ╭────────╮   rounded border
///    Capsule                        ╰────────╯
///  .stroke(.red) (no fill)          ┌────────┐   red border, interior untouched
///  Color.green                      ████████     the cells filled with green
///  Text("Hi") (in a box)            │   Hi   │   drawn on the cells' background
///  Divider()                        ────────     a rule along the line
///  ScrollView(showsIndicators:)           ░█░   one column at the right edge
/// ```
///
/// Frames become cells by `CellMetrics.cellRect(for:)` (edges rounded,
/// R1). Views are drawn in placement order (parents first, background
/// before primary, `zIndex` respected), each clipped to its placement's
/// clip rectangle and to the canvas. Opacity 0 (`hidden()`) draws nothing;
/// under 0.5 draws dim. A shape under 2×2 cells is drawn as a fill, never
/// as broken corners (see `Canvas.drawBox`). Spacers, containers and
/// layout-only modifiers draw nothing. Scroll indicators are drawn after
/// everything else, in the scroll view's last column, with block
/// characters (`░` track, `█` thumb) that no box parser mistakes for a
/// border. Without colour (`useColor: false`, e.g. `NO_COLOR`), colour
/// views draw nothing and boxes draw in the default colours.
public struct PlacementRenderer: Sendable {
    /// Points per cell, used to turn frames into cells.
    public var metrics: CellMetrics
    /// Whether to draw colours at all.
    public var useColor: Bool
    /// Where the root's origin goes on the canvas (e.g. row 1 under a title line).
    public var origin: (x: Int, y: Int)
    /// Nothing is drawn outside this rectangle of the canvas (`nil`: the whole canvas).
    public var clip: CellRect?

    /// Creates a renderer.
    public init(metrics: CellMetrics = .cells, useColor: Bool = true, origin: (x: Int, y: Int) = (0, 0)) {
        self.metrics = metrics
        self.useColor = useColor
        self.origin = origin
    }

    /// A canvas of `width × height` cells with `result` drawn in it.
    public func render(_ result: LayoutResult, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: Swift.max(0, width), height: Swift.max(0, height))
        draw(result, into: &canvas)
        return canvas
    }

    /// The cell rectangle of a frame in root points, shifted by `origin`.
    public func cells(_ frame: CGRect) -> CellRect {
        let f = metrics.cellRect(for: frame)
        return CellRect(x: f.x + origin.x, y: f.y + origin.y, width: f.width, height: f.height)
    }

    /// Draws every placement of `result` into `canvas`.
    public func draw(_ result: LayoutResult, into canvas: inout Canvas) {
        draw(result.placements, into: &canvas)
    }

    /// Draws `placements` (a layout result's, or frames of them in motion:
    /// `FrameAnimation`) into `canvas`, in order.
    public func draw(_ placements: [ViewPlacement], into canvas: inout Canvas) {
        var indicators: [(CellRect, ScrollPlacement, CellRect)] = []
        let area = clip.map { $0.intersection(canvas.bounds) } ?? canvas.bounds
        for placement in placements where placement.opacity > 0 {
            let rect = cells(placement.frame)
            let clip = placement.clip.map { cells($0).intersection(area) } ?? area
            guard !clip.isEmpty else { continue }
            let dim = placement.opacity < 0.5
            switch placement.kind {
            case .color(let color):
                guard useColor, let terminal = TerminalColor(color) else { continue }
                canvas.fill(rect, style: CellStyle(background: terminal, dim: dim), clip: clip)
            case .shape(let shape):
                if case .path(let path) = shape.shape {
                    drawPath(path, shape, rect, size: placement.frame.size, dim: dim, clip: clip, into: &canvas)
                } else {
                    drawShape(shape, rect, dim: dim, clip: clip, into: &canvas)
                }
            case .text(let text):
                drawText(text, rect, dim: dim, clip: clip, into: &canvas)
            case .divider(let axis):
                let rule = String(repeating: axis == .horizontal ? "─" : "│", count: 1)
                if axis == .horizontal {
                    canvas.drawText(String(repeating: rule, count: Swift.max(0, rect.width)), x: rect.x, y: rect.y,
                                    style: CellStyle(dim: true), clip: clip)
                } else {
                    for y in rect.y..<rect.maxY { canvas.drawText(rule, x: rect.x, y: y, style: CellStyle(dim: true), clip: clip) }
                }
            case .scrollView(let scroll):
                if scroll.showsIndicators { indicators.append((rect, scroll, clip)) }
            case .canvas(let drawing):
                drawCanvas(drawing, rect, frame: placement.frame, opacity: placement.opacity, clip: clip, into: &canvas)
            case .spacer, .container, .modifier:
                continue
            }
        }
        for (rect, scroll, clip) in indicators { drawIndicator(scroll, rect, clip: clip, into: &canvas) }
    }

    func style(_ color: Color?, dim: Bool, bold: Bool = false) -> CellStyle {
        let terminal = useColor ? color.flatMap { TerminalColor($0) } ?? .default : .default
        return CellStyle(foreground: terminal, bold: bold, dim: dim || (color?.drawsDim ?? false))
    }

    func drawShape(_ shape: ShapePlacement, _ rect: CellRect, dim: Bool, clip: CellRect, into canvas: inout Canvas) {
        let border: BorderStyle
        switch shape.shape {
        case .rectangle: border = .light
        case .roundedRectangle, .circle, .capsule, .path: border = .rounded
        }
        var fill: CellStyle?
        if useColor, let color = shape.fill, let terminal = TerminalColor(color), terminal != .default {
            fill = CellStyle(background: terminal, dim: dim)
        }
        let borderColor = shape.stroke ?? (shape.fill.map { TerminalColor($0) == nil } == true ? nil : shape.fill)
        var borderStyle = style(borderColor, dim: dim)
        if let fill { borderStyle.background = fill.background }
        if fill == nil, shape.fill == nil, rect.width < 2 || rect.height < 2 {
            drawThinOutline(rect, style: borderStyle, clip: clip, into: &canvas)
            return
        }
        canvas.drawBox(rect, border: border, style: borderStyle, fill: fill, clip: clip)
    }

    /// An outline one row high (or one column wide) has no inside to go
    /// round: it is a line — `─` (`│` for a column) — drawn only in the
    /// cells nothing is drawn in yet, so a `border` on one line of text
    /// leaves the text as it is (R2).
    func drawThinOutline(_ rect: CellRect, style: CellStyle, clip: CellRect, into canvas: inout Canvas) {
        let area = rect.intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let line = rect.height < 2 && rect.width >= 2 ? "─" : "│"
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where canvas[x: x, y: y].character == " " {
                canvas.drawText(line, x: x, y: y, style: style, clip: area)
            }
        }
    }

    func drawText(_ text: TextPlacement, _ rect: CellRect, dim: Bool, clip: CellRect, into canvas: inout Canvas) {
        let area = clip.intersection(canvas.bounds)
        for (i, line) in text.lines.enumerated() {
            let y = rect.y + i
            guard y >= area.y && y < area.maxY else { continue }
            let columns = Canvas.columns(of: line)
            let x: Int
            switch text.alignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - columns) / 2
            case .trailing: x = rect.maxX - columns
            }
            var lineStyle = style(text.foreground, dim: dim || text.isDim, bold: text.isBold)
            let probeX = Swift.max(area.x, Swift.min(x, area.maxX - 1))
            if area.contains(x: probeX, y: y) { lineStyle.background = canvas[x: probeX, y: y].style.background }
            canvas.drawText(line, x: x, y: y, style: lineStyle, clip: area)
        }
    }

    func drawIndicator(_ scroll: ScrollPlacement, _ rect: CellRect, clip: CellRect, into canvas: inout Canvas) {
        let viewport = CGFloat(rect.height) * metrics.row
        guard scroll.axes.contains(.vertical), scroll.contentSize.height > viewport + 0.5, rect.height > 0 else { return }
        let track = rect.height
        let thumb = Swift.max(1, Int((CGFloat(track) * viewport / scroll.contentSize.height).rounded()))
        let maxOffset = Swift.max(1, scroll.contentSize.height - viewport)
        let start = Int((CGFloat(track - thumb) * Swift.min(1, scroll.offset.y / maxOffset)).rounded())
        let x = rect.maxX - 1
        for row in 0..<track {
            let isThumb = row >= start && row < start + thumb
            canvas.drawText(isThumb ? "█" : "░", x: x, y: rect.y + row, style: CellStyle(dim: !isThumb), clip: clip)
        }
    }
}
