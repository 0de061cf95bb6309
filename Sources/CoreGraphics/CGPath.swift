import Foundation

/// Core Graphics' immutable path, as far as SwiftUI code uses it: what `UIBezierPath.cgPath`
/// gives and `Path(_: CGPath)` takes (CGPATH1) — moves, lines, curves and closes, with
/// their bounding box. `CGMutablePath` builds one; `TerminalLayout` adds the arcs, ellipses
/// and rounded rectangles it draws as curves.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// One element of a path (underscored: the engine's bridge to `Path`, not Core
    /// Graphics' `CGPathElement`).
    public enum _Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(CGPoint)
        /// A straight line to a point.
        case line(CGPoint)
        /// A quadratic curve to a point.
        case quadCurve(CGPoint, control: CGPoint)
        /// A cubic curve to a point.
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case close
    }

    /// The path's elements, in order.
    public internal(set) var _elements: [_Element]

    /// A path of `elements` (the engine's bridge from `Path`).
    public init(_elements elements: [_Element]) {
        _elements = elements
    }

    /// A rectangle's path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(_elements: path._elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { _elements.isEmpty }

    /// Where the path ends: the last point drawn to (a close returns to its subpath's start).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in _elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in _elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// The bounding box (control points included: curves are not solved here).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(_elements: _elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy._elements = _elements
        return copy
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a._elements == b._elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }

    public var description: String { "CGPath(\(_elements.count) elements)" }
}

/// Core Graphics' mutable path (CGPATH1): moves, lines, curves, rectangles and other paths
/// added, each point moved by an optional transform.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(_elements: [])
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.move(point.applying(transform)))
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.line(point.applying(transform)))
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        _elements.append(.curve(end.applying(transform), control1: control1.applying(transform),
                                control2: control2.applying(transform)))
    }

    /// Closes the subpath with a line back to its start.
    public func closeSubpath() {
        _elements.append(.close)
    }

    /// A closed rectangle, clockwise from its minimum corner.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path._elements {
            switch element {
            case .move(let p): move(to: p, transform: transform)
            case .line(let p): addLine(to: p, transform: transform)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c, transform: transform)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .close: closeSubpath()
            }
        }
    }
}
