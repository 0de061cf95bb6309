/// An effect that lights a symbol's variable-colour layers one after another, as Symbols'
/// `VariableColorSymbolEffect`: `.variableColor`.
///
/// ```swift
/// Image(systemName: "wifi")
///     .symbolEffect(.variableColor.iterative.reversing)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, each layer turning on and staying on until the cycle ends.
    public var cumulative: VariableColorSymbolEffect { setting(.fill, "cumulative") }
    /// This effect, each layer turning on briefly in turn.
    public var iterative: VariableColorSymbolEffect { setting(.fill, "iterative") }
    /// This effect, reversing each time it repeats.
    public var reversing: VariableColorSymbolEffect { setting(.playback, "reversing") }
    /// This effect, not reversing when it repeats.
    public var nonReversing: VariableColorSymbolEffect { setting(.playback, "nonReversing") }
    /// This effect, dimming the layers not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect { setting(.inactiveLayers, "dimInactiveLayers") }
    /// This effect, hiding the layers not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { setting(.inactiveLayers, "hideInactiveLayers") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An effect that lights a symbol's variable-colour layers one after another (SYM1).
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration: SymbolEffectConfiguration(.variableColor))
    }
}
