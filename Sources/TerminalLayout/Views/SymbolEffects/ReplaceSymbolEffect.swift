/// An effect that replaces one symbol with another, as Symbols' `ReplaceSymbolEffect`:
/// `.replace`, `.replace.downUp`, `.replace.offUp`, `.replace.upUp`, `.replace.byLayer`.
///
/// ```swift
/// Image(systemName: isPlaying ? "pause.fill" : "play.fill")
///     .contentTransition(.symbolEffect(.replace.downUp))
/// ```
///
/// A content transition: in a terminal the new symbol's glyph is drawn at once, in the
/// same cell (SYM1).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The old symbol scaling down as it goes, the new one scaling up.
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.downUp }
    /// The old symbol removed at once, the new one scaling up.
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.offUp }
    /// The old symbol scaling up as it goes, the new one scaling up.
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect.replace.upUp }

    /// This effect, the old symbol scaling down as it goes and the new one scaling up.
    public var downUp: ReplaceSymbolEffect { setting(.style, "downUp") }
    /// This effect, the old symbol removed at once and the new one scaling up.
    public var offUp: ReplaceSymbolEffect { setting(.style, "offUp") }
    /// This effect, the old symbol scaling up as it goes and the new one scaling up.
    public var upUp: ReplaceSymbolEffect { setting(.style, "upUp") }
    /// This effect, on each layer separately.
    public var byLayer: ReplaceSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { setting(.scope, "wholeSymbol") }

    /// A replacement that morphs the layers the two symbols share (iOS 18), this effect
    /// where they share none: drawn as any replacement in a terminal (SYM1).
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
        var configuration = SymbolEffectConfiguration(.magicReplace)
        configuration.settings[.fallback] = fallback.configuration.description
        return MagicReplace(configuration: configuration)
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An effect that replaces one symbol with another (SYM1).
    public static var replace: ReplaceSymbolEffect {
        ReplaceSymbolEffect(configuration: SymbolEffectConfiguration(.replace))
    }
}
