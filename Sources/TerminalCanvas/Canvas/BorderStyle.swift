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
}
