/// The arcs Core Graphics adds besides `addArc(center:radius:startAngle:endAngle:clockwise:)`:
/// one given by a start angle and a sweep, and the one that rounds the corner between two
/// tangent lines (what custom shapes use for rounded corners). Both end as lines of at most
/// 15°, as every arc here does (PATH1 draws them in cells).
///
/// ```
///   current point ●────────────╮ ← first tangent point
///                              │╲ the arc, radius r
///                              ●  ← second tangent point
///                              │
///                  tangent1End ┘ (the corner the arc cuts)
/// ```
extension Path {
    /// An arc of the circle around `center` from `startAngle`, sweeping `delta` — towards
    /// increasing angles (clockwise on screen, where y points down) when `delta` is positive —
    /// joined to the current point by a line (a move when the path is empty).
    ///
    /// A sweep of a whole turn or more draws the whole circle once.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians.isFinite ? startAngle.radians : 0
        let sweep = delta.radians.isFinite ? delta.radians : 0
        // `clockwise: false` goes towards increasing angles (SwiftUI's flipped sense).
        addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep),
               clockwise: sweep < 0, transform: transform)
    }

    /// The arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`: a line from the current point to
    /// the first tangent point, then the arc (less than half a turn) to the second.
    ///
    /// Where the arc is not defined — the three points on one line, a radius of 0 — it is a
    /// line to `tangent1End`. With no current point (an empty path) the path moves to
    /// `tangent1End`: Core Graphics requires a current point here.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = isEmpty ? nil : currentPoint else {
            return move(to: tangent1End.applying(transform))
        }
        // Work where the arc is defined: the current point in the untransformed space (a
        // transform that cannot be inverted flattens the arc onto a line anyway).
        let p0 = transform == .identity ? current : current.applying(transform.inverted())
        let corner = tangent1End, r = Swift.max(0, radius.finiteOrZero)
        let toStart = Self.unit(p0 - corner), toEnd = Self.unit(tangent2End - corner)
        let cross = toStart.x * toEnd.y - toStart.y * toEnd.x
        let dot = toStart.x * toEnd.x + toStart.y * toEnd.y
        // The angle at the corner, between the two tangent lines (0…π).
        let angle = atan2(Swift.abs(cross), dot)
        guard r > 0, toStart != .zero, toEnd != .zero, angle > 1e-9, angle < .pi - 1e-9 else {
            return addLine(to: corner.applying(transform))
        }
        let along = r / tan(angle / 2)           // from the corner to either tangent point
        let first = corner + toStart * along
        let second = corner + toEnd * along
        let bisector = Self.unit(toStart + toEnd)
        let center = corner + bisector * (r / sin(angle / 2))
        let a0 = atan2(first.y - center.y, first.x - center.x)
        var a1 = atan2(second.y - center.y, second.x - center.x)
        // The short way round (the arc turns by π − angle).
        while a1 - a0 > .pi { a1 -= 2 * .pi }
        while a1 - a0 < -.pi { a1 += 2 * .pi }
        addArc(center: center, radius: r, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: a1 < a0,
               transform: transform)
    }

    /// `v` scaled to length 1 (`.zero` stays `.zero`).
    private static func unit(_ v: CGPoint) -> CGPoint {
        let length = hypot(v.x, v.y)
        return length > 0 && length.isFinite ? CGPoint(x: v.x / length, y: v.y / length) : .zero
    }
}

private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
