extension Font {
    /// The space between a font's lines (SwiftUI's `Font.Leading`). Lines of
    /// text are one row apart in a terminal, whatever the leading (APR1).
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Lines closer together.
        case tight
        /// Lines further apart.
        case loose
    }

    /// This font with `leading`: lines stay one row apart, so the font is
    /// drawn as it is (APR1).
    public func leading(_ leading: Font.Leading) -> Font { self }
}
