import TerminalLayout

/// Splits text into the cells a terminal really draws it in (internal to the canvas).
///
/// Each glyph is one scalar of width 1 or 2 plus the zero-width scalars that follow it
/// inside the same grapheme cluster (combining marks, variation selectors). Clusters whose
/// ``DisplayWidth`` exceeds 2 (skin-tone or ZWJ emoji sequences) are split into their
/// visible scalars, and ZWJ is dropped, so a terminal shows exactly
/// ``DisplayWidth/of(_:)-(String)`` columns no matter whether it joins such sequences.
/// Zero-width clusters (a lone U+200B, a combining mark at the start) draw nothing.
enum GlyphRun {
    /// One drawable glyph and its width (1 or 2).
    struct Glyph: Equatable {
        let character: Character
        let width: Int
    }

    /// The glyphs of one line of text, sanitised first (``VisibleText/sanitizedLine(_:)``);
    /// printable ASCII, which sanitising leaves alone, is split byte by byte.
    static func visibleGlyphs(_ text: String) -> [Glyph] {
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            return glyphs(VisibleText.sanitizedLine(text))
        }
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 { result.append(Glyph(character: Character(Unicode.Scalar(byte)), width: 1)) }
        return result
    }

    /// The glyphs of one line of already-sanitised text.
    static func glyphs(_ text: String) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if Cell.isNarrowByRange(character) {          // ASCII, box drawing: no measuring
                result.append(Glyph(character: character, width: 1))
                continue
            }
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if width <= 2 && !character.unicodeScalars.contains("\u{200D}") {
                result.append(Glyph(character: character, width: width))
                continue
            }
            result.append(contentsOf: split(character))
        }
        return result
    }

    /// Splits one cluster into base scalars with their trailing zero-width scalars.
    private static func split(_ character: Character) -> [Glyph] {
        var result: [Glyph] = []
        var current = String.UnicodeScalarView()
        var currentWidth = 0
        func flush() {
            guard currentWidth > 0 else { return }
            let string = String(current)
            if string.count == 1, let c = string.first {
                result.append(Glyph(character: c, width: currentWidth))
            } else if let base = current.first {
                result.append(Glyph(character: Character(base), width: currentWidth))
            }
        }
        for scalar in character.unicodeScalars {
            if scalar == "\u{200D}" { continue }
            let width = DisplayWidth.of(scalar)
            if width == 0 {
                if currentWidth > 0 { current.append(scalar) }
                continue
            }
            flush()
            current = String.UnicodeScalarView([scalar])
            currentWidth = width
        }
        flush()
        return result
    }

    /// The leading glyphs that fit in `maxColumns`, ending in `…` when some had to go.
    static func truncated(_ glyphs: [Glyph], toColumns maxColumns: Int) -> [Glyph] {
        guard maxColumns > 0 else { return [] }
        let total = glyphs.reduce(0) { $0 + $1.width }
        if total <= maxColumns { return glyphs }
        var result: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > maxColumns - 1 { break }
            result.append(glyph)
            used += glyph.width
        }
        result.append(Glyph(character: "…", width: 1))
        return result
    }
}
