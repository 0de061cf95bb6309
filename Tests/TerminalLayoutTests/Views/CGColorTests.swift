import Foundation
import Testing
@testable import TerminalLayout

/// `CGColor` (the package's Core Graphics module on Linux) and SwiftUI's and UIKit's forms that
/// take or give one (CGCOL1).
struct CGColorTests {
    struct Components: Sendable, CustomTestStringConvertible {
        let name: String
        let color: @Sendable () -> CGColor
        let components: [CGFloat]
        var testDescription: String { name }
    }

    @Test("Components: [red, green, blue, alpha] or [gray, alpha], clamped to 0…1; alpha the last", arguments: [
        Components(name: "red:green:blue:alpha:", color: { CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75) },
                   components: [1, 0.5, 0.25, 0.75]),
        Components(name: "srgbRed:", color: { CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1) },
                   components: [0.2, 0.4, 0.6, 1]),
        Components(name: "gray:alpha:", color: { CGColor(gray: 0.5, alpha: 0.25) }, components: [0.5, 0.25]),
        Components(name: "black", color: { CGColor.black }, components: [0, 1]),
        Components(name: "white", color: { CGColor.white }, components: [1, 1]),
        Components(name: "clear", color: { CGColor.clear }, components: [0, 0]),
        Components(name: "clamped, NaN as 0", color: { CGColor(red: 2, green: -1, blue: .nan, alpha: 1.5) },
                   components: [1, 0, 0, 1]),
        Components(name: "copy(alpha:)", color: { CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)! },
                   components: [1, 0, 0, 0.5]),
        Components(name: "copy(alpha:) of a grey", color: { CGColor.white.copy(alpha: 3)! }, components: [1, 1]),
    ])
    func components(_ sample: Components) {
        let color = sample.color()
        #expect(color.components == sample.components)
        #expect(color.numberOfComponents == sample.components.count)
        #expect(color.alpha == sample.components.last)
    }

    @Test("Equal by components: RGB and sRGB alike; a grey is not the RGB colour of its level")
    func equality() {
        #expect(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) == CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).hashValue
                == CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1).hashValue)
        #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.black != CGColor.clear)
    }

    struct Conversion: Sendable, CustomTestStringConvertible {
        let name: String
        let cgColor: @Sendable () -> CGColor
        let color: Color
        var testDescription: String { name }
    }

    @Test("Color(cgColor:) and Color(_:): the RGB colour, or the grey, at the alpha", arguments: [
        Conversion(name: "RGB", cgColor: { CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5) },
                   color: Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)),
        Conversion(name: "grey", cgColor: { CGColor(gray: 0.25, alpha: 1) }, color: Color(white: 0.25)),
        Conversion(name: "black", cgColor: { .black }, color: Color(white: 0)),
        Conversion(name: "clear", cgColor: { .clear }, color: Color(white: 0, opacity: 0)),
    ])
    func colorFromCGColor(_ sample: Conversion) {
        #expect(Color(cgColor: sample.cgColor()) == sample.color)
        #expect(Color(sample.cgColor()) == sample.color)
    }

    struct Constant: Sendable, CustomTestStringConvertible {
        let color: Color
        let components: [CGFloat]?
        var testDescription: String { "\(color)" }
    }

    @Test("Color.cgColor: a constant colour's sRGB components and opacity; nil for one that follows the environment",
          arguments: [
              Constant(color: Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5), components: [0.2, 0.4, 0.6, 0.5]),
              Constant(color: Color(white: 0.25), components: [0.25, 0.25, 0.25, 1]),
              Constant(color: Color(hue: 0, saturation: 1, brightness: 1), components: [1, 0, 0, 1]),
              Constant(color: .black, components: [0, 0, 0, 1]),
              Constant(color: .white.opacity(0.5), components: [1, 1, 1, 0.5]),
              Constant(color: .clear, components: [0, 0, 0, 0]),
              Constant(color: .red, components: nil),
              Constant(color: .gray, components: nil),
              Constant(color: .primary, components: nil),
              Constant(color: .accentColor, components: nil),
              Constant(color: Color("Aqua"), components: nil),
          ])
    func cgColorOfColor(_ sample: Constant) {
        #expect(sample.color.cgColor?.components == sample.components)
    }

    @Test("An RGB colour comes back from its CGColor as itself", arguments: [
        Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5), Color(white: 0.25), Color(red: 1, green: 0, blue: 0.1),
    ])
    func roundTrip(_ color: Color) throws {
        #expect(Color(cgColor: try #require(color.cgColor)) == color)
    }

    @Test("Color.Resolved.cgColor: the resolved components (STYLE2: red is 1, 0.231, 0.188)")
    func resolvedCGColor() {
        let red = Color.red.resolve(in: EnvironmentValues()).cgColor
        #expect(red.components?.map { Float($0) } == [1, 0.231, 0.188, 1])
    }

    struct Platform: Sendable, CustomTestStringConvertible {
        let name: String
        let uiColor: @Sendable () -> UIColor
        let components: [CGFloat]
        var testDescription: String { name }
    }

    @Test("UIColor.cgColor: a constant colour's components; a named one's resolved in the default environment",
          arguments: [
              Platform(name: "components", uiColor: { UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1) },
                       components: [0.5, 0.25, 1, 1]),
              Platform(name: "white level", uiColor: { UIColor(white: 0.5, alpha: 0.5) }, components: [0.5, 0.5, 0.5, 0.5]),
              Platform(name: "black", uiColor: { .black }, components: [0, 0, 0, 1]),
              Platform(name: "label: the primary colour, white (dark by default)", uiColor: { .label }, components: [1, 1, 1, 1]),
              Platform(name: "systemBackground", uiColor: { .systemBackground }, components: [0, 0, 0, 0]),
              Platform(name: "from a CGColor", uiColor: { UIColor(cgColor: CGColor(gray: 0.75, alpha: 1)) },
                       components: [0.75, 0.75, 0.75, 1]),
          ])
    func uiColor(_ sample: Platform) {
        #expect(sample.uiColor().cgColor.components == sample.components)
    }

    @Test("UIColor.systemRed.cgColor: SwiftUI's red, resolved")
    func uiColorSystemRed() {
        #expect(UIColor.systemRed.cgColor.components?.map { Float($0) } == [1, 0.231, 0.188, 1])
        #expect(Color(uiColor: UIColor(cgColor: .white)) == Color(white: 1))
    }

    @Test("Color(cgColor:) is drawn as its colour")
    func drawn() {
        let result = lay(Color(cgColor: CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)), 2, 1)
        let colours = result.placements.compactMap { if case .color(let colour) = $0.kind { colour } else { nil } }
        #expect(colours == [Color(red: 0, green: 0.5, blue: 1)])
    }
}
