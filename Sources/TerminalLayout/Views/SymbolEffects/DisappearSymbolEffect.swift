/// An effect that makes a symbol disappear, as Symbols' `DisappearSymbolEffect`: `.disappear`.
///
/// ```swift
/// Image(systemName: "bell")
///     .symbolEffect(.disappear.down, isActive: isMuted)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged — except that while active it
/// hides the symbol (SYM1).
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, scaling up as it disappears.
    public var up: DisappearSymbolEffect { setting(.direction, "up") }
    /// This effect, scaling down as it disappears.
    public var down: DisappearSymbolEffect { setting(.direction, "down") }
    /// This effect, on each layer separately.
    public var byLayer: DisappearSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An effect that makes a symbol disappear; while active, the symbol is hidden (SYM1).
    public static var disappear: DisappearSymbolEffect {
        DisappearSymbolEffect(configuration: SymbolEffectConfiguration(.disappear))
    }
}
