import TerminalCanvas
import TerminalLayout

/// Draws a shape's path into cells (rule PATH1).
///
/// - **Fill**: the cells whose centres are inside the path (open subpaths
///   closed; the non-zero rule, or even-odd), drawn as `█` in the fill
///   colour on the fill colour — a solid cell with or without colour.
/// - **Stroke**: the path is mapped so that its frame's edges lie on the
///   centres of the frame's outer cells (an outline along the frame is
///   its outer ring of cells, as the built-in boxes are), curves are
///   flattened, and each segment marks one cell per column (or row, when
///   steeper than 45°) — the cells it passes through. A segment flatter
///   than 0.4 (in cells) marks `─`, steeper than 2.5 `│`, between them
///   `╲` or `╱`; where horizontal and vertical runs meet, the corner, tee
///   or cross of the box-drawing set (so a rectangular path draws as a
///   box); a diagonal wins over a straight line in the same cell, two
///   diagonals make `╳`.
///
/// Work is linear: each segment costs the cells it marks within the
/// clip (segments far outside cost nothing), a fill one pass over the
/// rows its edges cross plus the cells it covers. Points that are not
/// finite were dropped when the path was flattened; huge ones are clamped.
struct PathRasterizer {
    let rect: CellRect
    let size: CGSize
    let area: CellRect

    /// Bits of a stroked cell.
    static let left: UInt8 = 1, right: UInt8 = 2, up: UInt8 = 4, down: UInt8 = 8, falling: UInt8 = 16, rising: UInt8 = 32
    /// A corner rounded by a curve no larger than a cell (SHP3).
    static let round: UInt8 = 64

    /// The cells (relative to the frame) that segments in cell
    /// coordinates span, rounding half up; `nil` when there are none.
    static func cellBounds(_ segments: [(CGPoint, CGPoint)]) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard !segments.isEmpty else { return nil }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (a, b) in segments {
            minX = Swift.min(minX, a.x, b.x); maxX = Swift.max(maxX, a.x, b.x)
            minY = Swift.min(minY, a.y, b.y); maxY = Swift.max(maxY, a.y, b.y)
        }
        func cell(_ v: CGFloat) -> Int { Int((v + 0.5).rounded(.down)) }
        return (cell(minX) - 1, cell(minY) - 1, cell(maxX) + 1, cell(maxY) + 1)
    }

    /// The path (in lattice coordinates) with each curve that turns a
    /// corner within a cell and a half each way — a rounded corner smaller
    /// than the cells can show — replaced by lines through the corner, and
    /// those corners' cells, to be drawn `╭╮╰╯` (SHP3).
    static func roundingCorners(of path: Path) -> (Path, [(x: Int, y: Int)]) {
        var result = Path()
        var corners: [(x: Int, y: Int)] = []
        var current: CGPoint?, start: CGPoint?
        func cornerOf(_ a: CGPoint, _ p: CGPoint, leaving c: CGPoint) -> CGPoint? {
            let dx = Swift.abs(p.x - a.x), dy = Swift.abs(p.y - a.y)
            guard dx.isFinite, dy.isFinite, dx >= 0.25, dy >= 0.25, dx <= 1.5, dy <= 1.5 else { return nil }
            // Leaving horizontally: the corner is level with the start.
            return Swift.abs(c.y - a.y) < Swift.abs(c.x - a.x) ? CGPoint(x: p.x, y: a.y) : CGPoint(x: a.x, y: p.y)
        }
        func turn(_ p: CGPoint, leaving c: CGPoint) -> Bool {
            guard let a = current, let corner = cornerOf(a, p, leaving: c) else { return false }
            result.addLine(to: corner)
            result.addLine(to: p)
            corners.append((Int((corner.x + 0.5).rounded(.down)), Int((corner.y + 0.5).rounded(.down))))
            return true
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                result.move(to: p)
                (current, start) = (p, p)
            case .line(let p):
                result.addLine(to: p)
                if current == nil { start = p }
                current = p
            case let .quadCurve(p, c):
                if !turn(p, leaving: c) { result.addQuadCurve(to: p, control: c) }
                current = p
            case let .curve(p, c1, c2):
                if !turn(p, leaving: c1) { result.addCurve(to: p, control1: c1, control2: c2) }
                current = p
            case .closeSubpath:
                result.closeSubpath()
                current = start
            }
        }
        return (result, corners)
    }

    /// The cells a fill covers, by row, as column spans (absolute cells).
    func fillSpans(_ path: Path, eoFill: Bool) -> [(y: Int, x0: Int, x1: Int)] {
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return [] }
        let sx = CGFloat(rect.width) / size.width, sy = CGFloat(rect.height) / size.height
        let segments = path.flattened(closing: true).segments.map { (a, b) in
            (CGPoint(x: clamp(a.x * sx), y: clamp(a.y * sy)), CGPoint(x: clamp(b.x * sx), y: clamp(b.y * sy)))
        }
        // The rows the path spans that are in the clip: a path is drawn
        // where it lands, outside its frame too (SHP1).
        guard let bounds = Self.cellBounds(segments) else { return [] }
        let rowLo = Swift.max(area.y - rect.y, bounds.minY), rowHi = Swift.min(area.maxY - rect.y, bounds.maxY + 1)
        guard rowLo < rowHi else { return [] }
        var crossings = [[(x: CGFloat, dir: Int)]](repeating: [], count: rowHi - rowLo)
        for (a, b) in segments {
            let (ax, ay, bx, by) = (a.x, a.y, b.x, b.y)
            guard ay != by else { continue }
            let (top, bottom) = (Swift.min(ay, by), Swift.max(ay, by))
            // Row j's centre is at j + 0.5: rows with top <= j + 0.5 < bottom.
            let first = Swift.max(rowLo, Int((top - 0.5).rounded(.up))), last = Swift.min(rowHi - 1, Int((bottom - 0.5).rounded(.up)) - 1)
            guard first <= last else { continue }
            for j in first...last {
                let cy = CGFloat(j) + 0.5
                crossings[j - rowLo].append((ax + (cy - ay) * (bx - ax) / (by - ay), by > ay ? 1 : -1))
            }
        }
        var spans: [(y: Int, x0: Int, x1: Int)] = []
        let colLo = area.x - rect.x, colHi = area.maxX - rect.x
        for (index, row) in crossings.enumerated() where !row.isEmpty {
            let sorted = row.sorted { $0.x < $1.x }
            var winding = 0
            for (i, crossing) in sorted.enumerated() {
                winding += eoFill ? 1 : crossing.dir
                let inside = eoFill ? winding % 2 != 0 : winding != 0
                guard inside, i + 1 < sorted.count else { continue }
                // Columns whose centres (c + 0.5) lie in [x, next x).
                let x0 = Swift.max(colLo, Int((crossing.x - 0.5).rounded(.up)))
                let x1 = Swift.min(colHi, Int((sorted[i + 1].x - 0.5).rounded(.up)))
                if x0 < x1 { spans.append((rect.y + rowLo + index, rect.x + x0, rect.x + x1)) }
            }
        }
        return spans
    }

    /// The stroked cells and their bits, in a grid over the visible part
    /// of the frame (`area ∩ rect`).
    func strokeMarks(_ path: Path) -> (origin: (x: Int, y: Int), width: Int, marks: [UInt8]) {
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return ((0, 0), 0, []) }
        // Frame edges onto the outer cells' centres (lattice: cell k at k).
        let sx = CGFloat(Swift.max(0, rect.width - 1)) / size.width, sy = CGFloat(Swift.max(0, rect.height - 1)) / size.height
        let (lattice, corners) = Self.roundingCorners(of: path.applying(CGAffineTransform(scaleX: sx, y: sy)))
        let segments = lattice.flattened().segments.map { (a, b) in
            (CGPoint(x: clamp(a.x), y: clamp(a.y)), CGPoint(x: clamp(b.x), y: clamp(b.y)))
        }
        // The cells the path spans that are in the clip: a path is drawn
        // where it lands, outside its frame too (SHP1).
        guard let bounds = Self.cellBounds(segments) else { return ((0, 0), 0, []) }
        let visible = area.intersection(CellRect(x: rect.x + bounds.minX, y: rect.y + bounds.minY,
                                                 width: bounds.maxX - bounds.minX + 1, height: bounds.maxY - bounds.minY + 1))
        guard !visible.isEmpty else { return ((0, 0), 0, []) }
        var marks = [UInt8](repeating: 0, count: visible.width * visible.height)
        let ox = visible.x - rect.x, oy = visible.y - rect.y
        func mark(_ x: Int, _ y: Int, _ bits: UInt8) {
            let cx = x - ox, cy = y - oy
            guard cx >= 0, cy >= 0, cx < visible.width, cy < visible.height else { return }
            marks[cy * visible.width + cx] |= bits
        }
        for corner in corners { mark(corner.x, corner.y, Self.round) }
        for (a, b) in segments {
            let (ax, ay, bx, by) = (a.x, a.y, b.x, b.y)
            let dx = bx - ax, dy = by - ay
            guard dx != 0 || dy != 0 else { continue }
            let xMajor = Swift.abs(dx) >= Swift.abs(dy)
            // Along the major axis: the cells whose centre span meets the open segment.
            let (m0, m1, n0, n1) = xMajor ? (ax, bx, ay, by) : (ay, by, ax, bx)
            let lo = Swift.min(m0, m1), hi = Swift.max(m0, m1)
            let visibleLo = CGFloat(xMajor ? ox : oy), visibleHi = CGFloat((xMajor ? ox + visible.width : oy + visible.height) - 1)
            let kLo = Swift.max(Int((lo - 0.5).rounded(.down)) + 1, Int(visibleLo))
            let kHi = Swift.min(Int((hi + 0.5).rounded(.up)) - 1, Int(visibleHi))
            guard kLo <= kHi else { continue }
            let runLo = Int((lo - 0.5).rounded(.down)) + 1, runHi = Int((hi + 0.5).rounded(.up)) - 1
            let slope = (n1 - n0) / (m1 - m0)
            let steepness = Swift.abs(slope)
            let nLo = Swift.min(n0, n1), nHi = Swift.max(n0, n1)
            for k in kLo...kHi {
                let n = Swift.max(nLo, Swift.min(nHi, n0 + (CGFloat(k) - m0) * slope))
                let row = Int((n + 0.5).rounded(.down))
                let bits: UInt8
                if steepness <= 0.4 {
                    let before: UInt8 = xMajor ? Self.left : Self.up, after: UInt8 = xMajor ? Self.right : Self.down
                    bits = (k > runLo || runLo == runHi ? before : 0) | (k < runHi || runLo == runHi ? after : 0)
                } else {
                    // y grows with x: falling (╲); against it: rising (╱).
                    bits = slope > 0 ? Self.falling : Self.rising
                }
                if xMajor { mark(k, row, bits) } else { mark(row, k, bits) }
            }
        }
        return ((visible.x, visible.y), visible.width, marks)
    }

    /// The character of a stroked cell's bits.
    static func glyph(_ bits: UInt8) -> String? {
        let diagonal = bits & (falling | rising)
        if diagonal == falling | rising { return "╳" }
        if diagonal == falling { return "╲" }
        if diagonal == rising { return "╱" }
        if bits & round != 0 {
            switch bits & 15 {
            case right | down: return "╭"
            case left | down: return "╮"
            case right | up: return "╰"
            case left | up: return "╯"
            default: break
            }
        }
        let horizontal = bits & (left | right) != 0, vertical = bits & (up | down) != 0
        if horizontal && !vertical { return "─" }
        if vertical && !horizontal { return "│" }
        switch bits & 15 {
        case right | down: return "┌"
        case left | down: return "┐"
        case right | up: return "└"
        case left | up: return "┘"
        case left | right | down: return "┬"
        case left | right | up: return "┴"
        case up | down | right: return "├"
        case up | down | left: return "┤"
        case 0: return nil
        default: return "┼"
        }
    }

    private func clamp(_ v: CGFloat) -> CGFloat { Swift.max(-1e7, Swift.min(1e7, v)) }
}

extension PlacementRenderer {
    /// Draws a shape by its path (PATH1): the fill, then the outline.
    func drawPath(_ path: Path, _ shape: ShapePlacement, _ rect: CellRect, size: CGSize, dim: Bool, clip: CellRect,
                  into canvas: inout Canvas) {
        let area = clip.intersection(canvas.bounds)
        let rasterizer = PathRasterizer(rect: rect, size: size, area: area)
        if let fill = shape.fill { fillPath(path, fill, eoFill: shape.isEOFilled, rasterizer, dim: dim, into: &canvas) }
        if let stroke = shape.stroke { strokePath(path, stroke, rasterizer, dim: dim, into: &canvas) }
    }

    /// Fills the cells whose centres are inside `path` with `█` in `fill`
    /// on `fill` (PATH1); nothing for a colour the terminal draws as none.
    func fillPath(_ path: Path, _ fill: Color, eoFill: Bool, _ rasterizer: PathRasterizer, dim: Bool,
                  into canvas: inout Canvas) {
        guard TerminalColor(fill) != nil || !useColor else { return }
        var cellStyle = style(fill, dim: dim)
        if useColor, let terminal = TerminalColor(fill), terminal != .default { cellStyle.background = terminal }
        for span in rasterizer.fillSpans(path, eoFill: eoFill) {
            canvas.drawText(String(repeating: "█", count: span.x1 - span.x0), x: span.x0, y: span.y, style: cellStyle,
                            clip: rasterizer.area)
        }
    }

    /// Draws `path`'s outline in line characters in `stroke` (PATH1), on
    /// the background already in each cell.
    func strokePath(_ path: Path, _ stroke: Color, _ rasterizer: PathRasterizer, dim: Bool, into canvas: inout Canvas) {
        var lineStyle = style(stroke, dim: dim)
        let grid = rasterizer.strokeMarks(path)
        guard grid.width > 0 else { return }
        for (index, bits) in grid.marks.enumerated() where bits != 0 {
            guard let glyph = PathRasterizer.glyph(bits) else { continue }
            let x = grid.origin.x + index % grid.width, y = grid.origin.y + index / grid.width
            lineStyle.background = canvas[x: x, y: y].style.background
            canvas.drawText(glyph, x: x, y: y, style: lineStyle, clip: rasterizer.area)
        }
    }
}
