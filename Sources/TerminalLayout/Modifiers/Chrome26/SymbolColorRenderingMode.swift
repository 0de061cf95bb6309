/// How a symbol image's colours are rendered (iOS 26), for `symbolColorRenderingMode(_:)`:
/// accepted; a symbol is one glyph in one colour here (PLAT2).
public struct SymbolColorRenderingMode: Hashable, Sendable {
    private let name: String
    /// Flat colours.
    public static let flat = SymbolColorRenderingMode(name: "flat")
    /// A gradient made from each colour.
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}
