import Foundation

/// UIKit's colour, for SwiftUI code that names one — `Color(.systemGray6)`,
/// `Color(uiColor: .secondaryLabel)`, `.foregroundStyle(Color(UIColor.systemRed))` —
/// through `import SwiftUI` alone, as on iOS (UICOL1).
///
/// A `UIColor` here is a `Color`: made from components (`init(red:green:blue:alpha:)`,
/// `init(white:alpha:)`, `init(hue:saturation:brightness:alpha:)`), from a `Color`, or one of
/// UIKit's named colours, each drawn as the terminal colour nearest its meaning:
///
/// | UIKit | drawn as |
/// |---|---|
/// | `black`, `white`, `red`, `green`, `blue`, `cyan`, `yellow`, `orange`, `purple`, `brown`, `gray` | the `Color` of that name (`magenta`: purple) |
/// | `systemRed` … `systemBrown`, `systemMint`, `systemCyan`, `systemIndigo`, `systemGray` | the `Color` of that name |
/// | `darkGray`, `lightGray`, `systemGray2` … `systemGray6` | greys, iOS's light-mode levels |
/// | `label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, `placeholderText` | `.primary`, `.secondary`, … (the terminal's text colour, dim but the first) |
/// | `systemBackground`, `systemGroupedBackground` | `.clear`: the terminal's own background |
/// | `secondarySystemBackground`, `tertiarySystemBackground` and the grouped ones, the fills, `separator`, `opaqueSeparator` | `.gray` at 30%: drawn dim |
/// | `tintColor`, `link`, `systemBlue` | the accent colour, blue |
/// | `clear` | `.clear` |
///
/// `cgColor` and `init(cgColor:)` go to and from Core Graphics' colour (CGCOL1). What needs
/// the rest of UIKit (trait collections, dynamic providers) is absent; so is the `UIKit` module:
/// a file that imports it does not compile here.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour drawn.
    let swiftUIColor: Color

    /// A colour drawn as `color`, as UIKit's `UIColor(_:)` from a SwiftUI colour.
    public init(_ color: Color) {
        swiftUIColor = color
    }

    /// A colour from red, green and blue components and an opacity, each in 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A colour from Display P3 components (drawn as sRGB: a terminal has one colour space).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from a white level and an opacity in 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation, brightness and opacity in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// The colour of a Core Graphics colour (as `Color(cgColor:)`, CGCOL1).
    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }

    /// The colour an asset catalogue names (as `Color(_:bundle:)`: a terminal has no catalogue,
    /// so a system colour's name gives that colour and any other the text colour). Never `nil`.
    public convenience init?(named name: String) {
        self.init(Color(name))
    }

    /// This colour with its opacity set to `alpha` (0…1).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(swiftUIColor.storage, opacity: Double(alpha)))
    }

    /// The colour as a Core Graphics colour (CGCOL1): a constant colour's components (as
    /// `Color.cgColor`), a named one's as `Color.resolve(in:)` gives them in the default
    /// environment — as UIKit resolves a dynamic colour with the current traits.
    open var cgColor: CGColor { swiftUIColor.resolvedCGColor }

    /// Equal when they are drawn the same.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.swiftUIColor == swiftUIColor
    }

    open override var hash: Int { swiftUIColor.hashValue }

    open override var description: String { "UIColor(\(swiftUIColor))" }

    private static func grey(_ level: Double) -> UIColor { UIColor(Color(white: level)) }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255))
    }
    /// A background other than the window's, or a fill: drawn dim.
    private static var dimGray: UIColor { UIColor(Color.gray.opacity(0.3)) }

    // Fixed colours (the names `Color` has too are disfavoured: `Color(.white)` is SwiftUI's, UICOL1).
    @_disfavoredOverload open class var black: UIColor { UIColor(.black) }
    @_disfavoredOverload open class var white: UIColor { UIColor(.white) }
    @_disfavoredOverload open class var clear: UIColor { UIColor(.clear) }
    @_disfavoredOverload open class var red: UIColor { UIColor(.red) }
    @_disfavoredOverload open class var green: UIColor { UIColor(.green) }
    @_disfavoredOverload open class var blue: UIColor { UIColor(.blue) }
    @_disfavoredOverload open class var cyan: UIColor { UIColor(.cyan) }
    @_disfavoredOverload open class var yellow: UIColor { UIColor(.yellow) }
    open class var magenta: UIColor { UIColor(.purple) }
    @_disfavoredOverload open class var orange: UIColor { UIColor(.orange) }
    @_disfavoredOverload open class var purple: UIColor { UIColor(.purple) }
    @_disfavoredOverload open class var brown: UIColor { UIColor(.brown) }
    @_disfavoredOverload open class var gray: UIColor { UIColor(.gray) }
    open class var darkGray: UIColor { grey(1.0 / 3) }
    open class var lightGray: UIColor { grey(2.0 / 3) }
    open class var darkText: UIColor { UIColor(.black) }
    open class var lightText: UIColor { UIColor(.white) }

    // System colours.
    open class var systemRed: UIColor { UIColor(.red) }
    open class var systemGreen: UIColor { UIColor(.green) }
    open class var systemBlue: UIColor { UIColor(.blue) }
    open class var systemOrange: UIColor { UIColor(.orange) }
    open class var systemYellow: UIColor { UIColor(.yellow) }
    open class var systemPink: UIColor { UIColor(.pink) }
    open class var systemPurple: UIColor { UIColor(.purple) }
    open class var systemTeal: UIColor { UIColor(.teal) }
    open class var systemIndigo: UIColor { UIColor(.indigo) }
    open class var systemBrown: UIColor { UIColor(.brown) }
    open class var systemMint: UIColor { UIColor(.mint) }
    open class var systemCyan: UIColor { UIColor(.cyan) }
    open class var systemGray: UIColor { UIColor(.gray) }
    open class var systemGray2: UIColor { rgb(174, 174, 178) }
    open class var systemGray3: UIColor { rgb(199, 199, 204) }
    open class var systemGray4: UIColor { rgb(209, 209, 214) }
    open class var systemGray5: UIColor { rgb(229, 229, 234) }
    open class var systemGray6: UIColor { rgb(242, 242, 247) }
    open class var tintColor: UIColor { UIColor(.accentColor) }
    open class var link: UIColor { UIColor(.accentColor) }

    // Text.
    open class var label: UIColor { UIColor(.primary) }
    open class var secondaryLabel: UIColor { UIColor(.secondary) }
    open class var tertiaryLabel: UIColor { UIColor(.tertiary) }
    open class var quaternaryLabel: UIColor { UIColor(.quaternary) }
    open class var placeholderText: UIColor { UIColor(.secondary) }

    // Backgrounds, fills, separators.
    open class var systemBackground: UIColor { UIColor(.clear) }
    open class var systemGroupedBackground: UIColor { UIColor(.clear) }
    open class var secondarySystemBackground: UIColor { dimGray }
    open class var tertiarySystemBackground: UIColor { dimGray }
    open class var secondarySystemGroupedBackground: UIColor { dimGray }
    open class var tertiarySystemGroupedBackground: UIColor { dimGray }
    open class var systemFill: UIColor { dimGray }
    open class var secondarySystemFill: UIColor { dimGray }
    open class var tertiarySystemFill: UIColor { dimGray }
    open class var quaternarySystemFill: UIColor { dimGray }
    open class var separator: UIColor { dimGray }
    open class var opaqueSeparator: UIColor { UIColor(.gray) }
}

extension Color {
    /// The colour a `UIColor` is drawn as (`Color(.systemGray6)`). Disfavoured: where both
    /// have a colour of the name (`Color(.white)`), SwiftUI's `Color` is meant.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.swiftUIColor
    }

    /// The colour a `UIColor` is drawn as (iOS 15's `Color(uiColor:)`).
    public init(uiColor: UIColor) {
        self = uiColor.swiftUIColor
    }
}
