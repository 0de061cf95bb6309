import TerminalLayout
import Testing
@testable import TerminalCanvas

/// The run-based drawing paths (borders and printable ASCII written as prebuilt cells,
/// clipped once per run) give the same canvas as writing the same glyphs one by one.
struct CanvasFastPathTests {
    /// SplitMix64, so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            z ^= z >> 31
            return range.lowerBound + Int(z % UInt64(range.count))
        }
    }

    /// A canvas with wide characters, ASCII, labels (protected cells) and styles at random places.
    func clutteredCanvas(_ random: inout Random, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let texts = ["日本語", "a日b", "한국어x", "plain", "ü", "🙂"]
        for _ in 0..<random.next(0...12) {
            canvas.drawText(texts[random.next(0...(texts.count - 1))], x: random.next(-2...width), y: random.next(0...(height - 1)),
                            style: CellStyle(bold: random.next(0...1) == 1))
        }
        for _ in 0..<random.next(0...2) {
            let rect = CellRect(x: random.next(-2...width), y: random.next(-1...height), width: random.next(3...9), height: random.next(3...4))
            canvas.drawBox(rect, label: random.next(0...1) == 0 ? "L日" : "Lab", labelPlacement: .inside)
        }
        return canvas
    }

    /// The border of `rect` written glyph by glyph, in the order the box draws it, skipping label cells.
    func borderOneByOne(_ rect: CellRect, _ border: BorderStyle, style: CellStyle, clip: CellRect, on canvas: inout Canvas) {
        let glyphs = border.glyphs
        let (left, right, top, bottom) = (rect.x, rect.maxX - 1, rect.y, rect.maxY - 1)
        func put(_ glyph: Character, _ x: Int, _ y: Int) {
            guard !canvas.isLabelCell(x: x, y: y) else { return }
            canvas.drawText(String(glyph), x: x, y: y, style: style, clip: clip)
        }
        for x in left...right { put(x == left ? glyphs.topLeft : x == right ? glyphs.topRight : glyphs.horizontal, x, top) }
        for x in left...right { put(x == left ? glyphs.bottomLeft : x == right ? glyphs.bottomRight : glyphs.horizontal, x, bottom) }
        for y in (top + 1)..<bottom {
            put(glyphs.vertical, left, y)
            put(glyphs.vertical, right, y)
        }
    }

    @Test(arguments: 0..<400)
    func bordersMatchGlyphByGlyphDrawing(_ seed: Int) {
        var random = Random(state: UInt64(seed))
        let (width, height) = (random.next(4...14), random.next(3...8))
        var fast = clutteredCanvas(&random, width: width, height: height)
        var slow = fast
        let rect = CellRect(x: random.next(-3...width), y: random.next(-2...height), width: random.next(2...12), height: random.next(2...6))
        let clip = random.next(0...2) == 0 ? CellRect.unbounded
            : CellRect(x: random.next(-1...width), y: random.next(-1...height), width: random.next(0...width), height: random.next(0...height))
        let border = BorderStyle.allCases[random.next(0...(BorderStyle.allCases.count - 1))]
        let style = CellStyle(foreground: .ansi(UInt8(random.next(0...7))))
        fast.drawBox(rect, border: border, style: style, clip: clip)
        borderOneByOne(rect, border, style: style, clip: clip, on: &slow)
        #expect(fast == slow, "seed \(seed): \(fast.lines) vs \(slow.lines)")
        CanvasInvariants.check(fast)
        // Blanking only the columns written gives a blank canvas.
        fast.reset(to: fast.size)
        #expect(fast == Canvas(size: fast.size))
        CanvasInvariants.check(fast)
    }

    /// Boxes with inside labels, drawn in turn over each other's labels (the flow of the
    /// renderer benchmark, with overlaps and the clip): the same canvas as each border
    /// written glyph by glyph and each label written as protected text after it.
    @Test(arguments: 0..<200)
    func labelledBoxesMatchGlyphByGlyphDrawing(_ seed: Int) {
        var random = Random(state: UInt64(seed) &+ 5_000)
        let (width, height) = (random.next(6...24), random.next(4...10))
        var fast = random.next(0...3) == 0 ? clutteredCanvas(&random, width: width, height: height)
            : Canvas(width: width, height: height)
        var slow = fast
        let clip = random.next(0...2) == 0
            ? CellRect(x: random.next(-1...width), y: random.next(-1...height), width: random.next(0...width), height: random.next(0...height))
            : CellRect.unbounded
        for i in 0..<random.next(1...8) {
            let rect = CellRect(x: random.next(-2...width), y: random.next(-2...height), width: random.next(3...9), height: random.next(3...5))
            let label = String("#\(i)\(seed)".prefix(rect.width - 2))
            let style = CellStyle(foreground: .ansi(UInt8(random.next(0...7))), bold: random.next(0...1) == 1)
            fast.drawBox(rect, label: label, labelPlacement: .inside, style: style, clip: clip)
            borderOneByOne(rect, .light, style: style, clip: clip, on: &slow)
            let x = rect.x + 1 + (rect.width - 2 - label.count) / 2
            slow.drawText(label, x: x, y: rect.y + 1, maxColumns: nil, style: style,
                          clip: slow.drawableArea(clip), protection: .mark)
        }
        #expect(fast == slow, "seed \(seed): \(fast.lines) vs \(slow.lines)")
        for y in 0..<height { for x in 0..<width { #expect(fast.isLabelCell(x: x, y: y) == slow.isLabelCell(x: x, y: y)) } }
        CanvasInvariants.check(fast)
        fast.reset(to: fast.size)
        #expect(fast == Canvas(size: fast.size))
    }

    @Test(arguments: 0..<400)
    func asciiTextMatchesCharacterByCharacterDrawing(_ seed: Int) {
        var random = Random(state: UInt64(seed) &+ 1_000)
        let (width, height) = (random.next(4...14), random.next(2...6))
        var fast = clutteredCanvas(&random, width: width, height: height)
        var slow = fast
        let text = String("abcdefghijklmnop".prefix(random.next(0...12)))
        let (x, y) = (random.next(-3...width), random.next(-1...height))
        let clip = random.next(0...1) == 0 ? CellRect.unbounded
            : CellRect(x: random.next(-1...width), y: random.next(-1...height), width: random.next(0...width), height: random.next(0...height))
        let columns = fast.drawText(text, x: x, y: y, clip: clip)
        for (i, character) in text.enumerated() { slow.drawText(String(character) + "\u{301}", x: x + i, y: y, clip: clip) }
        // The combining accent keeps the one-by-one path off the ASCII shortcut; strip it again.
        for row in 0..<height {
            for column in 0..<width {
                let cell = slow[x: column, y: row]
                if let character = cell.character, character.unicodeScalars.count == 2 {
                    slow[x: column, y: row] = Cell(Character(character.unicodeScalars.first!), style: cell.style)
                }
            }
        }
        #expect(columns == text.count)
        #expect(fast == slow, "seed \(seed): \(fast.lines) vs \(slow.lines)")
        CanvasInvariants.check(fast)
    }

    @Test(arguments: BorderStyle.allCases)
    func packedBorderGlyphsAreTheGlyphsPacked(_ border: BorderStyle) {
        let (glyphs, packed) = (border.glyphs, border.packedGlyphs)
        #expect(packed.topLeft == GraphemeStore.pack(glyphs.topLeft))
        #expect(packed.topRight == GraphemeStore.pack(glyphs.topRight))
        #expect(packed.bottomLeft == GraphemeStore.pack(glyphs.bottomLeft))
        #expect(packed.bottomRight == GraphemeStore.pack(glyphs.bottomRight))
        #expect(packed.horizontal == GraphemeStore.pack(glyphs.horizontal))
        #expect(packed.vertical == GraphemeStore.pack(glyphs.vertical))
    }

    @Test func fillOverWideCharactersAndLabelsMatchesTheRules() {
        var canvas = Canvas(width: 8, height: 3)
        canvas.drawText("日本語x", x: 0, y: 0)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 7, height: 3), label: "ab", labelPlacement: .inside)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 8, height: 3), border: .ascii, fill: CellStyle(background: .blue))
        #expect(canvas.lines == ["+------+", "| ab   |", "+------+"])
        #expect(canvas[x: 3, y: 1].style == .plain)          // the label, kept
        #expect(canvas[x: 1, y: 1].style.background == .blue)
        CanvasInvariants.check(canvas)
    }
}
