import Testing
@testable import TerminalLayout

/// Each style as the one colour a terminal draws it with (STYLE1).
struct ShapeStyleResolutionTests {
    /// A style of one's own that resolves to another.
    struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.yellow : Color.orange
        }
    }

    /// A style of one's own that resolves to nothing (SwiftUI accepts it).
    struct Stripes: ShapeStyle {}

    static var plain: EnvironmentValues { EnvironmentValues() }
    static var tinted: EnvironmentValues {
        var values = EnvironmentValues()
        values.resolved.foregroundColor = .red
        values.resolved.tint = .green
        values.resolved.backgroundStyle = .blue
        return values
    }

    @Test("Each style's colour, with nothing set and with a red foreground, green tint, blue background", arguments: [
        ("red", AnyShapeStyle(Color.red), Color.red, Color.red),
        ("foreground", AnyShapeStyle(.foreground), Color.primary, Color.red),
        ("primary", AnyShapeStyle(.primary), Color.primary, Color.red),
        ("secondary", AnyShapeStyle(.secondary), Color.secondary, Color.red.opacity(0.45)),
        ("quinary", AnyShapeStyle(.quinary), Color.quinary, Color.red.opacity(0.1)),
        ("tint", AnyShapeStyle(.tint), Color.accentColor, Color.green),
        ("background", AnyShapeStyle(.background), Color.clear, Color.blue),
        ("separator", AnyShapeStyle(.separator), Color.secondary, Color.secondary),
        ("selection", AnyShapeStyle(.selection), Color.accentColor, Color.accentColor),
        ("fill (iOS 17): dim", AnyShapeStyle(.fill), Color.secondary, Color.secondary),
        ("fill's third level", AnyShapeStyle(.fill.tertiary), Color.tertiary, Color.tertiary),
        ("link", AnyShapeStyle(.link), Color.accentColor, Color.accentColor),
        ("placeholder", AnyShapeStyle(.placeholder), Color.secondary, Color.secondary),
        ("window background: as the background", AnyShapeStyle(.windowBackground), Color.clear, Color.blue),
        ("material", AnyShapeStyle(.regularMaterial), Color.gray, Color.gray),
        ("bar", AnyShapeStyle(.bar), Color.gray, Color.gray),
        ("two-colour gradient: the first", AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
         Color.red, Color.red),
        ("three colours: the middle", AnyShapeStyle(RadialGradient(colors: [.red, .white, .blue], center: .center,
                                                                   startRadius: 0, endRadius: 5)), Color.white, Color.white),
        ("stops: nearest 0.5", AnyShapeStyle(.linearGradient(stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.6),
                                                                    .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing)),
         Color.green, Color.green),
        ("angular", AnyShapeStyle(AngularGradient(colors: [.mint], center: .center)), Color.mint, Color.mint),
        ("elliptical", AnyShapeStyle(EllipticalGradient(colors: [.pink, .teal, .cyan])), Color.teal, Color.teal),
        ("Color.gradient", AnyShapeStyle(Color.orange.gradient), Color.orange, Color.orange),
        ("no stops", AnyShapeStyle(Gradient(stops: [])), Color.clear, Color.clear),
        ("custom, resolving", AnyShapeStyle(Warning()), Color.yellow, Color.yellow),
        ("custom, resolving to nothing", AnyShapeStyle(Stripes()), Color.primary, Color.red),
        ("erased twice", AnyShapeStyle(AnyShapeStyle(Color.brown)), Color.brown, Color.brown),
        ("image paint: the foreground", AnyShapeStyle(.image(Image(systemName: "star"), scale: 2)), Color.primary, Color.red),
        ("mesh gradient: the middle point", AnyShapeStyle(MeshGradient(width: 3, height: 1, points: [[0, 0.5], [0.5, 0.5], [1, 0.5]],
                                                                       colors: [.red, .indigo, .blue])), Color.indigo, Color.indigo),
    ])
    func colour(_ name: String, style: AnyShapeStyle, plain: Color, tinted: Color) {
        #expect(style._terminalColor(in: Self.plain) == plain)
        #expect(style._terminalColor(in: Self.tinted) == tinted)
    }

    @Test("The secondary and tertiary levels are the styles foregroundStyle(_:_:_:) gave, when given")
    func explicitLevels() {
        var values = EnvironmentValues()
        values.resolved.foregroundColor = .red
        values.resolved.secondaryStyle = .blue
        values.resolved.tertiaryStyle = .green
        #expect(HierarchicalShapeStyle.secondary._terminalColor(in: values) == .blue)
        #expect(HierarchicalShapeStyle.tertiary._terminalColor(in: values) == .green)
        #expect(HierarchicalShapeStyle.quaternary._terminalColor(in: values) == Color.red.opacity(0.2))
    }

    @Test("Erased styles are the same when their type and fields are", arguments: [
        (AnyShapeStyle(Color.red), AnyShapeStyle(Color.red), true),
        (AnyShapeStyle(Color.red), AnyShapeStyle(Color.blue), false),
        (AnyShapeStyle(.secondary), AnyShapeStyle(.secondary), true),
        (AnyShapeStyle(.secondary), AnyShapeStyle(.tertiary), false),
        (AnyShapeStyle(Gradient(colors: [.red])), AnyShapeStyle(Gradient(colors: [.red])), true),
        (AnyShapeStyle(Gradient(colors: [.red])), AnyShapeStyle(AnyGradient(Gradient(colors: [.red]))), false),
    ])
    func sameness(a: AnyShapeStyle, b: AnyShapeStyle, same: Bool) {
        #expect(a.isSame(as: b) == same)
    }

    @Test("backgroundStyle reads back as the colour it is drawn with")
    func backgroundStyleValue() {
        var values = EnvironmentValues()
        #expect(values.backgroundStyle == nil)
        values.backgroundStyle = AnyShapeStyle(Material.thin)
        #expect(values.backgroundStyle?._terminalColor(in: values) == .gray)
    }
}
