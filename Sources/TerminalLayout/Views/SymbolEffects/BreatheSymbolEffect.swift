/// An effect that scales a symbol smoothly up and down, as if breathing, as Symbols' iOS 18
/// `BreatheSymbolEffect`: `.breathe`.
///
/// ```swift
/// Image(systemName: "heart")
///     .symbolEffect(.breathe.pulse)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, breathing by scale alone.
    public var plain: BreatheSymbolEffect { setting(.style, "plain") }
    /// This effect, breathing by scale and opacity.
    public var pulse: BreatheSymbolEffect { setting(.style, "pulse") }
    /// This effect, on each layer separately.
    public var byLayer: BreatheSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An effect that scales a symbol smoothly up and down, as if breathing (SYM1).
    public static var breathe: BreatheSymbolEffect {
        BreatheSymbolEffect(configuration: SymbolEffectConfiguration(.breathe))
    }
}
