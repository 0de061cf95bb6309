/// An effect that draws a symbol on (iOS 26), as Symbols' `DrawOnSymbolEffect`: `.drawOn`.
///
/// ```swift
/// Image(systemName: "signature")
///     .symbolEffect(.drawOn, isActive: isSigned)
/// ```
///
/// A glyph has no strokes to draw: as `appear`, the symbol is drawn as it is, its size
/// unchanged — except that while inactive it hides the symbol (SYM1).
public struct DrawOnSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, on each motion group separately.
    public var byLayer: DrawOnSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: DrawOnSymbolEffect { setting(.scope, "wholeSymbol") }
    /// This effect, on one motion group at a time.
    public var individually: DrawOnSymbolEffect { setting(.scope, "individually") }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// An effect that draws a symbol on; while inactive, the symbol is hidden (SYM1).
    public static var drawOn: DrawOnSymbolEffect {
        DrawOnSymbolEffect(configuration: SymbolEffectConfiguration(.drawOn))
    }
}
