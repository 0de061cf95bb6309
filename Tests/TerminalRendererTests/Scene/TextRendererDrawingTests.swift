import Testing
import TerminalLayout
import TerminalRenderer

/// Text drawn by a `TextRenderer` (TXR1), as the terminal shows it.
@MainActor
@Suite struct TextRendererDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: false).render(result, width: width, height: height)
    }

    /// Draws every line as it is.
    struct AsIs: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    /// Draws every character by itself, slice by slice.
    struct BySlice: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { for run in line { for slice in run { context.draw(slice) } } }
        }
    }

    /// Draws each line `rows` rows lower, with room for it below the text.
    struct Lowered: TextRenderer {
        var rows: CGFloat
        var padded = true
        var displayPadding: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: padded ? rows : 0, trailing: 0) }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                var copy = context
                copy.translateBy(x: 0, y: rows)
                copy.draw(line)
            }
        }
    }

    /// Draws nothing.
    struct Nothing: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
    }

    /// Draws the even lines at opacity 1 and the odd ones at `opacity`.
    struct Fading: TextRenderer {
        var opacity: Double
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for (index, line) in layout.enumerated() {
                var copy = context
                copy.opacity = index.isMultiple(of: 2) ? 1 : opacity
                copy.draw(line, options: .disablesSubpixelQuantization)
            }
        }
    }

    static let texts: [(String, TextAlignment)] = [
        ("Hello", .leading), ("a long line of text that wraps", .leading), ("centred lines\nof text", .center),
        ("trailing\nlines", .trailing), ("漢字 wide", .leading),
    ]

    func text(_ index: Int) -> some View {
        let (content, alignment) = Self.texts[index]
        return VStack { Text(content).multilineTextAlignment(alignment).frame(width: 12) }
    }

    @Test("A renderer drawing each line as is, or each slice, shows what the text alone shows", arguments: 0..<5)
    func asIs(index: Int) {
        let plain = draw(text(index), 14, 5).lines
        #expect(draw(text(index).textRenderer(AsIs()), 14, 5).lines == plain)
        #expect(draw(text(index).textRenderer(BySlice()), 14, 5).lines == plain)
        #expect(plain.contains { $0.contains(where: { $0 != " " }) })
    }

    @Test("Each line one row lower: the text drawn a row lower, in the room its display padding gives")
    func lowered() {
        let view = Text("one\ntwo").frame(width: 5, height: 4, alignment: .topLeading)
        #expect(draw(view, 5, 4).lines == ["one  ", "two  ", "     ", "     "])
        #expect(draw(view.textRenderer(Lowered(rows: 1)), 5, 4).lines == ["     ", "one  ", "two  ", "     "])
        #expect(draw(view.textRenderer(Lowered(rows: 2)), 5, 4).lines == ["     ", "     ", "one  ", "two  "])
        // No padding: what falls outside the text's frame is cut, as a canvas's drawing is.
        #expect(draw(view.textRenderer(Lowered(rows: 1, padded: false)), 5, 4).lines == ["     ", "one  ", "     ", "     "])
    }

    @Test("A renderer drawing nothing hides the text; the views around it stay")
    func nothing() {
        let view = HStack(spacing: 0) { Text("a"); Text("hidden").textRenderer(Nothing()); Text("b") }
        #expect(draw(view, 8, 1).lines == ["a      b"])
        #expect(draw(HStack(spacing: 0) { Text("a"); Text("hidden"); Text("b") }, 8, 1).lines == ["ahiddenb"])
    }

    @Test("Opacity per line: 0 hides the odd lines, 1 shows them", arguments: [(0.0, ["even", "    ", "even"]), (1.0, ["even", "odd ", "even"])])
    func fading(opacity: Double, lines: [String]) {
        let view = Text("even\nodd\neven").textRenderer(Fading(opacity: opacity))
        #expect(draw(view, 4, 3).lines == lines)
    }
}
