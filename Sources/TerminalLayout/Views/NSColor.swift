import Foundation

/// AppKit's colour, for SwiftUI code written for macOS (NSCOL1).
///
/// Such code names one through `import SwiftUI` alone — `Color(.labelColor)`,
/// `Color(nsColor: .windowBackgroundColor)`, `.foregroundStyle(Color(NSColor.systemRed))`.
///
/// An `NSColor` here is a `Color`, as a `UIColor` is (UICOL1): made from components (any of
/// AppKit's RGB, white and HSB initialisers: a terminal has one colour space, so `calibrated…`,
/// `device…` and `srgb…` make the same colour), from a `Color` or a Core Graphics colour, from a
/// catalogue name, or one of AppKit's named colours, each drawn as the `Color` UIKit's
/// equivalent is drawn as:
///
/// | AppKit | drawn as |
/// |---|---|
/// | `black`, `white`, `red`, `green`, `blue`, `cyan`, `yellow`, `orange`, `purple`, `brown`, `gray` | the `Color` of that name (`magenta`: purple) |
/// | `systemRed` … `systemBrown`, `systemMint`, `systemCyan`, `systemIndigo`, `systemGray` | the `Color` of that name |
/// | `darkGray`, `lightGray` | greys, ⅓ and ⅔ white |
/// | `labelColor`, `textColor`, `controlTextColor`, `headerTextColor` | `.primary`: the terminal's text colour |
/// | `secondaryLabelColor`, `placeholderTextColor`, `disabledControlTextColor`, `tertiaryLabelColor`, `quaternaryLabelColor` | `.secondary`, `.tertiary`, … (dim) |
/// | `windowBackgroundColor`, `controlBackgroundColor`, `textBackgroundColor`, `underPageBackgroundColor` | `.clear`: the terminal's own background |
/// | `controlColor`, `separatorColor`, `unemphasizedSelectedContentBackgroundColor` | `.gray` at 30%: drawn dim |
/// | `gridColor` | `.gray` (opaque, as UIKit's `opaqueSeparator`) |
/// | `linkColor`, `controlAccentColor`, `selectedContentBackgroundColor`, `keyboardFocusIndicatorColor` | the accent colour, blue |
/// | `clear` | `.clear` |
///
/// The names UIKit's `UIColor` also has (`white`, `systemRed`, …) are disfavoured here, so that
/// `Color(.systemRed)` still compiles with both types declared (both give the same colour).
/// Colour spaces, catalogues and component accessors are absent; there is no `AppKit` module: a
/// file that imports it does not compile here.
open class NSColor: NSObject, @unchecked Sendable {
    /// The name of a colour in a catalogue, as AppKit spells it.
    public typealias Name = String

    /// The colour drawn.
    let swiftUIColor: Color

    /// A colour drawn as `color`, as SwiftUI's `NSColor(_:)` from a SwiftUI colour.
    @_disfavoredOverload
    public init(_ color: Color) {
        swiftUIColor = color
    }

    /// A colour from red, green and blue components and an opacity, each in 0…1.
    @_disfavoredOverload
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A colour from calibrated RGB components (the same colour: one colour space here).
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from device RGB components (the same colour: one colour space here).
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from sRGB components (the same colour: one colour space here).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from Display P3 components (drawn as sRGB: a terminal has one colour space).
    @_disfavoredOverload
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from a white level and an opacity in 0…1.
    @_disfavoredOverload
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A grey from a calibrated white level (the same grey: one colour space here).
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// A grey from a device white level (the same grey: one colour space here).
    public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// A colour from hue, saturation, brightness and opacity in 0…1.
    @_disfavoredOverload
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// A colour from calibrated HSB components (the same colour: one colour space here).
    public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// A colour from device HSB components (the same colour: one colour space here).
    public convenience init(deviceHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// The colour of a Core Graphics colour (as `Color(cgColor:)`, CGCOL1). Never `nil` here.
    public convenience init?(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }

    /// The colour a catalogue names (as `Color(_:bundle:)`: a terminal has no catalogue, so a
    /// system colour's name gives that colour and any other the text colour). Never `nil`.
    public convenience init?(named name: NSColor.Name) {
        self.init(Color(name))
    }

    /// The colour a bundle's catalogue names (the bundle is not read: as `init(named:)`).
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) {
        self.init(Color(name))
    }

    /// This colour with its opacity set to `alpha` (0…1).
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(Color(swiftUIColor.storage, opacity: Double(alpha)))
    }

    /// The colour as a Core Graphics colour (CGCOL1): a constant colour's components (as
    /// `Color.cgColor`), a named one's as `Color.resolve(in:)` gives them in the default
    /// environment — as AppKit approximates a dynamic colour.
    open var cgColor: CGColor { swiftUIColor.resolvedCGColor }

    /// Equal when they are drawn the same.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSColor)?.swiftUIColor == swiftUIColor
    }

    open override var hash: Int { swiftUIColor.hashValue }

    open override var description: String { "NSColor(\(swiftUIColor))" }

    private static func grey(_ level: Double) -> NSColor { NSColor(Color(white: level)) }
    /// A background other than the window's, or a control's face: drawn dim.
    private static var dimGray: NSColor { NSColor(Color.gray.opacity(0.3)) }

    // Fixed colours (names UIColor has too: disfavoured, NSCOL1).
    @_disfavoredOverload open class var black: NSColor { NSColor(.black) }
    @_disfavoredOverload open class var white: NSColor { NSColor(.white) }
    @_disfavoredOverload open class var clear: NSColor { NSColor(.clear) }
    @_disfavoredOverload open class var red: NSColor { NSColor(.red) }
    @_disfavoredOverload open class var green: NSColor { NSColor(.green) }
    @_disfavoredOverload open class var blue: NSColor { NSColor(.blue) }
    @_disfavoredOverload open class var cyan: NSColor { NSColor(.cyan) }
    @_disfavoredOverload open class var yellow: NSColor { NSColor(.yellow) }
    @_disfavoredOverload open class var magenta: NSColor { NSColor(.purple) }
    @_disfavoredOverload open class var orange: NSColor { NSColor(.orange) }
    @_disfavoredOverload open class var purple: NSColor { NSColor(.purple) }
    @_disfavoredOverload open class var brown: NSColor { NSColor(.brown) }
    @_disfavoredOverload open class var gray: NSColor { NSColor(.gray) }
    @_disfavoredOverload open class var darkGray: NSColor { grey(1.0 / 3) }
    @_disfavoredOverload open class var lightGray: NSColor { grey(2.0 / 3) }

    // System colours (names UIColor has too: disfavoured, NSCOL1).
    @_disfavoredOverload open class var systemRed: NSColor { NSColor(.red) }
    @_disfavoredOverload open class var systemGreen: NSColor { NSColor(.green) }
    @_disfavoredOverload open class var systemBlue: NSColor { NSColor(.blue) }
    @_disfavoredOverload open class var systemOrange: NSColor { NSColor(.orange) }
    @_disfavoredOverload open class var systemYellow: NSColor { NSColor(.yellow) }
    @_disfavoredOverload open class var systemPink: NSColor { NSColor(.pink) }
    @_disfavoredOverload open class var systemPurple: NSColor { NSColor(.purple) }
    @_disfavoredOverload open class var systemTeal: NSColor { NSColor(.teal) }
    @_disfavoredOverload open class var systemIndigo: NSColor { NSColor(.indigo) }
    @_disfavoredOverload open class var systemBrown: NSColor { NSColor(.brown) }
    @_disfavoredOverload open class var systemMint: NSColor { NSColor(.mint) }
    @_disfavoredOverload open class var systemCyan: NSColor { NSColor(.cyan) }
    @_disfavoredOverload open class var systemGray: NSColor { NSColor(.gray) }

    // Text.
    open class var labelColor: NSColor { NSColor(.primary) }
    open class var secondaryLabelColor: NSColor { NSColor(.secondary) }
    open class var tertiaryLabelColor: NSColor { NSColor(.tertiary) }
    open class var quaternaryLabelColor: NSColor { NSColor(.quaternary) }
    open class var textColor: NSColor { NSColor(.primary) }
    open class var placeholderTextColor: NSColor { NSColor(.secondary) }
    open class var controlTextColor: NSColor { NSColor(.primary) }
    open class var disabledControlTextColor: NSColor { NSColor(.secondary) }
    open class var headerTextColor: NSColor { NSColor(.primary) }
    open class var linkColor: NSColor { NSColor(.accentColor) }

    // Backgrounds, controls, separators, selection.
    open class var windowBackgroundColor: NSColor { NSColor(.clear) }
    open class var controlBackgroundColor: NSColor { NSColor(.clear) }
    open class var textBackgroundColor: NSColor { NSColor(.clear) }
    open class var underPageBackgroundColor: NSColor { NSColor(.clear) }
    open class var controlColor: NSColor { dimGray }
    open class var separatorColor: NSColor { dimGray }
    open class var gridColor: NSColor { NSColor(.gray) }
    open class var selectedContentBackgroundColor: NSColor { NSColor(.accentColor) }
    open class var unemphasizedSelectedContentBackgroundColor: NSColor { dimGray }
    open class var controlAccentColor: NSColor { NSColor(.accentColor) }
    open class var keyboardFocusIndicatorColor: NSColor { NSColor(.accentColor) }
}

extension Color {
    /// The colour an `NSColor` is drawn as (`Color(.labelColor)`). Disfavoured: where `Color`
    /// has a colour of the name (`Color(.white)`), SwiftUI's is meant.
    @_disfavoredOverload
    public init(_ color: NSColor) {
        self = color.swiftUIColor
    }

    /// The colour an `NSColor` is drawn as (macOS 12's `Color(nsColor:)`).
    public init(nsColor: NSColor) {
        self = nsColor.swiftUIColor
    }
}
