import Foundation

extension Color {
    /// A colour from an asset catalogue, which a terminal does not have
    /// (C3): the system colour of that name when there is one (`"red"`,
    /// `"Gray"`, `"AccentColor"` is the accent colour), otherwise the
    /// primary colour — so views that name their palette's colours compile
    /// and draw in the terminal's own foreground.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Self.catalogColor(named: name)
    }

    /// The system colour a catalogue name stands for, matched without
    /// case (`"AccentColor"` and `"accentColor"` are the accent colour).
    static func catalogColor(named name: String) -> Color {
        switch name.lowercased() {
        case "accentcolor", "accent": .accentColor
        case "black": .black
        case "white": .white
        case "gray", "grey": .gray
        case "red": .red
        case "green": .green
        case "blue": .blue
        case "orange": .orange
        case "yellow": .yellow
        case "pink": .pink
        case "purple": .purple
        case "teal": .teal
        case "cyan": .cyan
        case "mint": .mint
        case "indigo": .indigo
        case "brown": .brown
        case "secondary": .secondary
        case "clear": .clear
        default: .primary
        }
    }
}
