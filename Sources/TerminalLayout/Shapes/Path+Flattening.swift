/// Internal: a path as straight segments (PATH1): curves flattened, the
/// elements with a coordinate that is not finite dropped (the subpath
/// breaks there), closing lines added. Linear in the elements: a curve
/// becomes at most `maxCurveSteps` segments, fewer for a short one.
package struct FlatPath {
    /// The segments, in order.
    package var segments: [(CGPoint, CGPoint)] = []
    /// The indices of segments that start a subpath.
    package var starts: Set<Int> = []
}

extension Path {
    /// At most this many segments for one curve.
    static let maxCurveSteps = 64

    /// The path as straight segments (`FlatPath`); with `closing`, every
    /// open subpath closed too (a fill's outline).
    package func flattened(closing: Bool = false) -> FlatPath {
        var flat = FlatPath()
        var start: CGPoint?
        var current: CGPoint?
        var newSubpath = true
        func add(_ a: CGPoint, _ b: CGPoint) {
            if newSubpath { flat.starts.insert(flat.segments.count) }
            newSubpath = false
            flat.segments.append((a, b))
        }
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        func steps(_ length: CGFloat) -> Int {
            guard length.isFinite else { return 1 }
            return Swift.max(1, Swift.min(Self.maxCurveSteps, Int((length * 2).rounded(.up))))
        }
        func closeIfAsked() {
            if closing, let a = current, let s = start, a != s { add(a, s) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                closeIfAsked()
                start = finite(p) ? p : nil
                current = start
                newSubpath = true
            case .line(let p):
                guard finite(p) else { closeIfAsked(); current = nil; start = nil; continue }
                if let a = current { add(a, p) } else { start = p; newSubpath = true }
                current = p
            case let .quadCurve(p, c):
                guard finite(p), finite(c) else { closeIfAsked(); current = nil; start = nil; continue }
                guard let a = current else { current = p; start = p; newSubpath = true; continue }
                let n = steps(hypot(c.x - a.x, c.y - a.y) + hypot(p.x - c.x, p.y - c.y))
                var previous = a
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let q = CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y)
                    add(previous, q)
                    previous = q
                }
                current = p
            case let .curve(p, c1, c2):
                guard finite(p), finite(c1), finite(c2) else { closeIfAsked(); current = nil; start = nil; continue }
                guard let a = current else { current = p; start = p; newSubpath = true; continue }
                let n = steps(hypot(c1.x - a.x, c1.y - a.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y))
                var previous = a
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                    let q = CGPoint(x: b0 * a.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
                                    y: b0 * a.y + b1 * c1.y + b2 * c2.y + b3 * p.y)
                    add(previous, q)
                    previous = q
                }
                current = p
            case .closeSubpath:
                if let a = current, let s = start, a != s { add(a, s) }
                current = start
                newSubpath = true
            }
        }
        closeIfAsked()
        return flat
    }
}
