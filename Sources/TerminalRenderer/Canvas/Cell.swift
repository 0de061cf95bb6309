import TerminalLayout

/// One character cell of a ``Canvas``.
///
/// A cell holds either one grapheme cluster that is 1 or 2 columns wide, or the
/// continuation marker that fills the right half of a 2-column character to its left.
public struct Cell: Hashable, Sendable {
    /// What a cell shows.
    public enum Content: Hashable, Sendable {
        /// A grapheme cluster starting in this cell.
        case character(Character)
        /// The right half of the wide character in the cell to the left.
        case continuation
    }

    /// The cell's content.
    public var content: Content
    /// Columns the content occupies: 1 or 2 for a character, 0 for a continuation.
    public var width: Int
    /// Colours and attributes.
    public var style: CellStyle

    /// Creates a cell holding `character`, whose width is measured with ``DisplayWidth``
    /// and clamped to 1...2.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.content = .character(character)
        self.width = min(2, max(1, DisplayWidth.of(character)))
        self.style = style
    }

    /// Creates the continuation cell for the right half of a wide character.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(content: .continuation, width: 0, style: style)
    }

    /// A space in the plain style: what a new canvas is filled with.
    public static let blank = Cell(" ")

    /// The character, or `nil` for a continuation cell.
    public var character: Character? {
        if case .character(let c) = content { return c }
        return nil
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { content == .continuation }

    private init(content: Content, width: Int, style: CellStyle) {
        self.content = content
        self.width = width
        self.style = style
    }
}
