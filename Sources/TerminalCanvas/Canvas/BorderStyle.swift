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
    }

    /// ``glyphs`` packed: constants, so drawing a box packs nothing (tests check them
    /// against ``GraphemeStore/pack(_:)``).
    var packedGlyphs: PackedGlyphs {
        /// A three-byte UTF-8 box-drawing glyph `E2 b1 b2`, packed.
        func box(_ b1: UInt64, _ b2: UInt64) -> UInt64 { 0xE2 | b1 << 8 | b2 << 16 | 3 << GraphemeStore.lengthShift }
        /// A one-byte ASCII glyph, packed.
        func ascii(_ character: Unicode.Scalar) -> UInt64 { UInt64(character.value) | 1 << GraphemeStore.lengthShift }
        switch self {
        case .light:
            return PackedGlyphs(topLeft: box(0x94, 0x8C), topRight: box(0x94, 0x90), bottomLeft: box(0x94, 0x94),
                                bottomRight: box(0x94, 0x98), horizontal: box(0x94, 0x80), vertical: box(0x94, 0x82))
        case .rounded:
            return PackedGlyphs(topLeft: box(0x95, 0xAD), topRight: box(0x95, 0xAE), bottomLeft: box(0x95, 0xB0),
                                bottomRight: box(0x95, 0xAF), horizontal: box(0x94, 0x80), vertical: box(0x94, 0x82))
        case .heavy:
            return PackedGlyphs(topLeft: box(0x94, 0x8F), topRight: box(0x94, 0x93), bottomLeft: box(0x94, 0x97),
                                bottomRight: box(0x94, 0x9B), horizontal: box(0x94, 0x81), vertical: box(0x94, 0x83))
        case .double:
            return PackedGlyphs(topLeft: box(0x95, 0x94), topRight: box(0x95, 0x97), bottomLeft: box(0x95, 0x9A),
                                bottomRight: box(0x95, 0x9D), horizontal: box(0x95, 0x90), vertical: box(0x95, 0x91))
        case .ascii:
            return PackedGlyphs(topLeft: ascii("+"), topRight: ascii("+"), bottomLeft: ascii("+"),
                                bottomRight: ascii("+"), horizontal: ascii("-"), vertical: ascii("|"))
        }
    }
}
