/// The effect the context chooses, as Symbols' `AutomaticSymbolEffect`: `.automatic`, for
/// a content transition (`contentTransition(.symbolEffect(.automatic))`) or a transition.
///
/// In a terminal the new symbol's glyph is drawn at once (SYM1).
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The effect the context chooses (SYM1).
    public static var automatic: AutomaticSymbolEffect {
        AutomaticSymbolEffect(configuration: SymbolEffectConfiguration(.automatic))
    }
}
