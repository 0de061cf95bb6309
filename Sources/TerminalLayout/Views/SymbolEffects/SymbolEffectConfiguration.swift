/// Which symbol effect a value is and how it is set up, as Symbols'
/// `SymbolEffectConfiguration` (`SymbolEffect.configuration`).
///
/// It has no public initialiser: a configuration comes from an effect. Two effects set up
/// alike have equal configurations whatever the order of their chained modifiers
/// (`.bounce.up.byLayer` and `.bounce.byLayer.up`).
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// Internal: the effects, by name.
    enum Effect: String, Hashable, Sendable {
        case appear, automatic, bounce, breathe, disappear, drawOff, drawOn, magicReplace, pulse, replace, rotate
        case scale, variableColor, wiggle
    }

    /// Internal: what a chained modifier sets.
    enum Aspect: String, Hashable, Sendable, CaseIterable {
        /// `up`, `down`, `left`, `clockwise` …, or a custom angle.
        case direction
        /// `byLayer` or `wholeSymbol`.
        case scope
        /// `iterative` or `cumulative` (variable colour).
        case fill
        /// `reversing` or `nonReversing` (variable colour).
        case playback
        /// `dimInactiveLayers` or `hideInactiveLayers` (variable colour).
        case inactiveLayers
        /// `downUp`, `offUp`, `upUp` (replace), `plain`, `pulse` (breathe).
        case style
        /// The fallback of a magic replace.
        case fallback
        /// `nonReversed` (draw off).
        case order
    }

    let effect: Effect
    var settings: [Aspect: String] = [:]

    init(_ effect: Effect) {
        self.effect = effect
    }
}

extension SymbolEffectConfiguration: CustomStringConvertible {
    /// The effect and its settings as they would be chained, e.g. `bounce.up.byLayer`
    /// (settings in the order of their kinds: direction, scope, fill …).
    public var description: String {
        ([effect.rawValue] + Aspect.allCases.compactMap { settings[$0] }).joined(separator: ".")
    }
}
