import Synchronization

/// A ``CellStyle`` in the top 27 bits of a ``Cell``'s word (bits 37–63), packed in place.
///
/// - Inline (bit 63 clear): a style without RGB colours, which is nearly every style —
///   the foreground in bits 37–46 and the background in bits 47–56 (each a 2-bit kind —
///   default, ANSI, palette — and an 8-bit value), then bold (57), dim (58), reverse (59).
///   Packing it is a few shifts.
/// - Interned (bit 63 set): a style with an RGB colour, as an index (bits 37–62) into a
///   process-wide table of the RGB styles seen so far (few, never removed).
///
/// Either way one style has one packing, so equal styles are equal bits, and the plain
/// style is 0.
enum PackedStyle {
    /// Where the packed style starts in a cell's word.
    static let shift: UInt64 = 37
    /// The bits a packed style uses.
    static let mask: UInt64 = ((1 << 27) - 1) << shift
    /// The bit of an interned style.
    static let internedFlag: UInt64 = 1 << 63
    /// The bits of bold, dim and reverse in an inline style.
    static let attributeMask: UInt64 = 0b111 << 57
    /// How many styles the table can hold.
    static let internedCapacity: UInt64 = 1 << 26

    private static let table = Mutex<(indices: [CellStyle: UInt64], styles: [CellStyle])>(([:], []))

    /// Packs `style` (in place: bits 37–63; the rest zero).
    @inline(__always)
    static func pack(_ style: CellStyle) -> UInt64 {
        guard let foreground = inline(style.foreground), let background = inline(style.background) else {
            return intern(style)
        }
        var bits = foreground << shift | background << (shift + 10)
        if style.bold { bits |= 1 << 57 }
        if style.dim { bits |= 1 << 58 }
        if style.reverse { bits |= 1 << 59 }
        return bits
    }

    /// Unpacks the style in bits 37–63 of `bits`.
    @inline(__always)
    static func unpack(_ bits: UInt64) -> CellStyle {
        if bits & internedFlag != 0 { return interned(bits) }
        return CellStyle(foreground: color(bits >> shift), background: color(bits >> (shift + 10)),
                         bold: bits & (1 << 57) != 0, dim: bits & (1 << 58) != 0, reverse: bits & (1 << 59) != 0)
    }

    /// The packed style of bits 37–63 of `bits` without its colours (bold, dim and reverse
    /// only): what a terminal without colours shows.
    @inline(__always)
    static func attributes(_ bits: UInt64) -> UInt64 {
        if bits & internedFlag == 0 { return bits & attributeMask }
        let style = interned(bits)
        return pack(CellStyle(bold: style.bold, dim: style.dim, reverse: style.reverse))
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

    @inline(never)
    private static func intern(_ style: CellStyle) -> UInt64 {
        let index = table.withLock { table -> UInt64 in
            if let index = table.indices[style] { return index }
            let index = UInt64(table.styles.count)
            precondition(index < internedCapacity, "more than 2^26 distinct styles with RGB colours")
            table.styles.append(style)
            table.indices[style] = index
            return index
        }
        return internedFlag | index << shift
    }

    @inline(never)
    private static func interned(_ bits: UInt64) -> CellStyle {
        let index = Int((bits & ~internedFlag & mask) >> shift)
        return table.withLock { $0.styles[index] }
    }
}
