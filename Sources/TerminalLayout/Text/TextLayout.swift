import Synchronization

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
    /// Texts of at least this many UTF-8 bytes have their lines remembered (see ``recent``).
    static let rememberedBytes = 1024
    /// How many laid-out long texts are remembered.
    static let rememberedCount = 4

    /// One remembered answer of ``lines(_:width:maxLines:)``.
    struct Remembered: Sendable {
        let string: String
        let width: Int?
        let maxLines: Int?
        let lines: [String]
    }

    /// The last few answers for long texts, newest last. The engine asks for the same lines
    /// twice a pass (to measure, then to place) and again after a scroll; for a text of
    /// megabytes this halves a first frame and makes later ones nearly free. Comparing a
    /// string with the remembered one is immediate when they share storage (the same `Text`).
    static let recent = Mutex<[Remembered]>([])

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
    ///
    /// Cost: linear in the text, and when `maxLines` is set only the lines up to it (plus
    /// at most one per column of the wrap width, all the truncated last line can show)
    /// are built; a paragraph that fits is kept whole without splitting it into words.
    /// Grapheme clusters longer than ``VisibleText/maximumClusterScalars`` are replaced
    /// by `�` (see ``VisibleText``).
    static func lines(_ string: String, width: Int?, maxLines: Int?) -> [String] {
        if string.isEmpty { return [] }
        guard string.utf8.count >= rememberedBytes else { return computeLines(string, width: width, maxLines: maxLines) }
        let known = recent.withLock { recent in
            recent.last { $0.width == width && $0.maxLines == maxLines && $0.string == string }?.lines
        }
        if let known { return known }
        let lines = computeLines(string, width: width, maxLines: maxLines)
        recent.withLock { recent in
            if recent.count >= rememberedCount { recent.removeFirst() }
            recent.append(Remembered(string: string, width: width, maxLines: maxLines, lines: lines))
        }
        return lines
    }

    /// ``lines(_:width:maxLines:)`` worked out.
    static func computeLines(_ string: String, width: Int?, maxLines: Int?) -> [String] {
        let text = VisibleText.sanitized(string)
        // Split on the byte: after sanitising, every "\n" is a grapheme cluster of its own
        // (there is no CR to pair with, and nothing extends a control), so this is the
        // Character split without its cost.
        let paragraphs = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        let limit = Swift.max(1, maxLines ?? Int.max)
        let wrapWidth: Int
        var lines: [String] = []
        if let width {
            wrapWidth = Swift.max(1, width)
            // Lines after the limit only feed the truncated last line, which shows wrapWidth − 1
            // columns of them joined by spaces: wrapWidth + 1 of them are always enough.
            let (needed, overflow) = limit.addingReportingOverflow(wrapWidth)
            let budget = overflow ? Int.max : needed
            for paragraph in paragraphs {
                wrap(paragraph, width: wrapWidth, into: &lines, budget: budget)
                if lines.count >= budget { break }
            }
        } else {
            // The ideal width is the widest paragraph of all, kept or not.
            var widest = 0
            for paragraph in paragraphs { widest = Swift.max(widest, DisplayWidth.of(paragraph)) }
            wrapWidth = widest
            let (needed, overflow) = limit.addingReportingOverflow(Swift.max(1, widest))
            lines = paragraphs.prefix(overflow ? Int.max : needed).map(String.init)
        }
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

    /// Greedy word wrap of one paragraph (T2), stopping once `lines` holds `budget` lines.
    static func wrap(_ paragraph: Substring, width: Int, into lines: inout [String], budget: Int = .max) {
        // A paragraph that fits is one line, exactly as joining its words back would give.
        if paragraph.utf8.count <= width || DisplayWidth.of(paragraph) <= width {
            lines.append(String(paragraph))
            return
        }
        // The line being filled, appended to in place (never copied per word).
        var current = ""
        var hasCurrent = false
        var currentWidth = 0
        // ASCII text splits on the byte (each byte is a cluster); otherwise on Characters,
        // as a space followed by a combining mark is one cluster, not a space.
        let words = paragraph.utf8.allSatisfy { $0 < 0x80 }
            ? paragraph.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { Substring($0) }
            : paragraph.split(separator: " ", omittingEmptySubsequences: false)
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            if hasCurrent {
                if currentWidth + 1 + wordWidth <= width {
                    current += " "
                    current += word
                    currentWidth += 1 + wordWidth
                    continue
                }
                lines.append(current)
                if lines.count >= budget { return }
            }
            // Start a new line with the word, breaking it if it is too long.
            current = ""
            currentWidth = 0
            for character in word {
                let w = DisplayWidth.of(character)
                if currentWidth + w > width && !current.isEmpty {
                    lines.append(current)
                    if lines.count >= budget { return }
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += w
            }
            hasCurrent = true
        }
        lines.append(current)
    }

    /// The size in cells of laid-out lines: widest line × line count.
    static func cellSize(of lines: [String]) -> (columns: Int, rows: Int) {
        (lines.map { DisplayWidth.of($0) }.max() ?? 0, lines.count)
    }
}
