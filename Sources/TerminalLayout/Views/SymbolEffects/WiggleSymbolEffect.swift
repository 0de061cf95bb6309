/// An effect that moves a symbol back and forth along a direction or around its centre, as
/// Symbols' iOS 18 `WiggleSymbolEffect`: `.wiggle`.
///
/// ```swift
/// Image(systemName: "bell")
///     .symbolEffect(.wiggle.clockwise, value: count)
/// ```
///
/// In a terminal the symbol is drawn as it is, its size unchanged.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    /// Which effect this is and how it is set up.
    public let configuration: SymbolEffectConfiguration

    init(configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// This effect, wiggling up and down.
    public var up: WiggleSymbolEffect { setting(.direction, "up") }
    /// This effect, wiggling down and up.
    public var down: WiggleSymbolEffect { setting(.direction, "down") }
    /// This effect, wiggling left and right.
    public var left: WiggleSymbolEffect { setting(.direction, "left") }
    /// This effect, wiggling right and left.
    public var right: WiggleSymbolEffect { setting(.direction, "right") }
    /// This effect, wiggling forward in the reading direction.
    public var forward: WiggleSymbolEffect { setting(.direction, "forward") }
    /// This effect, wiggling backward against the reading direction.
    public var backward: WiggleSymbolEffect { setting(.direction, "backward") }
    /// This effect, wiggling clockwise.
    public var clockwise: WiggleSymbolEffect { setting(.direction, "clockwise") }
    /// This effect, wiggling counter-clockwise.
    public var counterClockwise: WiggleSymbolEffect { setting(.direction, "counterClockwise") }
    /// This effect, on each layer separately.
    public var byLayer: WiggleSymbolEffect { setting(.scope, "byLayer") }
    /// This effect, on the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { setting(.scope, "wholeSymbol") }

    /// This effect, wiggling along `angle` (0° is to the right, clockwise on screen).
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        setting(.direction, "custom(\(angle.degrees))")
    }

    /// This effect, wiggling along `angle` degrees (0 is to the right, clockwise on screen).
    public func custom(angle: Double) -> WiggleSymbolEffect {
        setting(.direction, "custom(\(angle))")
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An effect that moves a symbol back and forth along a direction or around its centre (SYM1).
    public static var wiggle: WiggleSymbolEffect {
        WiggleSymbolEffect(configuration: SymbolEffectConfiguration(.wiggle))
    }
}
