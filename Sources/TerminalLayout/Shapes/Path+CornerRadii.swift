/// Rectangles whose corners each have their own radius (SHP3).
extension Path {
    /// A rectangle whose corners have `cornerRadii` (each at most half the
    /// shorter side; not finite or negative is square).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A closed rectangle whose corners have `cornerRadii`, clockwise from
    /// the top leading corner's end on the top edge (quarter circles as
    /// cubics; a square corner is a point).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radii = cornerRadii.clamped(to: r)
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        let k = 0.5522847498 // a quarter circle as one cubic
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(r.minX + tl, r.minY))
        addLine(to: p(r.maxX - tr, r.minY))
        if tr > 0 {
            addCurve(to: p(r.maxX, r.minY + tr), control1: p(r.maxX - tr + tr * k, r.minY), control2: p(r.maxX, r.minY + tr - tr * k))
        }
        addLine(to: p(r.maxX, r.maxY - br))
        if br > 0 {
            addCurve(to: p(r.maxX - br, r.maxY), control1: p(r.maxX, r.maxY - br + br * k), control2: p(r.maxX - br + br * k, r.maxY))
        }
        addLine(to: p(r.minX + bl, r.maxY))
        if bl > 0 {
            addCurve(to: p(r.minX, r.maxY - bl), control1: p(r.minX + bl - bl * k, r.maxY), control2: p(r.minX, r.maxY - bl + bl * k))
        }
        addLine(to: p(r.minX, r.minY + tl))
        if tl > 0 {
            addCurve(to: p(r.minX + tl, r.minY), control1: p(r.minX, r.minY + tl - tl * k), control2: p(r.minX + tl - tl * k, r.minY))
        }
        closeSubpath()
    }
}
