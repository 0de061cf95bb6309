/// The outline of a two-dimensional shape: lines and curves, in points,
/// as SwiftUI's `Path`. A terminal draws it by rasterising it into cells
/// (PATH1); curves are kept exact here and flattened only when drawn.
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []
    /// Where the current subpath started.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `callback` builds.
    public init(_ callback: (inout Path) -> ()) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var point: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                point = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
            case .closeSubpath: point = start
            }
        }
        return point
    }

    /// Every element, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// A line from the current point to `end` (a move when there is none).
    public mutating func addLine(to end: CGPoint) {
        guard currentPointOrNil != nil else { return move(to: end) }
        elements.append(.line(to: end))
    }

    /// A quadratic curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPointOrNil != nil else { return move(to: end) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPointOrNil != nil else { return move(to: end) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard subpathStart != nil, let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }

    /// A closed rectangle, clockwise from its minimum corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) }
        addLines(corners)
        closeSubpath()
    }

    /// Closed rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed rectangle with quarter-circle corners of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerSize.width.finiteOrZero, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerSize.height.finiteOrZero, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k = 0.5522847498 // a quarter circle as one cubic
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(r.minX + rx, r.minY))
        elements.append(.line(to: p(r.maxX - rx, r.minY)))
        elements.append(.curve(to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + rx * k, r.minY),
                               control2: p(r.maxX, r.minY + ry - ry * k)))
        elements.append(.line(to: p(r.maxX, r.maxY - ry)))
        elements.append(.curve(to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + ry * k),
                               control2: p(r.maxX - rx + rx * k, r.maxY)))
        elements.append(.line(to: p(r.minX + rx, r.maxY)))
        elements.append(.curve(to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - rx * k, r.maxY),
                               control2: p(r.minX, r.maxY - ry + ry * k)))
        elements.append(.line(to: p(r.minX, r.minY + ry)))
        elements.append(.curve(to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - ry * k),
                               control2: p(r.minX + rx - rx * k, r.minY)))
        closeSubpath()
    }

    /// The closed ellipse inscribed in `rect`, four cubic curves clockwise
    /// from its rightmost point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let k = 0.5522847498
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(cx + rx, cy))
        elements.append(.curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ry * k), control2: p(cx + rx * k, cy + ry)))
        elements.append(.curve(to: p(cx - rx, cy), control1: p(cx - rx * k, cy + ry), control2: p(cx - rx, cy + ry * k)))
        elements.append(.curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ry * k), control2: p(cx - rx * k, cy - ry)))
        elements.append(.curve(to: p(cx + rx, cy), control1: p(cx + rx * k, cy - ry), control2: p(cx + rx, cy - ry * k)))
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to
    /// `endAngle` (angles from the x-axis towards y, which points down;
    /// `clockwise` as SwiftUI means it, in flipped coordinates), joined to
    /// the current point by a line; as lines of at most 15°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let r = radius.finiteOrZero
        let a0 = startAngle.radians.isFinite ? startAngle.radians : 0
        var a1 = endAngle.radians.isFinite ? endAngle.radians : 0
        let turn = 2 * Double.pi
        // `clockwise` false goes with increasing angles (SwiftUI's flipped sense).
        if !clockwise { while a1 < a0 { a1 += turn }; if a1 - a0 > turn { a1 = a0 + turn } }
        else { while a1 > a0 { a1 -= turn }; if a0 - a1 > turn { a1 = a0 - turn } }
        let steps = Swift.max(1, Int((Swift.abs(a1 - a0) / (Double.pi / 12)).rounded(.up)))
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + r * CGFloat(cos(a)), y: center.y + r * CGFloat(sin(a))).applying(transform)
        }
        addLine(to: point(a0))
        for i in 1...steps { elements.append(.line(to: point(a0 + (a1 - a0) * Double(i) / Double(steps)))) }
    }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            if case .move(let p) = element { subpathStart = p }
            elements.append(element)
        }
    }

    private var currentPointOrNil: CGPoint? { elements.isEmpty ? nil : currentPoint }

    // MARK: Reading

    /// The smallest rectangle holding every point and control point
    /// (`.null` for an empty path).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` is inside the path's closed subpaths: by the even-odd
    /// rule when `eoFill`, else by the non-zero winding rule.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for (a, b) in flattened(closing: true).segments {
            guard (a.y <= p.y) != (b.y <= p.y) else { continue }
            let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x > p.x {
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case let .quadCurve(p, c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case let .curve(p, c1, c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path from fraction `from` to fraction `to` of its
    /// length (both clamped to 0…1), as lines (curves flattened).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Swift.max(0, Swift.min(1, from.finiteOrZero)), end = Swift.max(0, Swift.min(1, to.isNaN ? 1 : to))
        guard end > start else { return Path() }
        if start == 0 && end == 1 { return self }
        let flat = flattened()
        let lengths = flat.segments.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let lo = start * total, hi = end * total
        var result = Path()
        var walked: CGFloat = 0
        var lastEnd: CGPoint?
        for (i, (a, b)) in flat.segments.enumerated() {
            let length = lengths[i]
            defer { walked += length }
            guard walked + length > lo, walked < hi, length > 0 else { continue }
            let t0 = Swift.max(0, (lo - walked) / length), t1 = Swift.min(1, (hi - walked) / length)
            let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
            let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
            if lastEnd != p0 || flat.starts.contains(i) { result.move(to: p0) }
            result.elements.append(.line(to: p1))
            lastEnd = p1
        }
        return result
    }
}

extension CGFloat {
    /// Internal: the value, or 0 when it is not finite.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
