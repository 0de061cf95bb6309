/// How a symbol effect runs — how often, how fast — as Symbols' `SymbolEffectOptions`:
/// `.default`, `.repeating`, `.nonRepeating`, `.repeat(3)`, `.repeat(.periodic(delay: 1))`,
/// `.speed(2)`, chained (`.repeat(2).speed(0.5)`).
///
/// Kept with the effect and not acted on: a terminal draws the symbol as it is (SYM1).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect prefers to repeat, as Symbols' `SymbolEffectOptions.RepeatBehavior`
    /// (iOS 18): `.continuous`, `.periodic`, `.periodic(_:delay:)`.
    public struct RepeatBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case continuous, periodic(count: Int?, delay: Double?) }
        let kind: Kind

        /// Repeats for as long as the effect is active, as one continuous animation.
        public static var continuous: RepeatBehavior { RepeatBehavior(kind: .continuous) }
        /// Repeats for as long as the effect is active, playing it at regular intervals.
        public static var periodic: RepeatBehavior {
            RepeatBehavior(kind: .periodic(count: nil, delay: nil))
        }

        /// Plays the effect `count` times (`nil`: for as long as it is active), `delay`
        /// seconds apart (`nil`: the default delay).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(kind: .periodic(count: count, delay: delay))
        }
    }

    /// Internal: whether the effect repeats — `nil` the effect's own choice, `false` once,
    /// `true` for as long as it is active.
    var repeats: Bool?
    /// Internal: how many times the effect prefers to play (`repeat(_:)` with a count).
    var repeatCount: Int?
    /// Internal: the iOS 18 repeat behaviour (`repeat(_:)` with a behaviour).
    var repeatBehavior: RepeatBehavior?
    /// Internal: the speed multiplier, 1 by default.
    var speed: Double = 1

    /// The default options: the effect's own repetition, at its own speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// Options that prefer to repeat for as long as the effect is active.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    /// Options that prefer to play the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    /// Options that prefer to play the effect `count` times (`nil`: the default).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Options that prefer to repeat as `behavior` says (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions.default.repeat(behavior)
    }
    /// Options that prefer the effect `speed` times as fast as its own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, preferring to repeat for as long as the effect is active.
    public var repeating: SymbolEffectOptions {
        var copy = self
        copy.repeats = true
        copy.repeatCount = nil
        return copy
    }

    /// These options, preferring to play the effect once.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repeats = false
        copy.repeatCount = nil
        copy.repeatBehavior = nil
        return copy
    }

    /// These options, preferring to play the effect `count` times (`nil`: the default).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = count
        copy.repeats = count.map { $0 > 1 }
        return copy
    }

    /// These options, preferring to repeat as `behavior` says (iOS 18).
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        copy.repeats = true
        if case .periodic(let count, _) = behavior.kind { copy.repeatCount = count }
        return copy
    }

    /// These options with the effect `speed` times as fast as its own speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }
}
