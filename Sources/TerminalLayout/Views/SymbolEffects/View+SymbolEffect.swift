nonisolated extension View {
    /// Adds an effect that runs on the symbol images in this view while `isActive`
    /// (`.pulse`, `.variableColor.iterative`, `.scale.up`, `.appear`, `.disappear` …).
    ///
    /// A glyph has no layers to animate: the view is drawn as it is, its layout unchanged —
    /// except that an active `disappear` or `drawOff`, or an inactive `appear` or `drawOn`, hides the symbol images
    /// in it, which keep their cells and draw nothing, as under `opacity(0)` (SYM1).
    public consuming func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let hides: Bool? = switch effect.configuration.effect {
        case .appear, .drawOn: !isActive
        case .disappear, .drawOff: isActive
        default: nil
        }
        return modifier(_EnvironmentModifier { resolved in
            // Other effects leave an appear/disappear set further out as it is.
            guard let hides else { return }
            var values = EnvironmentValues(resolved)
            values.symbolEffectHidesSymbols = hides
            resolved = values.resolved
        })
    }

    /// Adds an effect that runs once on the symbol images in this view each time `value`
    /// changes (`.bounce`, `.wiggle`, `.rotate` …): drawn as it is, its layout unchanged
    /// (SYM1).
    public consuming func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Removes the symbol effects this view inherits from the views around it (`isEnabled`),
    /// or leaves them: with them removed, an appear or disappear effect further out no longer
    /// hides the symbols in it (SYM1).
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { resolved in
            guard isEnabled else { return }
            var values = EnvironmentValues(resolved)
            guard values.symbolEffectHidesSymbols else { return }
            values.symbolEffectHidesSymbols = false
            resolved = values.resolved
        })
    }
}

extension ContentTransition {
    /// A content transition that runs `effect` as one symbol replaces another
    /// (`.symbolEffect(.replace.downUp)`, `.symbolEffect(.automatic)`): accepted, the new
    /// symbol drawn at once (SYM1).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}

extension EnvironmentValues {
    /// Internal: whether the symbol images below are hidden by an appear or disappear
    /// effect (SYM1).
    var symbolEffectHidesSymbols: Bool {
        get { self[SymbolEffectHidesSymbolsKey.self] }
        set { self[SymbolEffectHidesSymbolsKey.self] = newValue }
    }
}

/// Internal: the key of `EnvironmentValues.symbolEffectHidesSymbols`.
private enum SymbolEffectHidesSymbolsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
