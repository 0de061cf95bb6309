import CoreGraphics

/// Core Graphics colours and SwiftUI's (CGCOL1).
///
/// `Color(cgColor:)`, `Color(_: CGColor)`, `Color.cgColor` and `Color.Resolved.cgColor`.
extension Color {
    /// The colour of a Core Graphics colour (iOS 15): its red, green and blue (four
    /// components) or its grey (two), with its alpha as the opacity; clear when it has neither.
    public init(cgColor: CGColor) {
        let values = (cgColor.components ?? []).map(Double.init)
        if values.count >= 4 {
            self.init(red: values[0], green: values[1], blue: values[2], opacity: values[values.count - 1])
        } else if values.count >= 2 {
            self.init(white: values[0], opacity: values[values.count - 1])
        } else {
            self.init(white: 0, opacity: 0)
        }
    }

    /// The colour of a Core Graphics colour: SwiftUI's first form of `init(cgColor:)`, which it
    /// deprecates. Disfavoured: where `Color` also has a colour of the name (`Color(.white)`),
    /// SwiftUI's is meant.
    @_disfavoredOverload
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The colour as a Core Graphics colour, when it is a constant one: an RGB colour (from
    /// components, a hue, a grey, a `CGColor`) — its sRGB components and its opacity — and
    /// `black`, `white` and `clear`. `nil` for the colours that follow the environment — the
    /// system colours (`red` … `gray`, `accentColor`), `primary` … `quinary`, a catalogue's —
    /// as SwiftUI answers for a dynamic colour; `resolve(in:)` gives every colour's
    /// components (CGCOL1).
    public var cgColor: CGColor? {
        let opacity = CGFloat(opacityValue)
        switch storage {
        case let .rgb(red, green, blue):
            return CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: opacity)
        case .named("black"): return CGColor(srgbRed: 0, green: 0, blue: 0, alpha: opacity)
        case .named("white"): return CGColor(srgbRed: 1, green: 1, blue: 1, alpha: opacity)
        case .named("clear"): return CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)
        case .named: return nil
        }
    }

    /// The colour as a Core Graphics colour whatever it is (internal: what `UIColor.cgColor`
    /// and `NSColor.cgColor`, never `nil`, answer): `cgColor`, or the components `resolve(in:)`
    /// gives in the default environment (STYLE2: a system colour's light-appearance value, the
    /// primary colour white).
    var resolvedCGColor: CGColor {
        cgColor ?? resolve(in: EnvironmentValues()).cgColor
    }
}

extension Color.Resolved {
    /// The components as a Core Graphics colour (sRGB, the opacity as its alpha).
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
