/// `Color.mix(with:by:in:)` (iOS 18): a colour part of the way to another (STYLE2).
extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is
    /// `rhs`, between them each component (red, green, blue, opacity) a
    /// straight blend of the two colours' components as `resolve(in:)`
    /// gives them in the default environment (STYLE2). The colour space is
    /// accepted (a terminal draws the nearest palette entry either way); a
    /// fraction outside 0…1 is clamped, one not finite is 0.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? Swift.max(0, Swift.min(1, fraction)) : 0
        if t == 0 { return self }
        if t == 1 { return rhs }
        let environment = EnvironmentValues()
        let a = resolve(in: environment), b = rhs.resolve(in: environment)
        func blend(_ x: Float, _ y: Float) -> Double { Double(x) + (Double(y) - Double(x)) * t }
        return Color(red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue),
                     opacity: blend(a.opacity, b.opacity))
    }
}
