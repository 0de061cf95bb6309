/// An effect that makes a symbol appear, as Symbols' `AppearSymbolEffect`: `.appear`.
///
/// ```swift
/// Image(systemName: "checkmark")
///     .symbolEffect(.appear, isActive: isDone)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged — except that while inactive
/// it hides the symbol (SYM1).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, scaling up as it appears.
    public var up: AppearSymbolEffect { setting(.direction, "up") }
    /// This effect, scaling down as it appears.
    public var down: AppearSymbolEffect { setting(.direction, "down") }
    /// This effect, on each layer separately.
    public var byLayer: AppearSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { setting(.scope, "wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An effect that makes a symbol appear; while inactive, the symbol is hidden (SYM1).
    public static var appear: AppearSymbolEffect {
        AppearSymbolEffect(configuration: SymbolEffectConfiguration(.appear))
    }
}
