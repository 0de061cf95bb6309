import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Colour capabilities and the colour pairs allocated so far (part of ``CursesScreen``).
///
/// Pairs are allocated once per (foreground, background) combination and remembered,
/// never per frame. When the terminal has no colours, or `NO_COLOR` is set to a non-empty
/// value, styles are shown with bold, dim and reverse only.
struct CursesPalette {
    /// Number of colours the terminal has; 0 in monochrome mode.
    let colors: Int
    /// Whether `use_default_colors` succeeded, so -1 means "terminal default".
    let defaultColors: Bool
    /// Highest usable pair number + 1.
    let pairLimit: Int
    /// Allocated pairs.
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1

    private struct PairKey: Hashable {
        let foreground: Int
        let background: Int
    }

    /// Starts colour (unless monochrome) and returns the palette; call right after `newterm`.
    static func start() -> CursesPalette {
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        guard !noColor, has_colors() else {
            return CursesPalette(colors: 0, defaultColors: false, pairLimit: 0)
        }
        start_color()
        let defaults = use_default_colors() != ERR
        return CursesPalette(colors: Int(cn_colors()), defaultColors: defaults,
                             pairLimit: min(Int(cn_color_pairs()), Int(Int16.max)))
    }

    private init(colors: Int, defaultColors: Bool, pairLimit: Int) {
        self.colors = colors
        self.defaultColors = defaultColors
        self.pairLimit = pairLimit
    }

    /// The curses attributes and colour pair for `style`, allocating the pair if needed.
    mutating func attributes(for style: CellStyle) -> (attr_t, Int32) {
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        guard colors > 0 else { return (attributes, 0) }
        let key = PairKey(foreground: index(style.foreground, isBackground: false),
                          background: index(style.background, isBackground: true))
        if key.foreground == -1 && key.background == -1 { return (attributes, 0) }
        if let pair = pairs[key] { return (attributes, pair) }
        guard Int(nextPair) < pairLimit,
              init_pair(Int16(nextPair), Int16(key.foreground), Int16(key.background)) != ERR else {
            return (attributes, 0)
        }
        pairs[key] = nextPair
        nextPair += 1
        return (attributes, pairs[key]!)
    }

    /// The curses colour number, -1 for the default (or white/black without default colours).
    private func index(_ color: TerminalColor, isBackground: Bool) -> Int {
        if let index = color.index(forTerminalWith: colors) { return index }
        if defaultColors { return -1 }
        return isBackground ? Int(COLOR_BLACK) : Int(COLOR_WHITE)
    }
}
