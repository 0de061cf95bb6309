import Testing
@testable import TerminalLayout

/// T1–T6: the terminal text model, via `TextLayout.lines` and via layout.
struct TextLayoutTests {
    struct LinesCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let text: String
        let width: Int?
        let maxLines: Int?
        let lines: [String]
        var testDescription: String { "\(rule): \(text.debugDescription) w=\(width.map(String.init) ?? "nil") max=\(maxLines.map(String.init) ?? "nil")" }
    }

    @Test("TextLayout.lines", arguments: [
        // T1 ideal: paragraphs split on \n, no wrapping.
        LinesCase(rule: "T1", text: "hello world", width: nil, maxLines: nil, lines: ["hello world"]),
        LinesCase(rule: "T1", text: "a\nbbb\n", width: nil, maxLines: nil, lines: ["a", "bbb", ""]),
        // T2 wrapping at spaces; the space at the break is dropped.
        LinesCase(rule: "T2", text: "the quick brown fox", width: 9, maxLines: nil, lines: ["the quick", "brown fox"]),
        LinesCase(rule: "T2", text: "the quick brown fox", width: 10, maxLines: nil, lines: ["the quick", "brown fox"]),
        LinesCase(rule: "T2", text: "the quick brown fox", width: 15, maxLines: nil, lines: ["the quick brown", "fox"]),
        LinesCase(rule: "T2", text: "ab cd", width: 5, maxLines: nil, lines: ["ab cd"]),
        LinesCase(rule: "T2", text: "ab cd", width: 4, maxLines: nil, lines: ["ab", "cd"]),
        // T2 long words break into W-cell chunks.
        LinesCase(rule: "T2", text: "abcdefgh", width: 3, maxLines: nil, lines: ["abc", "def", "gh"]),
        LinesCase(rule: "T2", text: "a bcdefg", width: 3, maxLines: nil, lines: ["a", "bcd", "efg"]),
        // T2 W' = max(1, W).
        LinesCase(rule: "T2", text: "abc", width: 0, maxLines: nil, lines: ["a", "b", "c"]),
        // T3 truncation: last kept line = rest cut to W'−1 cells + "…".
        LinesCase(rule: "T3", text: "the quick brown fox", width: 9, maxLines: 1, lines: ["the quic…"]),
        LinesCase(rule: "T3", text: "one two three four", width: 7, maxLines: 2, lines: ["one two", "three…"]),
        LinesCase(rule: "T3", text: "abcdefgh", width: 3, maxLines: 2, lines: ["abc", "de…"]),
        // T3 trailing spaces before the ellipsis are trimmed: "the quick" cut to 4 = "the " → "the…".
        LinesCase(rule: "T3", text: "the quick", width: 5, maxLines: 1, lines: ["the…"]),
        // T3 maxLines 0 counts as 1.
        LinesCase(rule: "T3", text: "ab cd", width: 2, maxLines: 0, lines: ["a…"]),
        // T3 with the ideal width: wrap width is the widest paragraph (3).
        LinesCase(rule: "T3", text: "a\nbb\nccc", width: nil, maxLines: 2, lines: ["a", "bb…"]),
        // T3 fits exactly: nothing truncated.
        LinesCase(rule: "T3", text: "ab cd", width: 2, maxLines: 2, lines: ["ab", "cd"]),
        // U12 CJK characters are 2 cells wide.
        LinesCase(rule: "U12", text: "日本語", width: nil, maxLines: nil, lines: ["日本語"]),
        LinesCase(rule: "U12", text: "日本語", width: 4, maxLines: nil, lines: ["日本", "語"]),
        LinesCase(rule: "U12", text: "日本語", width: 3, maxLines: nil, lines: ["日", "本", "語"]),
        LinesCase(rule: "U12", text: "日本語", width: 1, maxLines: nil, lines: ["日", "本", "語"]),
        // T6 the empty string has no lines.
        LinesCase(rule: "T6", text: "", width: nil, maxLines: nil, lines: []),
        LinesCase(rule: "T6", text: "", width: 5, maxLines: 1, lines: []),
    ])
    func lines(_ c: LinesCase) {
        #expect(TextLayout.lines(c.text, width: c.width, maxLines: c.maxLines) == c.lines)
    }

    /// (text, width, lines kept, mode, lines): where a truncated last line loses its text.
    @Test("T3 truncation modes: the last line shown keeps its start, its end, or both", arguments: [
        ("the quick brown fox", 9, 1, Text.TruncationMode.tail, ["the quic…"]),
        ("the quick brown fox", 9, 1, .head, ["…rown fox"]),
        ("the quick brown fox", 9, 1, .middle, ["the…fox"]),         // 4 + 4 columns, spaces next to "…" trimmed
        ("abcdefghij", 6, 1, .middle, ["abc…ij"]),                  // W−1 = 5: the start takes 3
        ("one two three four", 7, 2, .head, ["one two", "…e four"]), // the rest is "three four"
        ("one two three four", 7, 2, .middle, ["one two", "thr…our"]),
        ("日本語です", 6, 1, .head, ["…です"]),                        // 5 columns: two wide characters fit
        ("ab cd", 2, 2, .head, ["ab", "cd"]),                       // fits: nothing truncated
    ])
    func truncationModes(text: String, width: Int, maxLines: Int, mode: Text.TruncationMode, lines: [String]) {
        #expect(TextLayout.lines(text, width: width, maxLines: maxLines, truncation: mode) == lines)
    }

    @Test("truncationMode(_:) reaches the text below; the environment reads it", arguments: [Text.TruncationMode.head, .middle, .tail])
    func truncationModeModifier(_ mode: Text.TruncationMode) {
        let result = ViewGraph(VStack { Text("the quick brown fox").lineLimit(1) }.truncationMode(mode))
            .layout(proposal: ProposedViewSize(width: 9, height: 5))
        let expected = TextLayout.lines("the quick brown fox", width: 9, maxLines: 1, truncation: mode)
        #expect(result.placements.contains { $0.kind == .text(TextPlacement(lines: expected)) })
        var values = EnvironmentValues()
        #expect(values.truncationMode == .tail)
        values.truncationMode = mode
        #expect(values.truncationMode == mode)
    }

    /// (name, view of "the quick brown fox" under a line-limit modifier, proposal, size).
    nonisolated(unsafe) static let reserving: [(String, AnyView, ProposedViewSize, CGSize)] = [
        ("2, reserving: one line of text takes two", AnyView(Text("fox").lineLimit(2, reservesSpace: true)),
         ProposedViewSize(width: 20, height: 10), CGSize(width: 3, height: 2)),
        ("2, not reserving", AnyView(Text("fox").lineLimit(2, reservesSpace: false)),
         ProposedViewSize(width: 20, height: 10), CGSize(width: 3, height: 1)),
        ("2, reserving, text of three lines: two kept", AnyView(Text("the quick brown fox").lineLimit(2, reservesSpace: true)),
         ProposedViewSize(width: 9, height: 10), CGSize(width: 9, height: 2)),
        ("3...5: at least three", AnyView(Text("fox").lineLimit(3...5)), ProposedViewSize(width: 20, height: 10),
         CGSize(width: 3, height: 3)),
        ("1...2: at most two", AnyView(Text("the quick brown fox").lineLimit(1...2)), ProposedViewSize(width: 5, height: 10),
         CGSize(width: 5, height: 2)),
        ("4...: at least four, no limit", AnyView(Text("the quick brown fox").lineLimit(4...)),
         ProposedViewSize(width: 5, height: 10), CGSize(width: 5, height: 4)),
        ("...1: at most one", AnyView(Text("the quick brown fox").lineLimit(...1)), ProposedViewSize(width: 9, height: 10),
         CGSize(width: 9, height: 1)),
        ("reserving, but the proposed height holds two", AnyView(Text("fox").lineLimit(5, reservesSpace: true)),
         ProposedViewSize(width: 20, height: 2), CGSize(width: 3, height: 2)),
        ("a plain lineLimit inside drops the reserve", AnyView(Text("fox").lineLimit(3).lineLimit(4, reservesSpace: true)),
         ProposedViewSize(width: 20, height: 10), CGSize(width: 3, height: 1)),
        ("the ideal size reserves too", AnyView(Text("fox").lineLimit(2, reservesSpace: true)), .unspecified,
         CGSize(width: 3, height: 2)),
    ]

    @Test("Reserved lines: lineLimit(_:reservesSpace:) and ranges (T3)", arguments: reserving.indices)
    func reservedLines(_ index: Int) {
        let (name, view, proposal, size) = Self.reserving[index]
        #expect(ViewGraph(view).layout(proposal: proposal).size == size, "\(name)")
    }

    struct SizeCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let text: String
        let proposal: ProposedViewSize
        let size: CGSize
        var testDescription: String { "\(rule): \(text.debugDescription) in \(proposal) = \(size)" }
    }

    @Test("Text sizes through layout (cells 1×1)", arguments: [
        SizeCase(rule: "T1 ideal", text: "hello world", proposal: .unspecified, size: CGSize(width: 11, height: 1)),
        SizeCase(rule: "T1 paragraphs", text: "ab\nabcd", proposal: .unspecified, size: CGSize(width: 4, height: 2)),
        SizeCase(rule: "T2 width = widest line, not the proposal", text: "the quick brown fox", proposal: prop(12, nil), size: CGSize(width: 9, height: 2)),
        SizeCase(rule: "T2 wider proposal keeps ideal", text: "hello", proposal: prop(80, 24), size: CGSize(width: 5, height: 1)),
        SizeCase(rule: "T2 fractional width floors", text: "abcdef", proposal: prop(3.9, nil), size: CGSize(width: 3, height: 2)),
        SizeCase(rule: "T3 height truncates", text: "the quick brown fox", proposal: prop(9, 1), size: CGSize(width: 9, height: 1)),
        SizeCase(rule: "T4 min width is one cell", text: "abc", proposal: prop(0, nil), size: CGSize(width: 1, height: 3)),
        SizeCase(rule: "T4 min height is one line", text: "abc def", proposal: prop(nil, 0), size: CGSize(width: 7, height: 1)),
        SizeCase(rule: "T4 .zero", text: "abc", proposal: .zero, size: CGSize(width: 1, height: 1)),
        SizeCase(rule: "T4 max = ideal", text: "abc def", proposal: .infinity, size: CGSize(width: 7, height: 1)),
        SizeCase(rule: "T6 empty", text: "", proposal: prop(80, 24), size: .zero),
        SizeCase(rule: "T6 empty ideal", text: "", proposal: .unspecified, size: .zero),
        SizeCase(rule: "U12 CJK", text: "日本語", proposal: .unspecified, size: CGSize(width: 6, height: 1)),
        SizeCase(rule: "U12 CJK wrapped", text: "日本語", proposal: prop(4, nil), size: CGSize(width: 4, height: 2)),
    ])
    func sizes(_ c: SizeCase) {
        let result = lay(Text(c.text), c.proposal.width, c.proposal.height)
        #expect(result.size == c.size)
    }

    @Test("T3: lineLimit caps lines; placed lines are the truncated ones")
    func lineLimit() throws {
        let result = lay(Text("one two three four").lineLimit(2), 7, nil)
        #expect(result.size == CGSize(width: 7, height: 2))
        guard case .text(let placed)? = result.placements.first?.kind else {
            Issue.record("expected a text placement")
            return
        }
        #expect(placed.lines == ["one two", "three…"])
        // The height also limits: lineLimit(3) in 1 row → 1 line.
        #expect(lay(Text("one two three four").lineLimit(3), 7, 1).size == CGSize(width: 7, height: 1))
    }

    @Test("T1–T3 with .points metrics: sizes scale by 8×16", arguments: [
        (ProposedViewSize.unspecified, CGSize(width: 40, height: 16)),   // 5×1 cells
        (prop(20, nil), CGSize(width: 16, height: 48)),                  // 2 columns: he/ll/o
        (prop(20, 40), CGSize(width: 16, height: 32)),                   // 2 rows: he / l…
        (prop(0, 0), CGSize(width: 8, height: 16)),                      // T4 one cell
    ] as [(ProposedViewSize, CGSize)])
    func pointsMetrics(_ p: ProposedViewSize, _ size: CGSize) {
        let env = LayoutEnvironment(cellMetrics: .points)
        #expect(lay(Text("hello"), p.width, p.height, environment: env).size == size)
    }

    @Test("T5: firstTextBaseline aligns texts in an HStack")
    func baselineInHStack() {
        // The first text's baseline is 3 (padding 2 on top + first line), the
        // second's 1; so the second moves down by 2. Stack height: max(3+1 rows
        // of "a\nb" padded = 4, 2 + 2 = 4) = 4.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a\nb").padding(.top, 2).id("left")
            Text("c\nd").id("right")
        }
        let result = lay(view, 80, 24)
        #expect(result.frame(for: "left") == rect(0, 0, 1, 4))
        #expect(result.frame(for: "right") == rect(1, 2, 1, 2))
        #expect(result.size == CGSize(width: 2, height: 4))
    }

    @Test("T5: lastTextBaseline is the text's height; a Color's baseline defaults to its bottom (LS4)")
    func lastBaseline() {
        let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("a\nb\nc").id("t")     // last baseline 3
            block(2, 5).id("c")         // default 5
        }
        let result = lay(view, 80, 24)
        #expect(result.frame(for: "t") == rect(0, 2, 1, 3))
        #expect(result.frame(for: "c") == rect(1, 0, 2, 5))
    }

    @Test("T5/A3: a VStack's first baseline is its first text's, so an HStack aligns across nesting")
    func nestedBaseline() {
        // VStack(spacing 1): "a" at y 0, "b" at y 2 ⇒ first baseline min(1, 3) = 1.
        // "c" (baseline 1) lines up with "a": both at y 0; the stack is 3 high.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(spacing: 1) { Text("a").id("a"); Text("b") }
            Text("c").id("c")
        }
        let result = lay(view, 80, 24)
        #expect(result.frame(for: "a") == rect(0, 0, 1, 1))
        #expect(result.frame(for: "c") == rect(1, 0, 1, 1))
        #expect(result.size == CGSize(width: 2, height: 3))
        // lastTextBaseline: the bottom-most, max(1, 3) = 3 (A3 revised), so "c"
        // lines up with "b": both at y 2.
        let last = HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack(spacing: 1) { Text("a").id("a"); Text("b").id("b") }
            Text("c").id("c")
        }
        let lastResult = lay(last, 80, 24)
        #expect(lastResult.frame(for: "b") == rect(0, 2, 1, 1))
        #expect(lastResult.frame(for: "c") == rect(1, 2, 1, 1))
    }
}
