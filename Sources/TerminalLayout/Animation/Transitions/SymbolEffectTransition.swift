/// A transition that runs a symbol effect on the symbol images in a view as it comes and goes
/// (SwiftUI's `SymbolEffectTransition`, `.symbolEffect`, `.symbolEffect(_:options:)`).
///
/// ```swift
/// if isShown {
///     Image(systemName: "checkmark").transition(.symbolEffect(.drawOn.individually))
/// }
/// ```
///
/// Views come and go at once here (TRN1): shown, the view is drawn as it is.
nonisolated public struct SymbolEffectTransition: Transition {
    /// The effect's configuration (`nil`: the automatic one).
    let effect: SymbolEffectConfiguration?
    /// The options it runs with.
    let options: SymbolEffectOptions

    /// A transition running `effect` with `options`.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = effect.configuration
        self.options = options
    }

    /// The automatic transition.
    init() {
        effect = nil
        options = .default
    }

    /// The content as it is (symbols are not animated, TRN1).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The automatic symbol effect as the view comes and goes.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }

    /// `effect` (`.appear`, `.disappear`, `.drawOn`, `.drawOff` …) as the view comes and goes.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
