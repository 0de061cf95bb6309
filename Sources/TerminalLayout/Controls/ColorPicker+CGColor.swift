import CoreGraphics

/// `ColorPicker`'s forms that pick a Core Graphics colour (CLR1, CGCOL1).
extension ColorPicker {
    /// A picker of the Core Graphics colour `selection`, labelled by the view `label` makes.
    ///
    /// It picks as the `Color` form does (CLR1): the colour shown is `Color(cgColor:)` of the
    /// selection — by the name of the palette colour whose components it has, else `#RRGGBB` —
    /// and a colour chosen is set as its components (`resolve(in:)` in the default environment,
    /// STYLE2: `red` is 1, 0.231, 0.188), so the keys go on through the palette from it.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Self.colorSelection(selection), supportsOpacity: supportsOpacity, label: label)
    }

    /// The `Color` binding a Core Graphics colour's picker picks through.
    static func colorSelection(_ selection: Binding<CGColor>) -> Binding<Color> {
        Binding(get: { paletteColor(matching: Color(cgColor: selection.wrappedValue)) },
                set: { selection.wrappedValue = $0.resolvedCGColor })
    }

    /// The palette colour with the components of `colour` (at its opacity), or `colour`.
    static func paletteColor(matching colour: Color) -> Color {
        let environment = EnvironmentValues()
        let components = colour.resolve(in: environment)
        let match = palette.first { entry in
            let resolved = entry.resolve(in: environment)
            return resolved.red == components.red && resolved.green == components.green && resolved.blue == components.blue
        }
        return match.map { $0.opacity(colour.opacityValue) } ?? colour
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by the key's text of the Core Graphics colour `selection`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled `title` of the Core Graphics colour `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
