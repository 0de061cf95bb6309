/// Colour literals — `#colorLiteral(red: 1, green: 0.49, blue: 0.47, alpha: 1)`, what Xcode's
/// colour picker writes — as ``Color`` values (COL2). On Apple platforms the literal is a
/// `UIColor` or `NSColor` and code wraps it, `Color(#colorLiteral(…))`; Linux has neither, so
/// here the literal is a `Color` (`_ColorLiteralType`, declared on Linux only) and
/// `Color(_:)` takes one — which also makes `Color(.red)` compile as the system red.
extension Color: _ExpressibleByColorLiteral {
    /// The colour of a literal: its components in sRGB, clamped to 0…1 (non-finite ones as 0).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        func clean(_ value: Float) -> Double { value.isFinite ? Double(Swift.min(1, Swift.max(0, value))) : 0 }
        self.init(.sRGB, red: clean(red), green: clean(green), blue: clean(blue), opacity: clean(alpha))
    }

    /// The same colour: what `Color(#colorLiteral(…))` and `Color(.red)` call here, where the
    /// platform colour types these wrap on Apple platforms do not exist.
    @_disfavoredOverload
    public init(_ color: Color) {
        self = color
    }
}

#if os(Linux)
/// The type a colour literal is when nothing else is asked for: ``Color`` (UIKit's and
/// AppKit's colour types declare it on Apple platforms).
public typealias _ColorLiteralType = Color
#endif
