import TerminalLayout

/// One character cell of a ``Canvas``.
///
/// A cell holds either one grapheme cluster that is 1 or 2 columns wide, or the
/// continuation marker that fills the right half of a 2-column character to its left.
///
/// A cell is a plain 32-byte value with no references: the grapheme's UTF-8 is stored
/// inline (clusters longer than 15 bytes, which are rare, are interned in a process-wide
/// table and stored by index). Copying a canvas is a memory copy, comparing two is a
/// byte comparison, and a screen can send a cell's bytes without building a `String`.
/// Two cells are equal when they hold the same UTF-8 bytes, width and style (so
/// canonically equivalent but differently spelled text is two different cells, as it is
/// two different byte sequences to a terminal).
public struct Cell: Hashable, Sendable {
    /// What a cell shows.
    public enum Content: Hashable, Sendable {
        /// A grapheme cluster starting in this cell.
        case character(Character)
        /// The right half of the wide character in the cell to the left.
        case continuation
    }

    /// The grapheme's UTF-8 bytes 0–7 (little-endian).
    var low: UInt64
    /// The grapheme's UTF-8 bytes 8–14, and in the top byte its length (0 for a
    /// continuation, ``GraphemeStore/internedLength`` when `low` holds a table index).
    var high: UInt64
    /// Columns: 0, 1 or 2.
    var columns: UInt8
    /// Colours and attributes.
    public var style: CellStyle
    /// Fills the struct to 32 bytes with a known value: with no padding left, two rows of
    /// equal cells are equal byte for byte, so an unchanged row is skipped with one `memcmp`.
    private var reserved: UInt32 = 0

    /// Creates a cell holding `character`, whose width is measured with ``DisplayWidth``
    /// and clamped to 1...2.
    public init(_ character: Character, style: CellStyle = .plain) {
        (low, high) = GraphemeStore.pack(character)
        columns = Cell.isNarrowByRange(character) ? 1 : UInt8(min(2, max(1, DisplayWidth.of(character))))
        self.style = style
    }

    /// Creates the continuation cell for the right half of a wide character.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(low: 0, high: 0, columns: 0, style: style)
    }

    /// A space in the plain style: what a new canvas is filled with.
    public static let blank = Cell(" ")

    /// The cell's content.
    public var content: Content {
        get { isContinuation ? .continuation : .character(GraphemeStore.unpack(low, high)) }
        set {
            switch newValue {
            case .continuation:
                (low, high, columns) = (0, 0, 0)
            case .character(let character):
                self = Cell(character, style: style)
            }
        }
    }

    /// Columns the content occupies: 1 or 2 for a character, 0 for a continuation.
    public var width: Int {
        get { Int(columns) }
        set { columns = UInt8(clamping: newValue) }
    }

    /// The character, or `nil` for a continuation cell.
    public var character: Character? {
        isContinuation ? nil : GraphemeStore.unpack(low, high)
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { high >> 56 == 0 }

    /// Calls `body` with the character's UTF-8 bytes (empty for a continuation).
    @inline(__always)
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        GraphemeStore.withUTF8(low, high, body)
    }

    /// Number of UTF-8 bytes of the character (0 for a continuation).
    var utf8Count: Int { GraphemeStore.utf8Count(low, high) }

    private init(low: UInt64, high: UInt64, columns: UInt8, style: CellStyle) {
        self.low = low
        self.high = high
        self.columns = columns
        self.style = style
    }

    /// Whether `character` is one scalar that is one column by its range alone: printable
    /// ASCII, box drawing (U+2500–U+257F) and block elements (U+2580–U+259F). Saves
    /// measuring the characters every border is made of.
    @inline(__always)
    static func isNarrowByRange(_ character: Character) -> Bool {
        let utf8 = character.utf8
        var iterator = utf8.makeIterator()
        guard let first = iterator.next() else { return false }
        if first >= 0x20 && first < 0x7F { return iterator.next() == nil }
        guard first == 0xE2, let second = iterator.next(), second >= 0x94 && second <= 0x96,
              let third = iterator.next(), iterator.next() == nil else { return false }
        return second < 0x96 || third < 0xA0
    }
}
