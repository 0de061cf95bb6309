/// An effect that animates a symbol image, as the Symbols framework's `SymbolEffect`
/// (re-exported by SwiftUI): `.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`,
/// `.disappear`, `.replace`, `.wiggle`, `.breathe`, `.rotate`.
///
/// ```swift
/// Image(systemName: "wifi")
///     .symbolEffect(.variableColor.iterative.reversing)
/// ```
///
/// A terminal cell holds one glyph, with no layers to move and no frames between two
/// states, so an effect is accepted and the symbol drawn as it is, its size unchanged —
/// except that an active `disappear` (an inactive `appear`) hides it (SYM1).
///
/// The refinements say how an effect is applied: ``IndefiniteSymbolEffect`` (while
/// active, `symbolEffect(_:options:isActive:)`), ``DiscreteSymbolEffect`` (once per change
/// of a value, `symbolEffect(_:options:value:)`), ``TransitionSymbolEffect`` (as the
/// symbol is inserted or removed) and ``ContentTransitionSymbolEffect`` (from one symbol
/// to the next, `contentTransition(.symbolEffect(_:options:))`). (The five protocols
/// share this file: the four refinements add nothing to it.)
public protocol SymbolEffect: Hashable, Sendable {
    /// Which effect this is and how it is set up.
    var configuration: SymbolEffectConfiguration { get }
}

/// A symbol effect that runs while it is active, as Symbols' `IndefiniteSymbolEffect`
/// (`symbolEffect(_:options:isActive:)`; SYM1).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs once each time a value changes, as Symbols'
/// `DiscreteSymbolEffect` (`symbolEffect(_:options:value:)`; SYM1).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs as the symbol is inserted or removed, as Symbols'
/// `TransitionSymbolEffect` (SYM1).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that runs as one symbol replaces another, as Symbols'
/// `ContentTransitionSymbolEffect` (`contentTransition(.symbolEffect(_:options:))`; SYM1).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Internal: an effect made from its configuration, so the chained modifiers
/// (`.up`, `.byLayer` …) are one helper.
protocol ConfiguredSymbolEffect: SymbolEffect {
    init(configuration: SymbolEffectConfiguration)
}

extension ConfiguredSymbolEffect {
    /// This effect with `aspect` set to `value` (a later setting of the same aspect wins,
    /// as `.bounce.up.down` bounces down).
    func setting(_ aspect: SymbolEffectConfiguration.Aspect, _ value: String) -> Self {
        var configuration = self.configuration
        configuration.settings[aspect] = value
        return Self(configuration: configuration)
    }
}
