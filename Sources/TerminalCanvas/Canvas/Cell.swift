import TerminalLayout

/// One character cell of a ``Canvas``.
///
/// A cell holds either one grapheme cluster that is 1 or 2 columns wide, or the
/// continuation marker that fills the right half of a 2-column character to its left.
///
/// A cell is a plain 8-byte value with no references, one word: the grapheme's UTF-8
/// (up to 4 bytes inline — every single scalar and short clusters; longer clusters are
/// interned in a bounded process-wide table and stored by index, see ``GraphemeStore``),
/// its width, and its style (inline unless it has an RGB colour, whose colour pair is then
/// interned, see ``PackedStyle``). Copying a canvas is a memory copy, comparing two cells
/// is one integer comparison, and a screen sends a cell's bytes without building a `String`.
/// Two cells are equal when they hold the same UTF-8 bytes, width and style (so
/// canonically equivalent but differently spelled text is two different cells, as it is
/// two different byte sequences to a terminal).
///
/// What the tables cannot take is stored as a stand-in that the terminal draws alike: a
/// cluster over 128 bytes, or new once 32,768 long clusters were seen, as a replacement
/// glyph of the same width; an RGB colour pair new once 65,536 were seen, with each RGB
/// colour as its nearest 256-palette entry (what screens draw RGB as anyway).
public struct Cell: Hashable, Sendable {
    /// What a cell shows.
    public enum Content: Hashable, Sendable {
        /// A grapheme cluster starting in this cell.
        case character(Character)
        /// The right half of the wide character in the cell to the left.
        case continuation
    }

    /// The packed cell: the grapheme in bits 0–34 (``GraphemeStore``: UTF-8 or a table
    /// index in 0–31, the length in 32–34, 0 for a continuation), the width in bits 35–36,
    /// the style in bits 37–63 (``PackedStyle``).
    var word: UInt64

    /// Where the width starts.
    static let widthShift: UInt64 = 35
    /// The bits of the width.
    static let widthMask: UInt64 = 3 << widthShift

    /// Creates a cell holding `character`, whose width is measured with ``DisplayWidth``
    /// and clamped to 1...2 (a cluster the grapheme table cannot take is stored as
    /// ``GraphemeStore/replacement(columns:)``).
    public init(_ character: Character, style: CellStyle = .plain) {
        let columns: UInt64 = Cell.isNarrowByRange(character) ? 1 : UInt64(min(2, max(1, DisplayWidth.of(character))))
        let text = GraphemeStore.pack(character) ?? GraphemeStore.replacement(columns: columns)
        word = text | columns << Cell.widthShift | PackedStyle.pack(style)
    }

    /// Creates the continuation cell for the right half of a wide character.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(word: PackedStyle.pack(style))
    }

    /// A space in the plain style: what a new canvas is filled with.
    public static let blank = Cell(" ")

    /// The cell's content.
    public var content: Content {
        get { isContinuation ? .continuation : .character(GraphemeStore.unpack(word)) }
        set {
            switch newValue {
            case .continuation:
                word &= PackedStyle.mask
            case .character(let character):
                self = Cell(character, style: style)
            }
        }
    }

    /// Colours and attributes.
    public var style: CellStyle {
        get { PackedStyle.unpack(word) }
        set { word = (word & ~PackedStyle.mask) | PackedStyle.pack(newValue) }
    }

    /// Columns the content occupies: 1 or 2 for a character, 0 for a continuation.
    public var width: Int {
        get { Int(columns) }
        set { word = (word & ~Cell.widthMask) | UInt64(min(3, max(0, newValue))) << Cell.widthShift }
    }

    /// The width as stored.
    @inline(__always)
    var columns: UInt64 { (word >> Cell.widthShift) & 3 }

    /// The packed style alone, for comparing styles without unpacking them.
    @inline(__always)
    var styleBits: UInt64 { word & PackedStyle.mask }

    /// The packed grapheme alone (``GraphemeStore``).
    @inline(__always)
    var text: UInt64 { word & GraphemeStore.mask }

    /// The character, or `nil` for a continuation cell.
    public var character: Character? {
        isContinuation ? nil : GraphemeStore.unpack(word)
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { word & (7 << GraphemeStore.lengthShift) == 0 }

    /// Whether this is either half of a wide character (a 2-column cell or a
    /// continuation): overwriting it means repairing the other half.
    @inline(__always)
    var isWideHalf: Bool { isContinuation || columns == 2 }

    /// Calls `body` with the character's UTF-8 bytes (empty for a continuation).
    @inline(__always)
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        GraphemeStore.withUTF8(word, body)
    }

    /// Number of UTF-8 bytes of the character (0 for a continuation).
    var utf8Count: Int { GraphemeStore.utf8Count(word) }

    /// Creates a cell from its packed word (see ``word``).
    @inline(__always)
    init(word: UInt64) {
        self.word = word
    }

    /// A one-column cell from a packed grapheme (``GraphemeStore/pack(_:)``) and a packed
    /// style (``PackedStyle/pack(_:)``): no measuring, no packing per cell.
    @inline(__always)
    static func narrow(text: UInt64, styleBits: UInt64) -> Cell {
        Cell(word: text | styleBits | 1 << widthShift)
    }

    /// The packed grapheme of one printable ASCII byte.
    @inline(__always)
    static func asciiText(_ byte: UInt8) -> UInt64 {
        UInt64(byte) | 1 << GraphemeStore.lengthShift
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
