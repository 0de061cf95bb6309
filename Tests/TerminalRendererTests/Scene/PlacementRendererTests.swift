import Testing
import TerminalLayout
import TerminalRenderer

/// Layout results drawn as boxes, fills and text, compared as text.
@Suite struct PlacementRendererTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int, metrics: CellMetrics = .cells, color: Bool = true) -> Canvas {
        let graph = ViewGraph(view, environment: LayoutEnvironment(cellMetrics: metrics))
        let result = graph.layout(proposal: ProposedViewSize(metrics.points(columns: width, rows: height)))
        return PlacementRenderer(metrics: metrics, useColor: color).render(result, width: width, height: height)
    }

    @Test func boxesWithCentredLabels() {
        let view = HStack(spacing: 1) {
            Rectangle().frame(width: 8, height: 3).overlay(Text("A"))
            RoundedRectangle(cornerRadius: 1).frame(width: 6, height: 3).overlay(Text("B"))
        }
        // The stack is 15 wide, placed at the top-leading corner. "A" is
        // centred at x = 3.5, which rounds (ties up) to column 4.
        #expect(draw(view, 18, 3).lines == [
            "┌──────┐ ╭────╮   ",
            "│   A  │ │  B │   ",
            "└──────┘ ╰────╯   ",
        ])
    }

    @Test func fillsCarryTheColourAndTextKeepsTheBackground() {
        let view = Rectangle().fill(.blue).frame(width: 7, height: 3).overlay(Text("hi").foregroundColor(.white))
        let canvas = draw(view, 7, 3)
        // "hi" is centred at x = 2.5, which rounds (ties up) to column 3.
        #expect(canvas.lines == ["┌─────┐", "│  hi │", "└─────┘"])
        #expect(canvas[x: 2, y: 1].style.background == .blue)
        #expect(canvas[x: 3, y: 1].style.foreground == .white)
        #expect(canvas[x: 3, y: 1].style.background == .blue)
        #expect(canvas[x: 0, y: 0].style.foreground == .blue)
    }

    @Test func withoutColourOnlyStructureIsDrawn() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 4, height: 1)
            Rectangle().fill(.green).frame(width: 4, height: 2)
        }
        let canvas = draw(view, 4, 3, color: false)
        #expect(canvas.lines == ["    ", "┌──┐", "└──┘"])
        #expect(canvas[x: 0, y: 0].style == .plain)
        #expect(canvas[x: 1, y: 1].style == .plain)
    }

    @Test func scrollViewClipsItsContentAndShowsWhereItIs() {
        let view = ScrollView {
            // Rows fill the scroll view's width (SC1), the boxes centred in them.
            ForEach(0..<4) { i in Rectangle().frame(width: 8, height: 3).overlay(Text("\(i)")).frame(maxWidth: .infinity) }
        }
        .frame(width: 10, height: 6)
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 6))
        graph.scroll(by: CGSize(width: 0, height: 4))
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 6))
        // Content 4·3 + 3 = 15 rows, 6 visible, offset 4 of at most 9: the
        // thumb is round(6·6/15) = 2 rows, starting at round(4·4/9) = 2.
        #expect(PlacementRenderer().render(result, width: 10, height: 6).lines == [
            " ┌──────┐░",
            " │   1  │░",
            " └──────┘█",
            "         █",
            " ┌──────┐░",
            " │   2  │░",
        ])
    }

    @Test func hiddenViewsAndClearColoursDrawNothing() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 3, height: 2).hidden()
            Color.clear.frame(width: 3, height: 2)
            Rectangle().frame(width: 3, height: 2)
        }
        #expect(draw(view, 9, 2).lines == ["      ┌─┐", "      └─┘"])
    }

    @Test func tinyShapesAreFillsNotBrokenCorners() {
        let view = HStack(spacing: 1) {
            Rectangle().frame(width: 1, height: 1)
            Rectangle().frame(width: 5, height: 1)
            Rectangle().frame(width: 2, height: 2)
        }
        // The stack is 1 + 1 + 5 + 1 + 2 = 10 wide and 2 tall; the one-row
        // shapes are centred on row 0.5, which rounds to row 1: filled, no corners.
        #expect(draw(view, 11, 2).lines == [
            "        ┌┐ ",
            "        └┘ ",
        ])
    }

    @Test func pointsMetricsRoundEdgesToCells() {
        // 8×16-point cells: a 40×48-point box is 5 columns × 3 rows.
        let view = RoundedRectangle(cornerRadius: 8).frame(width: 40, height: 48).overlay(Text("x"))
        #expect(draw(view, 6, 3, metrics: .points).lines == [
            "╭───╮ ",
            "│ x │ ",
            "╰───╯ ",
        ])
    }

    @Test func dividersAndMultilineTextAlignment() {
        let view = VStack(spacing: 0) {
            Text("ab\nc").multilineTextAlignment(.trailing)
            Divider()
        }
        .frame(width: 4)
        #expect(draw(view, 4, 3).lines == [" ab ", "  c ", "────"])
    }

    @Test func controlCharactersInLabelsAreVisible() {
        let view = Rectangle().frame(width: 12, height: 3).overlay(Text("\u{1B}[31mred"))
        let lines = draw(view, 12, 3).lines
        #expect(lines[1] == "│ ␛[31mred │")
        #expect(!lines.joined().contains("\u{1B}"))
    }
}
