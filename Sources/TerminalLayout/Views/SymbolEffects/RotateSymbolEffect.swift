/// An effect that turns a symbol, or its rotating layers, around, as Symbols' iOS 18
/// `RotateSymbolEffect`: `.rotate`.
///
/// ```swift
/// Image(systemName: "arrow.clockwise")
///     .symbolEffect(.rotate, isActive: isLoading)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, turning clockwise.
    public var clockwise: RotateSymbolEffect { setting(.direction, "clockwise") }
    /// This effect, turning counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { setting(.direction, "counterClockwise") }
    /// This effect, on each layer separately.
    public var byLayer: RotateSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An effect that turns a symbol, or its rotating layers, around (SYM1).
    public static var rotate: RotateSymbolEffect {
        RotateSymbolEffect(configuration: SymbolEffectConfiguration(.rotate))
    }
}
