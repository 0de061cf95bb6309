import Testing
@testable import TerminalLayout

/// A style's opacity and levels, shadows, and `Color.Resolved` (STYLE2).
struct ShapeStyleOpacityTests {
    static var plain: EnvironmentValues { EnvironmentValues() }
    static var redForeground: EnvironmentValues {
        var values = EnvironmentValues()
        values.resolved.foregroundColor = .red
        values.resolved.tint = .green
        return values
    }

    @Test("Each style's colour, with nothing set and with a red foreground and green tint", arguments: [
        ("Color.red.opacity (a Color still)", AnyShapeStyle(Color.red.opacity(0.5)), Color.red.opacity(0.5), Color.red.opacity(0.5)),
        ("tint.opacity", AnyShapeStyle(TintShapeStyle().opacity(0.25)), Color.accentColor.opacity(0.25), Color.green.opacity(0.25)),
        ("foreground.opacity", AnyShapeStyle(ForegroundStyle().opacity(0.5)), Color.primary.opacity(0.5), Color.red.opacity(0.5)),
        ("opacity NaN is 1", AnyShapeStyle(TintShapeStyle().opacity(.nan)), Color.accentColor, Color.green),
        ("opacity 7 is 1", AnyShapeStyle(TintShapeStyle().opacity(7)), Color.accentColor, Color.green),
        ("Color.red.secondary", AnyShapeStyle(Color.red.secondary), Color.red.opacity(0.45), Color.red.opacity(0.45)),
        ("Color.blue.quinary", AnyShapeStyle(Color.blue.quinary), Color.blue.opacity(0.1), Color.blue.opacity(0.1)),
        ("tint.secondary", AnyShapeStyle(TintShapeStyle().secondary), Color.accentColor.opacity(0.45), Color.green.opacity(0.45)),
        ("tint.tertiary", AnyShapeStyle(TintShapeStyle().tertiary), Color.accentColor.opacity(0.3), Color.green.opacity(0.3)),
        ("foreground.secondary: as .secondary", AnyShapeStyle(ForegroundStyle().secondary), Color.secondary, Color.red.opacity(0.45)),
        ("shadow: the style", AnyShapeStyle(Color.red.shadow(.drop(radius: 2))), Color.red, Color.red),
        ("static .shadow: the foreground", AnyShapeStyle(.shadow(.drop(color: .black, radius: 3, x: 4, y: 4))), Color.primary, Color.red),
        ("inner shadow of the tint", AnyShapeStyle(TintShapeStyle().shadow(.inner(radius: 1, x: 1))), Color.accentColor, Color.green),
    ] as [(String, AnyShapeStyle, Color, Color)])
    func colours(_ name: String, _ style: AnyShapeStyle, _ plain: Color, _ red: Color) {
        #expect(style._terminalColor(in: Self.plain) == plain, "\(name)")
        #expect(style._terminalColor(in: Self.redForeground) == red, "\(name)")
    }

    @Test("Colours resolved to components", arguments: [
        (Color.red, ColorScheme.light, [1, 0.231, 0.188, 1] as [Float]),
        (Color.blue.opacity(0.5), .light, [0, 0.478, 1, 0.5]),
        (Color(red: 0.2, green: 0.4, blue: 0.6), .dark, [0.2, 0.4, 0.6, 1]),
        (Color.primary, .light, [0, 0, 0, 1]),
        (Color.primary, .dark, [1, 1, 1, 1]),
        (Color.secondary, .dark, [1, 1, 1, 0.6]),
        (Color.clear, .dark, [0, 0, 0, 0]),
    ])
    func resolved(_ color: Color, _ scheme: ColorScheme, _ expected: [Float]) {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let r = color.resolve(in: environment)
        #expect([r.red, r.green, r.blue, r.opacity] == expected)
    }

    @Test func aResolvedNamedColourComesBackAsThatColourUntilItsComponentsChange() {
        var resolved = Color.orange.opacity(0.5).resolve(in: EnvironmentValues())
        #expect(Color(resolved) == Color.orange.opacity(0.5))
        resolved.opacity = 1
        #expect(Color(resolved) == Color.orange)
        resolved.green = 0
        #expect(Color(resolved) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func resolvedComponentsAreClampedAndPrintedAsSwiftUIPrintsThem() {
        let resolved = Color.Resolved(red: 2, green: .nan, blue: 0.5, opacity: -1)
        #expect([resolved.red, resolved.green, resolved.blue, resolved.opacity] == [1, 0, 0.5, 0])
        #expect(Color.Resolved(red: 1, green: 0, blue: 0.5).description == "#FF0080FF")
        #expect(Color.Resolved(red: 1, green: 0, blue: 0) == Color.Resolved(colorSpace: .sRGB, red: 1, green: 0, blue: 0, opacity: 1))
        // As a style, drawn as its colour.
        #expect(Color.Resolved(red: 1, green: 0, blue: 0)._terminalColor(in: EnvironmentValues()) == Color(red: 1, green: 0, blue: 0))
    }
}
