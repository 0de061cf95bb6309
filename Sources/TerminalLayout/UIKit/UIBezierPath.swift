import Foundation

/// UIKit's path (UIK1), for the custom shapes SwiftUI code on iOS writes with it —
///
/// ```swift
/// struct RoundedCorner: Shape {
///     var radius: CGFloat
///     var corners: UIRectCorner
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
///                           cornerRadii: CGSize(width: radius, height: radius)).cgPath)
///     }
/// }
/// ```
///
/// — built as a ``Path`` is (arcs and rounded corners as cubics) and handed over as
/// `cgPath`, drawn as any shape's path is (PATH1). The stroke settings are kept, not drawn
/// (a stroke is one cell wide), and there is no drawing context to `fill()` or `stroke()` in.
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The path built.
    private var path = Path()

    /// The stroke's width (kept; a stroke is one cell wide here).
    open var lineWidth: CGFloat = 1
    /// Whether the fill is even-odd (kept).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle whose corners are rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are rounded by `cornerRadii.width` (as UIKit, which
    /// rounds by circles of the width; at most half the shorter side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = cornerRadii.width
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(
            topLeading: corners.contains(.topLeft) ? r : 0, bottomLeading: corners.contains(.bottomLeft) ? r : 0,
            bottomTrailing: corners.contains(.bottomRight) ? r : 0, topTrailing: corners.contains(.topRight) ? r : 0),
            style: .circular)
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` in radians.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of Core Graphics' `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// The path as Core Graphics' path, for `Path(_:)`.
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// The path's bounding rectangle, control points included.
    open var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Where the path ends.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` in radians, joined
    /// by a line to the current point.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }

    /// Closes the subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Adds `other`'s elements.
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether `point` is inside the path (the non-zero rule, or even-odd as set).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
}
