extension ReplaceSymbolEffect {
    /// A replacement that morphs the layers two symbols share, as Symbols' iOS 18
    /// `ReplaceSymbolEffect.MagicReplace` (`.replace.magic(fallback: .replace.downUp)`).
    ///
    /// In a terminal the new symbol's glyph is drawn at once, as for any replacement (SYM1).
    public struct MagicReplace: ContentTransitionSymbolEffect, ConfiguredSymbolEffect {
        /// Which effect this is and how it is set up.
        public let configuration: SymbolEffectConfiguration

        init(configuration: SymbolEffectConfiguration) {
            self.configuration = configuration
        }
    }
}
