/// A terminal colour: the terminal's default, one of the 16 ANSI colours, a 256-palette index, or RGB.
///
/// RGB is mapped to the nearest entry of the xterm 256-colour cube when drawn
/// (see ``paletteIndex``); terminals with fewer colours get a further reduction.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour, drawn as the nearest 256-palette entry.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// ANSI black (0).
    public static let black = TerminalColor.ansi(0)
    /// ANSI red (1).
    public static let red = TerminalColor.ansi(1)
    /// ANSI green (2).
    public static let green = TerminalColor.ansi(2)
    /// ANSI yellow (3).
    public static let yellow = TerminalColor.ansi(3)
    /// ANSI blue (4).
    public static let blue = TerminalColor.ansi(4)
    /// ANSI magenta (5).
    public static let magenta = TerminalColor.ansi(5)
    /// ANSI cyan (6).
    public static let cyan = TerminalColor.ansi(6)
    /// ANSI white (7).
    public static let white = TerminalColor.ansi(7)

    /// The 256-palette index this colour is drawn with, or `nil` for ``default``.
    ///
    /// ANSI colours keep their index (masked to 0–15); RGB goes to the 6×6×6 cube
    /// (indices 16–231) or the grey ramp (232–255), whichever is closer.
    public var paletteIndex: Int? {
        switch self {
        case .default:
            return nil
        case .ansi(let n):
            return Int(n & 0x0F)
        case .palette(let n):
            return Int(n)
        case .rgb(let r, let g, let b):
            return Self.nearestPaletteIndex(red: Int(r), green: Int(g), blue: Int(b))
        }
    }

    /// The palette index reduced to a terminal with `colors` colours (8, 16 or 256 and more).
    ///
    /// Returns `nil` for ``default``. With fewer than 256 colours, cube and grey entries
    /// fall back to the nearest of the 8 basic colours; with fewer than 16, bright ANSI
    /// colours lose their brightness.
    public func index(forTerminalWith colors: Int) -> Int? {
        guard let index = paletteIndex else { return nil }
        if colors >= 256 { return index }
        var basic = index
        if index >= 16 {
            let (r, g, b) = Self.paletteRGB(index)
            basic = (r >= 128 ? 1 : 0) | (g >= 128 ? 2 : 0) | (b >= 128 ? 4 : 0)
        }
        if colors >= 16 { return basic }
        return basic & 0x07
    }

    /// The six levels of the xterm colour cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    private static func nearestPaletteIndex(red: Int, green: Int, blue: Int) -> Int {
        func nearestLevel(_ v: Int) -> Int {
            var best = 0
            for (i, level) in cubeLevels.enumerated() where abs(level - v) < abs(cubeLevels[best] - v) {
                best = i
            }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeIndex = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance((cubeLevels[ri], cubeLevels[gi], cubeLevels[bi]), (red, green, blue))
        let average = (red + green + blue) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = distance((grey, grey, grey), (red, green, blue))
        return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }

    /// Approximate RGB of a palette entry 16–255.
    private static func paletteRGB(_ index: Int) -> (Int, Int, Int) {
        if index >= 232 {
            let v = 8 + 10 * (index - 232)
            return (v, v, v)
        }
        let i = index - 16
        return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
    }
}
