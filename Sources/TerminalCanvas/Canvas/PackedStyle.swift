/// How ``Cell`` keeps a ``CellStyle`` in the top 27 bits of its word (bits 37–63).
///
/// - Bits 37–56, the colours. Inline (bit 63 clear), for a style without RGB colours,
///   which is nearly every style: the foreground in bits 37–46 and the background in bits
///   47–56, each a 2-bit kind (default, ANSI, palette) and an 8-bit value. Interned (bit 63
///   set), for a style with an RGB colour: the index of its foreground–background pair in
///   ``table``, a process-wide table of the pairs seen so far, never removed.
/// - Bits 57–59, bold, dim and reverse, inline either way (a terminal without colours
///   compares them without a look at the table).
/// - Bits 60–62 are zero.
///
/// One style has one packing, so equal styles are equal bits, and the plain style is 0.
///
/// The table is bounded (``tableCapacity`` pairs, about 2 MB at most), so a long session
/// with ever new RGB colours (a gradient, an animation) does not grow the process without
/// end. A new pair once the table is full is packed inline with each RGB colour replaced
/// by its nearest 256-palette entry (``TerminalColor/paletteIndex``): what a terminal
/// screen draws RGB as anyway (``FrameEncoder``), so the frames sent do not change; only
/// reading the style back (and ``SGR``'s 24-bit text) sees the palette colour.
enum PackedStyle {
    /// Where the packed style starts in a cell's word.
    static let shift: UInt64 = 37
    /// The bits a packed style uses.
    static let mask: UInt64 = ((1 << 27) - 1) << shift
    /// The bit of an interned colour pair.
    static let internedFlag: UInt64 = 1 << 63
    /// The bits of bold, dim and reverse.
    static let attributeMask: UInt64 = 0b111 << 57
    /// The bits of the colours (inline) or of the pair's index (interned).
    static let colorMask: UInt64 = ((1 << 20) - 1) << shift
    /// The most colour pairs the table holds.
    static let tableCapacity = 65_536

    /// The colour pairs with an RGB colour seen so far, each as ``pairKey(_:)``.
    static let table = InternTable<UInt64>(capacity: tableCapacity)

    /// Packs `style` (bits 37–63; the rest zero).
    @inline(__always)
    static func pack(_ style: CellStyle) -> UInt64 {
        var bits: UInt64 = 0
        if style.bold { bits |= 1 << 57 }
        if style.dim { bits |= 1 << 58 }
        if style.reverse { bits |= 1 << 59 }
        guard let foreground = inline(style.foreground), let background = inline(style.background) else {
            return bits | packColors(style, in: table)
        }
        return bits | foreground << shift | background << (shift + 10)
    }

    /// Unpacks the style in bits 37–63 of `bits`.
    @inline(__always)
    static func unpack(_ bits: UInt64) -> CellStyle {
        let (foreground, background) = bits & internedFlag != 0
            ? colors(table[UInt32(truncatingIfNeeded: (bits & colorMask) >> shift)])
            : (color(bits >> shift), color(bits >> (shift + 10)))
        return CellStyle(foreground: foreground, background: background,
                         bold: bits & (1 << 57) != 0, dim: bits & (1 << 58) != 0, reverse: bits & (1 << 59) != 0)
    }

    /// The packed style of bits 37–63 of `bits` without its colours (bold, dim and reverse
    /// only): what a terminal without colours shows.
    @inline(__always)
    static func attributes(_ bits: UInt64) -> UInt64 {
        bits & attributeMask
    }

    /// The colour bits (with ``internedFlag``) of `style`, which has an RGB colour: its
    /// pair's index in `table`, or, when the pair is new and `table` is full, the colours
    /// inline with RGB as its palette entry.
    @inline(never)
    static func packColors(_ style: CellStyle, in table: InternTable<UInt64>) -> UInt64 {
        if let index = table.index(of: pairKey(style)) {
            return internedFlag | UInt64(index) << shift
        }
        func nearest(_ color: TerminalColor) -> UInt64 {
            if let bits = inline(color) { return bits }
            return 2 << 8 | UInt64(color.paletteIndex ?? 0)
        }
        return nearest(style.foreground) << shift | nearest(style.background) << (shift + 10)
    }

    /// A colour in 10 bits, or `nil` for RGB.
    @inline(__always)
    private static func inline(_ color: TerminalColor) -> UInt64? {
        switch color {
        case .default: return 0
        case .ansi(let n): return 1 << 8 | UInt64(n)
        case .palette(let n): return 2 << 8 | UInt64(n)
        case .rgb: return nil
        }
    }

    /// The colour in the low 10 bits of `bits`.
    @inline(__always)
    private static func color(_ bits: UInt64) -> TerminalColor {
        let value = UInt8(truncatingIfNeeded: bits)
        switch (bits >> 8) & 3 {
        case 1: return .ansi(value)
        case 2: return .palette(value)
        default: return .default
        }
    }

    /// `style`'s two colours as one table key: each in 26 bits (a 2-bit kind and 24 bits:
    /// the ANSI or palette index, or red, green, blue), the foreground lowest.
    static func pairKey(_ style: CellStyle) -> UInt64 {
        func key(_ color: TerminalColor) -> UInt64 {
            switch color {
            case .default: return 0
            case .ansi(let n): return 1 << 24 | UInt64(n)
            case .palette(let n): return 2 << 24 | UInt64(n)
            case .rgb(let r, let g, let b): return 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
            }
        }
        return key(style.foreground) | key(style.background) << 26
    }

    /// The two colours of a ``pairKey(_:)``.
    private static func colors(_ key: UInt64) -> (TerminalColor, TerminalColor) {
        func color(_ bits: UInt64) -> TerminalColor {
            let value = bits & 0xFF_FFFF
            switch bits >> 24 {
            case 1: return .ansi(UInt8(truncatingIfNeeded: value))
            case 2: return .palette(UInt8(truncatingIfNeeded: value))
            case 3: return .rgb(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                                blue: UInt8(truncatingIfNeeded: value))
            default: return .default
            }
        }
        return (color(key & 0x3FF_FFFF), color((key >> 26) & 0x3FF_FFFF))
    }
}
