/// An effect that scales a symbol up or down for as long as it is active, as Symbols'
/// `ScaleSymbolEffect`: `.scale`.
///
/// ```swift
/// Image(systemName: "mic")
///     .symbolEffect(.scale.up, isActive: isRecording)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, scaling up.
    public var up: ScaleSymbolEffect { setting(.direction, "up") }
    /// This effect, scaling down.
    public var down: ScaleSymbolEffect { setting(.direction, "down") }
    /// This effect, on each layer separately.
    public var byLayer: ScaleSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An effect that scales a symbol up or down for as long as it is active (SYM1).
    public static var scale: ScaleSymbolEffect {
        ScaleSymbolEffect(configuration: SymbolEffectConfiguration(.scale))
    }
}
