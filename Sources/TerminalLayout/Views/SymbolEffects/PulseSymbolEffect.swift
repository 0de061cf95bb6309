/// An effect that fades the opacity of some or all of a symbol's layers, as Symbols'
/// `PulseSymbolEffect`: `.pulse`.
///
/// ```swift
/// Image(systemName: "wifi")
///     .symbolEffect(.pulse.wholeSymbol)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, on each layer separately.
    public var byLayer: PulseSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An effect that fades the opacity of some or all of a symbol's layers (SYM1).
    public static var pulse: PulseSymbolEffect {
        PulseSymbolEffect(configuration: SymbolEffectConfiguration(.pulse))
    }
}
