/// An effect that scales a symbol briefly up or down (a bounce), as Symbols'
/// `BounceSymbolEffect`: `.bounce`.
///
/// ```swift
/// Image(systemName: "bell")
///     .symbolEffect(.bounce.up, value: count)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, bouncing up.
    public var up: BounceSymbolEffect { setting(.direction, "up") }
    /// This effect, bouncing down.
    public var down: BounceSymbolEffect { setting(.direction, "down") }
    /// This effect, on each layer separately.
    public var byLayer: BounceSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An effect that scales a symbol briefly up or down (a bounce) (SYM1).
    public static var bounce: BounceSymbolEffect {
        BounceSymbolEffect(configuration: SymbolEffectConfiguration(.bounce))
    }
}
