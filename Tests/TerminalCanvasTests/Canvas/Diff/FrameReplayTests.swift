import TerminalLayout
import Testing
@testable import TerminalCanvas

/// Random frame sequences: whatever the encoder sends, replayed on a terminal that
/// showed the previous frame, gives exactly the new frame.
struct FrameReplayTests {
    /// SplitMix64, so every failure can be replayed by its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    static let styles: [CellStyle] = [
        .plain, CellStyle(foreground: .red), CellStyle(foreground: .cyan, bold: true),
        CellStyle(background: .palette(208)), CellStyle(dim: true, reverse: true), CellStyle(foreground: .ansi(12)),
    ]
    static let texts = ["box", "─────", "日本語", "│", "  ", "#12", "한국어 x", "aaaaaa", "╭──╮"]

    /// Draws a few random boxes and texts; `keep` of the time it keeps the previous canvas
    /// and changes a little, so both small and large diffs occur.
    static func mutate(_ canvas: inout Canvas, _ random: inout Generator) {
        if random.int(0...3) == 0 { canvas = Canvas(size: canvas.size) }
        for _ in 0..<random.int(1...6) {
            let style = styles[random.int(0...styles.count - 1)]
            if random.int(0...1) == 0 {
                let rect = CellRect(x: random.int(-2...canvas.width), y: random.int(-1...canvas.height),
                                    width: random.int(1...12), height: random.int(1...5))
                canvas.drawBox(rect, border: [.light, .rounded, .heavy][random.int(0...2)],
                               label: random.int(0...1) == 0 ? nil : texts[random.int(0...texts.count - 1)],
                               style: style, fill: random.int(0...2) == 0 ? style : nil)
            } else {
                canvas.drawText(texts[random.int(0...texts.count - 1)], x: random.int(-1...canvas.width),
                                y: random.int(0...canvas.height), style: style)
            }
        }
    }

    @Test(arguments: [(UInt64, TerminalCapabilities)]([
        (UInt64(1), TerminalCapabilities.plain),
        (UInt64(2), TerminalCapabilities(repeatCharacter: true, eraseCharacters: true, eraseLine: true)),
        (UInt64(3), TerminalCapabilities(colors: 8, eraseLine: true)),
        (UInt64(4), TerminalCapabilities(colors: 16, repeatCharacter: true, synchronizedOutput: true)),
        (UInt64(5), TerminalCapabilities(colors: 0, eraseCharacters: true)),
        (UInt64(6), TerminalCapabilities(eraseLine: true, keepsContentOnResize: true)),
        (UInt64(7), TerminalCapabilities(repeatCharacter: true, keepsContentOnResize: true)),
    ]))
    func replayedFramesEqualTheCanvas(_ seed: UInt64, _ capabilities: TerminalCapabilities) throws {
        var random = Generator(state: seed)
        var encoder = FrameEncoder(capabilities: capabilities)
        var size = CellSize(columns: 30, rows: 8)
        var terminal = ReplayTerminal(size: size)
        var canvas = Canvas(size: size)
        for step in 0..<200 {
            if random.int(0...24) == 0 {
                let old = terminal.screen
                size = CellSize(columns: random.int(4...40), rows: random.int(2...10))
                // After a resize the terminal shows something the encoder must not trust:
                // "?" everywhere, except, on a terminal that keeps its content and did not
                // lose rows, the old cells where both sizes overlap (as tmux does).
                terminal.screen = Canvas(size: size)
                terminal.screen.fill(terminal.screen.bounds, style: .plain)
                for y in 0..<size.rows {
                    for x in 0..<size.columns {
                        let keep = capabilities.keepsContentOnResize && size.rows >= old.height
                            && x < old.width && y < old.height && !(old[x: x, y: y].width == 2 && x + 1 >= size.columns)
                            && !(old[x: x, y: y].isContinuation && x == 0)
                        terminal.screen[x: x, y: y] = keep ? old[x: x, y: y] : Cell("?")
                    }
                }
                canvas = canvas.fitted(to: size)
            }
            Self.mutate(&canvas, &random)
            try terminal.replay(encoder.encode(canvas, size: size))
            let expected = ReplayTerminal.shown(canvas, colors: capabilities.colors)
            #expect(terminal.screen.lines == expected.lines, "seed \(seed) step \(step)")
            let styleMismatch = Self.firstStyleMismatch(terminal.screen, expected)
            #expect(styleMismatch == nil, "seed \(seed) step \(step): styles differ at \(styleMismatch.map { "\($0)" } ?? "")")
            #expect(terminal.synchronized == false)
            if terminal.screen.lines != expected.lines || styleMismatch != nil { return }
        }
    }

    /// The first cell whose style differs, as (x, y, replayed, expected).
    static func firstStyleMismatch(_ a: Canvas, _ b: Canvas) -> (Int, Int, CellStyle, CellStyle)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x: x, y: y].style != b[x: x, y: y].style {
                return (x, y, a[x: x, y: y].style, b[x: x, y: y].style)
            }
        }
        return nil
    }
}
