/// Internal: the terminal text model (T1–T6) — how a string wraps and
/// truncates in whole cells.
///
/// ```
///  "the quick brown fox"   width 9 columns     height 2 rows (+ width 9)
///   ┌─────────┐            ┌─────────┐         ┌─────────┐
///   │the quick│            │the quick│         │the quick│
///   │brown fox│            │brown fox│         │brown f… │
///   └─────────┘            └─────────┘         └─────────┘
/// ```
enum TextLayout {
    /// The lines of `string` laid out in at most `width` columns (nil: the
    /// ideal, unwrapped width) and at most `maxLines` lines (nil: no limit).
    ///
    /// - T1: paragraphs split on `\n`; ideal width is the widest line.
    /// - T2: a width W wraps greedily at spaces into max(1, W) columns; a
    ///   space at a break is dropped; a longer word breaks into chunks.
    /// - T3: more lines than `maxLines` (at least 1) keeps the first ones;
    ///   the last kept line becomes the rest of the text cut to W−1 columns,
    ///   trailing spaces trimmed, plus "…".
    /// - T6: the empty string has no lines.
    static func lines(_ string: String, width: Int?, maxLines: Int?) -> [String] {
        if string.isEmpty { return [] }
        let paragraphs = VisibleText.sanitized(string).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wrapWidth: Int
        var lines: [String] = []
        if let width {
            wrapWidth = Swift.max(1, width)
            for paragraph in paragraphs { wrap(paragraph, width: wrapWidth, into: &lines) }
        } else {
            lines = paragraphs
            wrapWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        }
        let limit = Swift.max(1, maxLines ?? Int.max)
        guard lines.count > limit else { return lines }
        let rest = lines[(limit - 1)...].joined(separator: " ")
        var kept = Array(lines[..<(limit - 1)])
        kept.append(truncate(rest, to: wrapWidth))
        return kept
    }

    /// The text cut to `width − 1` columns, trailing spaces trimmed, plus "…".
    static func truncate(_ text: String, to width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// Greedy word wrap of one paragraph (T2).
    static func wrap(_ paragraph: String, width: Int, into lines: inout [String]) {
        var current: String? = nil
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            if let line = current {
                if currentWidth + 1 + wordWidth <= width {
                    current = line + " " + word
                    currentWidth += 1 + wordWidth
                    continue
                }
                lines.append(line)
            }
            // Start a new line with the word, breaking it if it is too long.
            var chunk = ""
            var chunkWidth = 0
            for character in word {
                let w = DisplayWidth.of(character)
                if chunkWidth + w > width && !chunk.isEmpty {
                    lines.append(chunk)
                    chunk = ""
                    chunkWidth = 0
                }
                chunk.append(character)
                chunkWidth += w
            }
            current = chunk
            currentWidth = chunkWidth
        }
        lines.append(current ?? "")
    }

    /// The size in cells of laid-out lines: widest line × line count.
    static func cellSize(of lines: [String]) -> (columns: Int, rows: Int) {
        (lines.map { DisplayWidth.of($0) }.max() ?? 0, lines.count)
    }
}
