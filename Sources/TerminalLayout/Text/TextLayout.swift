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
        let truncation: Text.TruncationMode
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
    ///   the last kept line becomes the rest of the text joined by spaces
    ///   and cut to W−1 columns plus "…": its start and "…" (`.tail`), "…"
    ///   and its end (`.head`), or its start, "…" and its end (`.middle`,
    ///   the start one column longer when W−1 is odd), spaces next to "…"
    ///   trimmed.
    /// - T6: the empty string has no lines.
    ///
    /// Cost: linear in the text, and when `maxLines` is set only the lines up to it (plus
    /// at most one per column of the wrap width, all the truncated last line can show)
    /// are built; a paragraph that fits is kept whole without splitting it into words.
    /// Grapheme clusters longer than ``VisibleText/maximumClusterScalars`` are replaced
    /// by `�` (see ``VisibleText``).
    static func lines(_ string: String, width: Int?, maxLines: Int?, truncation: Text.TruncationMode = .tail) -> [String] {
        if string.isEmpty { return [] }
        guard string.utf8.count >= rememberedBytes else {
            return computeLines(string, width: width, maxLines: maxLines, truncation: truncation)
        }
        let known = recent.withLock { recent in
            recent.last {
                $0.width == width && $0.maxLines == maxLines && $0.truncation == truncation && $0.string == string
            }?.lines
        }
        if let known { return known }
        let lines = computeLines(string, width: width, maxLines: maxLines, truncation: truncation)
        recent.withLock { recent in
            if recent.count >= rememberedCount { recent.removeFirst() }
            recent.append(Remembered(string: string, width: width, maxLines: maxLines, truncation: truncation, lines: lines))
        }
        return lines
    }

    /// The width of `string` in columns when it is one line of printable
    /// ASCII (each byte one column, nothing to sanitise or wrap at a
    /// newline), else `nil`: the common short label laid out without
    /// splitting it into lines.
    static func printableASCIIWidth(_ string: String) -> Int? {
        var utf8 = string.utf8
        if let width = utf8.withContiguousStorageIfAvailable(printableASCIIWidth) { return width }
        utf8 = String(string).utf8
        return Array(utf8).withUnsafeBufferPointer(printableASCIIWidth)
    }

    private static func printableASCIIWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
        return bytes.count
    }

    /// ``lines(_:width:maxLines:)`` worked out.
    static func computeLines(_ string: String, width: Int?, maxLines: Int?, truncation: Text.TruncationMode = .tail) -> [String] {
        let text = VisibleText.sanitized(string)
        let limit = Swift.max(1, maxLines ?? Int.max)
        let wrapWidth: Int
        var lines: [String] = []
        if let width {
            wrapWidth = Swift.max(1, width)
            // Lines after the limit only feed the truncated last line, which shows wrapWidth − 1
            // columns of them joined by spaces: wrapWidth + 1 of them are always enough.
            let (needed, overflow) = limit.addingReportingOverflow(wrapWidth)
            let budget = overflow ? Int.max : needed
            forEachPiece(of: text[...], separatedBy: UInt8(ascii: "\n")) { paragraph in
                wrap(paragraph, width: wrapWidth, into: &lines, budget: budget)
                return lines.count < budget
            }
        } else {
            // The ideal width is the widest paragraph of all, kept or not.
            var widest = 0
            forEachPiece(of: text[...], separatedBy: UInt8(ascii: "\n")) { paragraph in
                widest = Swift.max(widest, DisplayWidth.of(paragraph))
                return true
            }
            wrapWidth = widest
            let (needed, overflow) = limit.addingReportingOverflow(Swift.max(1, widest))
            let budget = overflow ? Int.max : needed
            forEachPiece(of: text[...], separatedBy: UInt8(ascii: "\n")) { paragraph in
                lines.append(String(paragraph))
                return lines.count < budget
            }
        }
        guard lines.count > limit else { return lines }
        let rest = lines[(limit - 1)...].joined(separator: " ")
        var kept = Array(lines[..<(limit - 1)])
        kept.append(truncate(rest, to: wrapWidth, mode: truncation))
        return kept
    }

    /// The text cut to `width − 1` columns plus "…", where `mode` says
    /// (see ``lines(_:width:maxLines:truncation:)``).
    static func truncate(_ text: String, to width: Int, mode: Text.TruncationMode = .tail) -> String {
        let room = Swift.max(0, width - 1)
        switch mode {
        case .tail:
            return start(of: text, columns: room) + "…"
        case .head:
            return "…" + end(of: text, columns: room)
        case .middle:
            let head = (room + 1) / 2
            return start(of: text, columns: head) + "…" + end(of: text, columns: room - head)
        }
    }

    /// The longest start of `text` in at most `columns` columns, trailing spaces trimmed.
    private static func start(of text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// The longest end of `text` in at most `columns` columns, leading spaces trimmed.
    private static func end(of text: String, columns: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let w = DisplayWidth.of(character)
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return String(result.reversed())
    }

    /// Greedy word wrap of one paragraph (T2), stopping once `lines` holds `budget` lines.
    static func wrap(_ paragraph: Substring, width: Int, into lines: inout [String], budget: Int = .max) {
        // A paragraph that fits is one line, exactly as joining its words back would give.
        if paragraph.utf8.count <= width || DisplayWidth.of(paragraph) <= width {
            lines.append(String(paragraph))
            return
        }
        // ASCII text splits on the byte (each byte is a cluster) without an array of words;
        // otherwise on Characters, as a space followed by a combining mark is one cluster.
        if paragraph.utf8.allSatisfy({ $0 < 0x80 }) {
            var state = WrapState()
            forEachPiece(of: paragraph, separatedBy: UInt8(ascii: " ")) { word in
                state.add(word, width: width, into: &lines, budget: budget)
            }
            if lines.count < budget { lines.append(state.current) }
            return
        }
        var state = WrapState()
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            guard state.add(word, width: width, into: &lines, budget: budget) else { return }
        }
        lines.append(state.current)
    }

    /// Calls `body` with each piece of `text` between `separator` bytes (an ASCII scalar that
    /// is a grapheme cluster of its own in `text`), empty pieces included, until it returns false.
    static func forEachPiece(of text: Substring, separatedBy separator: UInt8, _ body: (Substring) -> Bool) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while true {
            let end = utf8[start...].firstIndex(of: separator) ?? utf8.endIndex
            guard body(text[start..<end]) else { return }
            if end == utf8.endIndex { return }
            start = utf8.index(after: end)
        }
    }

    /// A paragraph being wrapped: the line being filled, appended to in place.
    struct WrapState {
        var current = ""
        var hasCurrent = false
        var currentWidth = 0

        /// Adds one word (T2); false once `lines` holds `budget` lines.
        mutating func add(_ word: Substring, width: Int, into lines: inout [String], budget: Int) -> Bool {
            let wordWidth = DisplayWidth.of(word)
            if hasCurrent {
                if currentWidth + 1 + wordWidth <= width {
                    current += " "
                    current += word
                    currentWidth += 1 + wordWidth
                    return true
                }
                lines.append(current)
                if lines.count >= budget { return false }
            }
            // Start a new line with the word, breaking it if it is too long.
            current = ""
            currentWidth = 0
            for character in word {
                let w = DisplayWidth.of(character)
                if currentWidth + w > width && !current.isEmpty {
                    lines.append(current)
                    if lines.count >= budget { return false }
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += w
            }
            hasCurrent = true
            return true
        }
    }

    /// The size in cells of laid-out lines: widest line × line count.
    static func cellSize(of lines: [String]) -> (columns: Int, rows: Int) {
        (lines.map { DisplayWidth.of($0) }.max() ?? 0, lines.count)
    }
}
