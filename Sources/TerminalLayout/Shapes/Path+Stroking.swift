extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (PATH2): filling it
    /// covers what stroking this path would.
    ///
    /// ```swift
    /// var arc = Path()
    /// arc.addArc(center: c, radius: r, startAngle: .zero, endAngle: .degrees(270), clockwise: true)
    /// arc.strokedPath(StrokeStyle(lineWidth: 1, lineCap: .round))   // a band one cell wide
    /// ```
    ///
    /// Curves are flattened; each straight piece becomes a band `lineWidth` wide, every band and
    /// join wound the same way so that the non-zero fill is their union. Joins are round (a
    /// regular octagon as wide as the line, whatever `lineJoin` says: in cells a miter and a
    /// bevel differ by less than a cell); `.square` caps extend the ends by half the width,
    /// `.round` caps add an octagon there, `.butt` stops at the ends. A dash pattern is applied
    /// along each subpath from `dashPhase` (an odd count repeated twice, as in CoreGraphics); a
    /// pattern finer than the path allows — over 100,000 dashes — is drawn solid. A width that is
    /// zero, negative or not finite strokes nothing: the result is empty.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth.isFinite ? Swift.max(0, style.lineWidth) : 0
        guard width > 0 else { return Path() }
        let half = width / 2
        let flat = flattened()
        var subpaths: [[(CGPoint, CGPoint)]] = []
        for (i, segment) in flat.segments.enumerated() {
            if flat.starts.contains(i) || subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(segment)
        }
        var pattern = style.dash.filter { $0.isFinite && $0 > 0 }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        let totalLength = flat.segments.reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        if !pattern.isEmpty, period > 0, totalLength / period * CGFloat(pattern.count) <= 100_000 {
            let phase = style.dashPhase.isFinite ? style.dashPhase : 0
            subpaths = subpaths.flatMap { Self.dashed($0, pattern: pattern, period: period, phase: phase) }
        }
        var result = Path()
        for pieces in subpaths where !pieces.isEmpty {
            let closed = pieces.count > 1 && pieces[0].0 == pieces[pieces.count - 1].1
            for (k, (start, end)) in pieces.enumerated() {
                let length = hypot(end.x - start.x, end.y - start.y)
                if k > 0 || closed { result.addStrokeJoin(at: start, radius: half) }
                guard length > 0 else { continue }
                let d = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
                var a = start, b = end
                if style.lineCap == .square && !closed {
                    if k == 0 { a = CGPoint(x: a.x - d.x * half, y: a.y - d.y * half) }
                    if k == pieces.count - 1 { b = CGPoint(x: b.x + d.x * half, y: b.y + d.y * half) }
                }
                let n = CGPoint(x: -d.y * half, y: d.x * half)
                result.addStrokePolygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                                         CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            if style.lineCap == .round && !closed {
                result.addStrokeJoin(at: pieces[0].0, radius: half)
                result.addStrokeJoin(at: pieces[pieces.count - 1].1, radius: half)
            }
        }
        return result
    }

    /// `pieces` (one subpath's segments) cut by a dash pattern: the pieces that are drawn,
    /// each a run of segments.
    private static func dashed(_ pieces: [(CGPoint, CGPoint)], pattern: [CGFloat], period: CGFloat,
                               phase: CGFloat) -> [[(CGPoint, CGPoint)]] {
        var index = 0
        var left = pattern[0]
        var skip = phase.truncatingRemainder(dividingBy: period)
        if skip < 0 { skip += period }
        while skip > 0 {
            if skip >= left { skip -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= skip; skip = 0 }
        }
        var drawn: [[(CGPoint, CGPoint)]] = []
        var run: [(CGPoint, CGPoint)] = []
        for (a, b) in pieces {
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            let d = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            var from = a
            var remaining = length
            while remaining > 0 {
                let step = Swift.min(left, remaining)
                let to = step == remaining ? b : CGPoint(x: from.x + d.x * step, y: from.y + d.y * step)
                if index % 2 == 0 { run.append((from, to)) }
                remaining -= step
                left -= step
                from = to
                if left <= 0 {
                    if !run.isEmpty { drawn.append(run); run = [] }
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
            }
        }
        if !run.isEmpty { drawn.append(run) }
        return drawn
    }

    /// Adds a closed polygon of `points`, wound the way every stroke band is (clockwise on
    /// screen, y down), so that overlapping pieces add under the non-zero rule.
    private mutating func addStrokePolygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        let ordered = area > 0 ? points.reversed() : points
        guard let first = ordered.first else { return }
        move(to: first)
        for point in ordered.dropFirst() { addLine(to: point) }
        closeSubpath()
    }

    /// Adds a regular octagon of `radius` around `center` (a round join or cap).
    private mutating func addStrokeJoin(at center: CGPoint, radius: CGFloat) {
        addStrokePolygon((0..<8).map { k in
            let angle = CGFloat(k) * .pi / 4
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
    }
}
