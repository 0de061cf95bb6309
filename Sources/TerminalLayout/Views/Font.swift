/// A font. A terminal can show only bold, dim and regular text, so each
/// font maps to one of those (documented per style below); sizes do not
/// change the cell grid.
///
/// | font | terminal |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.body`, `.callout`, `.subheadline` | regular |
/// | `.footnote`, `.caption`, `.caption2` | dim |
/// | any font with `.bold()` or a weight of `.semibold` or heavier | bold |
/// | any font with a weight of `.light` or lighter | dim |
public struct Font: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case system(size: CGFloat)
    }
    let style: Style
    var weight: Weight?

    init(style: Style, weight: Weight? = nil) {
        self.style = style
        self.weight = weight
    }

    /// The large title style (bold).
    public static let largeTitle = Font(style: .largeTitle)
    /// The title style (bold).
    public static let title = Font(style: .title)
    /// The second-level title style (bold).
    public static let title2 = Font(style: .title2)
    /// The third-level title style (bold).
    public static let title3 = Font(style: .title3)
    /// The headline style (bold).
    public static let headline = Font(style: .headline)
    /// The subheadline style (regular).
    public static let subheadline = Font(style: .subheadline)
    /// The body style (regular).
    public static let body = Font(style: .body)
    /// The callout style (regular).
    public static let callout = Font(style: .callout)
    /// The footnote style (dim).
    public static let footnote = Font(style: .footnote)
    /// The caption style (dim).
    public static let caption = Font(style: .caption)
    /// The second caption style (dim).
    public static let caption2 = Font(style: .caption2)

    /// A system font of a size, weight and design; only the weight shows in
    /// a terminal (every design is the terminal's one typeface).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: .system(size: size), weight: weight)
    }

    /// A system font in a text style, with a design and weight; only the
    /// weight shows in a terminal.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if let weight { font.weight = weight }
        return font
    }

    /// This font in a fixed-width design: every terminal font is one, so the
    /// font is returned unchanged.
    public func monospaced() -> Font { self }

    /// A typeface design. A terminal draws every design in its one
    /// (fixed-width) typeface: accepted for source compatibility.
    public enum Design: Hashable, Sendable {
        /// The system's default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A fixed-width design.
        case monospaced
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Italic is not shown in a terminal; the font is returned unchanged.
    public func italic() -> Font { self }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// Ultra light (dim).
        public static let ultraLight = Weight(value: 1)
        /// Thin (dim).
        public static let thin = Weight(value: 2)
        /// Light (dim).
        public static let light = Weight(value: 3)
        /// Regular.
        public static let regular = Weight(value: 4)
        /// Medium (regular).
        public static let medium = Weight(value: 5)
        /// Semibold (bold).
        public static let semibold = Weight(value: 6)
        /// Bold.
        public static let bold = Weight(value: 7)
        /// Heavy (bold).
        public static let heavy = Weight(value: 8)
        /// Black (bold).
        public static let black = Weight(value: 9)
    }

    /// Whether the terminal shows this font bold.
    public var isBold: Bool {
        if let weight { return weight.value >= Weight.semibold.value }
        switch style {
        case .largeTitle, .title, .title2, .title3, .headline: return true
        default: return false
        }
    }

    /// Whether the terminal shows this font dim.
    public var isDim: Bool {
        if let weight { return weight.value <= Weight.light.value }
        switch style {
        case .footnote, .caption, .caption2: return true
        default: return false
        }
    }
}
