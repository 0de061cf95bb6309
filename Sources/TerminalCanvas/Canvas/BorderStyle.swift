/// The line glyphs a box border is drawn with.
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// `┌─┐│└┘`
    case light
    /// `╭─╮│╰╯`
    case rounded
    /// `┏━┓┃┗┛`
    case heavy
    /// `╔═╗║╚╝`
    case double
    /// `+-+|++`, for terminals or logs without box-drawing characters.
    case ascii

    /// The six glyphs of a border.
    public struct Glyphs: Hashable, Sendable {
        /// Top-left corner.
        public let topLeft: Character
        /// Top-right corner.
        public let topRight: Character
        /// Bottom-left corner.
        public let bottomLeft: Character
        /// Bottom-right corner.
        public let bottomRight: Character
        /// Top and bottom edge.
        public let horizontal: Character
        /// Left and right edge.
        public let vertical: Character
    }

    /// The glyphs of this style; all of them are one column wide.
    public var glyphs: Glyphs {
        switch self {
        case .light:
            return Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .rounded:
            return Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        case .heavy:
            return Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .double:
            return Glyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        case .ascii:
            return Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
        }
    }

    /// The six glyphs packed as ``Cell`` stores graphemes (see ``GraphemeStore``).
    struct PackedGlyphs {
        let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: UInt64

        init(_ glyphs: Glyphs) {
            topLeft = GraphemeStore.pack(glyphs.topLeft)
            topRight = GraphemeStore.pack(glyphs.topRight)
            bottomLeft = GraphemeStore.pack(glyphs.bottomLeft)
            bottomRight = GraphemeStore.pack(glyphs.bottomRight)
            horizontal = GraphemeStore.pack(glyphs.horizontal)
            vertical = GraphemeStore.pack(glyphs.vertical)
        }
    }

    /// ``glyphs`` packed, computed once per style rather than once per box.
    var packedGlyphs: PackedGlyphs {
        switch self {
        case .light: return Self.packedLight
        case .rounded: return Self.packedRounded
        case .heavy: return Self.packedHeavy
        case .double: return Self.packedDouble
        case .ascii: return Self.packedASCII
        }
    }

    private static let packedLight = PackedGlyphs(BorderStyle.light.glyphs)
    private static let packedRounded = PackedGlyphs(BorderStyle.rounded.glyphs)
    private static let packedHeavy = PackedGlyphs(BorderStyle.heavy.glyphs)
    private static let packedDouble = PackedGlyphs(BorderStyle.double.glyphs)
    private static let packedASCII = PackedGlyphs(BorderStyle.ascii.glyphs)
}
