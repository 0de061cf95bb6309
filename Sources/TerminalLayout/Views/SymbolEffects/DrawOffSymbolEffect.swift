/// An effect that draws a symbol off (iOS 26), as Symbols' `DrawOffSymbolEffect`: `.drawOff`.
///
/// ```swift
/// Image(systemName: "bell")
///     .symbolEffect(.drawOff, isActive: isMuted)
/// ```
///
/// A glyph has no strokes to draw: as `disappear`, the symbol is drawn as it is, its size
/// unchanged — except that while active it hides the symbol (SYM1).
public struct DrawOffSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, on each motion group separately.
    public var byLayer: DrawOffSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: DrawOffSymbolEffect { setting(.scope, "wholeSymbol") }
    /// This effect, on one motion group at a time.
    public var individually: DrawOffSymbolEffect { setting(.scope, "individually") }
    /// This effect, following the draw data forwards rather than back.
    public var nonReversed: DrawOffSymbolEffect { setting(.order, "nonReversed") }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// An effect that draws a symbol off; while active, the symbol is hidden (SYM1).
    public static var drawOff: DrawOffSymbolEffect {
        DrawOffSymbolEffect(configuration: SymbolEffectConfiguration(.drawOff))
    }
}
