/// Internal: the inline Markdown SwiftUI renders in a `LocalizedStringKey` (TXT7) — emphasis
/// (`*a*`, `_a_`), strong (`**a**`, `__a__`), strikethrough (`~~a~~`), code (`` `a` ``), links
/// (`[a](url)`) and backslash escapes — reduced to the characters it shows.
///
/// ```text
/// "Hello **World**"            →  "Hello World"
/// "Read [the docs](https://…)" →  "Read the docs"
/// "2 * 3 * 4", "snake_case"    →  as typed (no emphasis can open or close there)
/// ```
///
/// A text has one style, so the styles themselves are not drawn, except that a key that is
/// strong from its first character to its last is bold. Characters that came from an
/// interpolation are never markup. The rules are CommonMark's, simplified: a delimiter run
/// opens when the next character is not a space (for `_`, when the one before is not a
/// letter or digit either) and closes when the previous one is not a space (for `_`, when the
/// next is not a letter or digit); a closer matches the nearest opener of the same character,
/// two delimiters at a time while both runs have two, else one.
enum InlineMarkdown {
    /// A character, and whether it was written in the literal (and so can be markup).
    struct Unit {
        var character: Character
        var isMarkup: Bool
    }

    /// What a key shows: its characters, and whether all of them are strong.
    struct Rendered: Equatable {
        var text: String
        var isBold: Bool
    }

    /// Whether `string` has a character inline Markdown uses (`*`, `_`, `~`, `` ` ``, `[`, `\`):
    /// without one there is nothing to render (the common case, checked on its bytes).
    static func mayHaveMarkup(_ string: String) -> Bool {
        // Every text of a pass is checked: a loop over the contiguous bytes (a native or small
        // string's), each looked up in a 128-bit set, not a generic `contains` (≈ 5× the cost).
        string.utf8.withContiguousStorageIfAvailable(mayHaveMarkup) ?? string.utf8.contains(where: isMarkupByte)
    }

    /// Whether `bytes` (UTF-8) have a byte inline Markdown uses.
    private static func mayHaveMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where isMarkupByte(byte) { return true }
        return false
    }

    /// Whether `byte` is `*`, `_`, `~`, `` ` ``, `[` or `\` (all ASCII: bits of two words).
    @inline(__always)
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        // `*` 0x2A in the low word; `[` 0x5B, `\` 0x5C, `_` 0x5F, `` ` `` 0x60, `~` 0x7E in the high.
        let low: UInt64 = 1 << 0x2A
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5F - 64) | 1 << (0x60 - 64) | 1 << (0x7E - 64)
        return byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte - 64) & 1 != 0
    }

    /// The text `units` show.
    static func render(_ units: [Unit]) -> Rendered {
        guard units.contains(where: { $0.isMarkup && markupCharacters.contains($0.character) }) else {
            return Rendered(text: String(units.map(\.character)), isBold: false)
        }
        var pieces = escapesAndCode(units)
        pieces = links(pieces)
        return emphasis(pieces)
    }

    private static let markupCharacters: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// A unit after escapes and code spans: `isMarkup` false for a character that can no
    /// longer be a delimiter.
    private static func escapesAndCode(_ units: [Unit]) -> [Unit] {
        var out: [Unit] = []
        out.reserveCapacity(units.count)
        var i = 0
        while i < units.count {
            let unit = units[i]
            if unit.isMarkup, unit.character == "\\", i + 1 < units.count, units[i + 1].isMarkup,
               units[i + 1].character.isASCII, units[i + 1].character.isPunctuation || units[i + 1].character.isSymbol {
                out.append(Unit(character: units[i + 1].character, isMarkup: false))
                i += 2
                continue
            }
            if unit.isMarkup, unit.character == "`" {
                let run = runLength(units, from: i, of: "`")
                if let close = closingBackticks(units, from: i + run, length: run) {
                    var content = Array(units[(i + run)..<close])
                    if content.count >= 2, content.first?.character == " ", content.last?.character == " ",
                       content.contains(where: { $0.character != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    out += content.map { Unit(character: $0.character, isMarkup: false) }
                    i = close + run
                    continue
                }
                out += units[i..<(i + run)].map { Unit(character: $0.character, isMarkup: false) }
                i += run
                continue
            }
            out.append(unit)
            i += 1
        }
        return out
    }

    /// The index where a run of exactly `length` backticks starts after `start`, if any.
    private static func closingBackticks(_ units: [Unit], from start: Int, length: Int) -> Int? {
        var j = start
        while j < units.count {
            if units[j].isMarkup, units[j].character == "`" {
                let run = runLength(units, from: j, of: "`")
                if run == length { return j }
                j += run
            } else {
                j += 1
            }
        }
        return nil
    }

    private static func runLength(_ units: [Unit], from start: Int, of character: Character) -> Int {
        var j = start
        while j < units.count, units[j].isMarkup, units[j].character == character { j += 1 }
        return j - start
    }

    /// `[label](destination)` as its label (the label's own markup kept for emphasis).
    private static func links(_ units: [Unit]) -> [Unit] {
        var out: [Unit] = []
        out.reserveCapacity(units.count)
        var i = 0
        while i < units.count {
            if units[i].isMarkup, units[i].character == "[", let (labelEnd, end) = link(units, at: i) {
                out += units[(i + 1)..<labelEnd]
                i = end
                continue
            }
            out.append(units[i])
            i += 1
        }
        return out
    }

    /// For a link starting at `start`: where its label ends (the `]`) and the index after its
    /// `)`.
    private static func link(_ units: [Unit], at start: Int) -> (Int, Int)? {
        var depth = 0
        var j = start + 1
        while j < units.count {
            let unit = units[j]
            if unit.isMarkup, unit.character == "[" { depth += 1 }
            if unit.isMarkup, unit.character == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            j += 1
        }
        guard j + 1 < units.count, units[j + 1].isMarkup, units[j + 1].character == "(" else { return nil }
        var k = j + 2
        while k < units.count {
            let character = units[k].character
            if character == ")" { return (j, k + 1) }
            if character == " " || character == "\n" { return nil }
            k += 1
        }
        return nil
    }

    /// A run of delimiters waiting for its closer.
    private struct Opener {
        let character: Character
        /// Where the run's remaining delimiters are in the output.
        var start: Int
        var count: Int
    }

    /// Emphasis, strong and strikethrough matched and their delimiters removed.
    private static func emphasis(_ units: [Unit]) -> Rendered {
        var out: [Unit?] = []
        out.reserveCapacity(units.count)
        var openers: [Opener] = []
        var strongSpans: [(Int, Int)] = []
        var i = 0
        while i < units.count {
            let unit = units[i]
            guard unit.isMarkup, unit.character == "*" || unit.character == "_" || unit.character == "~" else {
                out.append(unit)
                i += 1
                continue
            }
            let character = unit.character
            let run = runLength(units, from: i, of: character)
            let before = i > 0 ? units[i - 1].character : nil
            let after = i + run < units.count ? units[i + run].character : nil
            let nextIsSpace = after.map { $0.isWhitespace } ?? true
            let previousIsSpace = before.map { $0.isWhitespace } ?? true
            var canOpen = !nextIsSpace
            var canClose = !previousIsSpace
            if character == "_" {
                canOpen = canOpen && !(before.map { $0.isLetter || $0.isNumber } ?? false)
                canClose = canClose && !(after.map { $0.isLetter || $0.isNumber } ?? false)
            }
            let runStart = out.count
            out += units[i..<(i + run)].map { Optional($0) }
            var left = run
            if canClose {
                while left > 0, let index = openers.lastIndex(where: { $0.character == character }) {
                    var opener = openers[index]
                    let matched = character == "~" ? min(opener.count, left) : (opener.count >= 2 && left >= 2 ? 2 : 1)
                    // Remove the inner delimiters of the opener and the first of this run.
                    let openerEnd = opener.start + opener.count
                    for k in (openerEnd - matched)..<openerEnd { out[k] = nil }
                    let closeStart = runStart + (run - left)
                    for k in closeStart..<(closeStart + matched) { out[k] = nil }
                    if matched == 2 && character != "~" { strongSpans.append((openerEnd - matched, closeStart + matched)) }
                    opener.count -= matched
                    left -= matched
                    openers.removeSubrange((index + 1)...)
                    if opener.count == 0 { openers.remove(at: index) } else { openers[index] = opener }
                }
            }
            if left > 0, canOpen {
                openers.append(Opener(character: character, start: runStart + (run - left), count: left))
            }
            i += run
        }
        let kept = out.compactMap { $0?.character }
        // Bold when a strong span holds every character shown (`**a**`, `***a***`).
        let isBold = !kept.isEmpty && strongSpans.contains { span in
            out[..<span.0].allSatisfy { $0 == nil } && out[span.1...].allSatisfy { $0 == nil }
        }
        return Rendered(text: String(kept), isBold: isBold)
    }
}
