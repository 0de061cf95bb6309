/// A variant of an SF Symbol — filled, in a circle, slashed — as in
/// SwiftUI: `.symbolVariant(.fill)` shows `Image(systemName: "heart")` as
/// `"heart.fill"`.
///
/// The variant's name is the symbol's with the variant's parts appended in
/// SF Symbols' order (`slash`, then `circle`/`square`/`rectangle`, then
/// `fill`): `"heart"` with `.circle.fill` is `"heart.circle.fill"`. Where the
/// glyph table has no glyph for that name, the parts are dropped from the
/// front until one is found (`"heart.fill"`), and the symbol's own glyph is
/// drawn when none is (IMG2).
public struct SymbolVariants: Hashable, Sendable {
    private var shape: String?
    private var fills = false
    private var slashes = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// Inside a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Inside a square.
    public static let square = SymbolVariants(shape: "square")
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(fills: true)
    /// Slashed through.
    public static let slash = SymbolVariants(slashes: true)

    /// This variant inside a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant inside a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.fills = true } }
    /// This variant, slashed through.
    public var slash: SymbolVariants { with { $0.slashes = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.fills || fills) && (!other.slashes || slashes)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The glyph of `name` in this variant, or `nil` when the table has
    /// none of the variant's names.
    func glyph(for name: String) -> String? {
        let parts = [slashes ? "slash" : nil, shape, fills ? "fill" : nil].compactMap { $0 }
        for first in parts.indices {
            let candidate = ([name] + parts[first...]).joined(separator: ".")
            if let glyph = symbolGlyphs[candidate] { return glyph }
        }
        return nil
    }
}

/// How an SF Symbol's layers are coloured, as in SwiftUI: accepted — a
/// glyph has one colour in a terminal (IMG2).
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour in levels of opacity.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Colours from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension EnvironmentValues {
    /// The symbol variant images below show (`symbolVariant(_:)`, IMG2).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

/// Internal: the key of `EnvironmentValues.symbolVariants`.
private enum SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

nonisolated extension View {
    /// Shows the SF Symbols below in `variant` (IMG2): `.symbolVariant(.fill)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Accepted: a glyph has one colour (IMG2).
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
    /// Accepted: a glyph has one colour (IMG2).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
