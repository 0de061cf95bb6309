import Foundation

/// `Path` to and from Core Graphics' path (CGPATH1), and the curves `CGMutablePath` draws as
/// `Path` does: `Path(uiBezierPath.cgPath)`, as custom shapes write it.
extension Path {
    /// The path of `path`'s elements.
    public init(_ path: CGPath) {
        self.init()
        for element in path._elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// This path as Core Graphics' path.
    public var cgPath: CGPath { CGPath(_elements: Self.cgElements(of: self)) }

    /// `path`'s elements as Core Graphics' path holds them.
    static func cgElements(of path: Path) -> [CGPath._Element] {
        var elements: [CGPath._Element] = []
        path.forEach { element in
            switch element {
            case .move(let p): elements.append(.move(p))
            case .line(let p): elements.append(.line(p))
            case .quadCurve(let p, let c): elements.append(.quadCurve(p, control: c))
            case .curve(let p, let c1, let c2): elements.append(.curve(p, control1: c1, control2: c2))
            case .closeSubpath: elements.append(.close)
            }
        }
        return elements
    }
}

extension CGMutablePath {
    /// An ellipse inscribed in `rect` (four cubics, as `Path.addEllipse`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(ellipseIn: rect).cgPath, transform: transform)
    }

    /// A rounded rectangle whose corners are ellipses `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        addPath(path.cgPath, transform: transform)
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), joined by
    /// a line to the current point (as `Path.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var path = Path()
        if !isEmpty { path.move(to: currentPoint) }
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        var arc = Path.cgElements(of: path)
        if !isEmpty, case .move = arc.first { arc.removeFirst() }
        addPath(CGPath(_elements: arc), transform: transform)
    }
}
