extension Text {
    /// The line of an underline or strikethrough (SwiftUI's `Text.LineStyle`):
    /// a pattern and a colour. The canvas draws no underline or
    /// strikethrough, so text with one is drawn as it is (APR1).
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        let pattern: Pattern
        /// The line's colour (`nil`: the text's).
        let color: Color?

        /// A line of `pattern` in `color` (`nil`: the text's foreground colour).
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line.
        public static let single = LineStyle()

        /// The pattern of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String

            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A line of dots.
            public static let dot = Pattern(name: "dot")
            /// A line of dashes.
            public static let dash = Pattern(name: "dash")
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// Underlined text in a pattern is not drawn as such; the text is returned unchanged (APR1).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }

    /// Struck-through text in a pattern is not drawn as such; the text is returned unchanged (APR1).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
}
