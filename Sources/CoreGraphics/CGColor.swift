/// Core Graphics' colour, for Linux, which has no Core Graphics (CGCOL1).
///
/// SwiftUI code names one — `Color(cgColor:)`, `Color.cgColor`, `ColorPicker(selection:
/// $cgColor)`, `UIColor(cgColor:)` —, and this is the type as Core Graphics spells it for Swift.
///
/// A colour made from red, green and blue has four components (`[red, green, blue, alpha]`), a
/// grey two (`[gray, alpha]`), as in Core Graphics' RGB and grey colour spaces. Each component
/// is clamped to 0…1 (not a number is 0), as Core Graphics clamps them in those spaces. There
/// are no colour spaces here: a terminal has one, so `init(red:green:blue:alpha:)` and
/// `init(srgbRed:green:blue:alpha:)` make the same colour, and two colours are equal when their
/// components are (a grey and the RGB colour of the same level are not: their components differ,
/// as their colour spaces do in Core Graphics).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, the alpha last.
    private let values: [CGFloat]

    private init(clamping values: [CGFloat]) {
        self.values = values.map { $0.isNaN ? 0 : Swift.min(1, Swift.max(0, $0)) }
    }

    /// A colour from red, green and blue components and an alpha, each 0…1.
    ///
    /// Disfavoured: `Color(.init(red:green:blue:alpha:))`, which iOS code writes for a
    /// `UIColor`, finds this initialiser too, through `Color(_: CGColor)` (CGCOL1).
    @_disfavoredOverload
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(clamping: [red, green, blue, alpha])
    }

    /// A colour from sRGB red, green and blue components and an alpha, each 0…1 (the same
    /// colour as `init(red:green:blue:alpha:)`: a terminal has one colour space).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(clamping: [red, green, blue, alpha])
    }

    /// A grey from a level (0 black, 1 white) and an alpha, each 0…1: two components.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(clamping: [gray, alpha])
    }

    /// The components: `[red, green, blue, alpha]` or `[gray, alpha]`. Never `nil` here (Core
    /// Graphics answers `nil` for colours of a pattern, which there are none of).
    public var components: [CGFloat]? { values }

    /// How many components the colour has, the alpha among them: 4 or 2.
    public var numberOfComponents: Int { values.count }

    /// The alpha (opacity), 0…1: the last component.
    public var alpha: CGFloat { values[values.count - 1] }

    /// The same colour with `alpha` as its alpha (clamped to 0…1). Never `nil` here.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(clamping: Array(values.dropLast()) + [alpha])
    }

    // The three colours SwiftUI's `Color` names too are disfavoured, so that `Color(.white)`
    // stays SwiftUI's white beside `Color(_: CGColor)` (CGCOL1); `CGColor.white` is this one.

    /// Black: the grey of level 0, opaque.
    @_disfavoredOverload public static let black = CGColor(gray: 0, alpha: 1)
    /// White: the grey of level 1, opaque.
    @_disfavoredOverload public static let white = CGColor(gray: 1, alpha: 1)
    /// Clear: the grey of level 0 with alpha 0.
    @_disfavoredOverload public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when the components are.
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a === b || a.values == b.values
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }

    /// `CGColor [gray, alpha]` or `CGColor [red, green, blue, alpha]`.
    public var description: String {
        "CGColor [" + values.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
