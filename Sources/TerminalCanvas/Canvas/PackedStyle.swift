/// A ``CellStyle`` in 55 bits, as ``Cell`` stores it: each colour in 26 bits (a 2-bit
/// kind — default, ANSI, palette, RGB — and 24 bits of value), then bold, dim, reverse.
enum PackedStyle {
    /// The bits a packed style uses.
    static let mask: UInt64 = (1 << 55) - 1
    /// The bits of bold, dim and reverse.
    static let attributeMask: UInt64 = 0b111 << 52

    /// Packs `style`.
    @inline(__always)
    static func pack(_ style: CellStyle) -> UInt64 {
        var bits = pack(style.foreground) | pack(style.background) << 26
        if style.bold { bits |= 1 << 52 }
        if style.dim { bits |= 1 << 53 }
        if style.reverse { bits |= 1 << 54 }
        return bits
    }

    /// Unpacks the style in the low 55 bits of `bits`.
    @inline(__always)
    static func unpack(_ bits: UInt64) -> CellStyle {
        CellStyle(foreground: color(bits & 0x3FF_FFFF), background: color((bits >> 26) & 0x3FF_FFFF),
                  bold: bits & (1 << 52) != 0, dim: bits & (1 << 53) != 0, reverse: bits & (1 << 54) != 0)
    }

    @inline(__always)
    private static func pack(_ color: TerminalColor) -> UInt64 {
        switch color {
        case .default: return 0
        case .ansi(let n): return 1 << 24 | UInt64(n)
        case .palette(let n): return 2 << 24 | UInt64(n)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    @inline(__always)
    private static func color(_ bits: UInt64) -> TerminalColor {
        let value = bits & 0xFF_FFFF
        switch bits >> 24 {
        case 1: return .ansi(UInt8(truncatingIfNeeded: value))
        case 2: return .palette(UInt8(truncatingIfNeeded: value))
        case 3: return .rgb(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                            blue: UInt8(truncatingIfNeeded: value))
        default: return .default
        }
    }
}
