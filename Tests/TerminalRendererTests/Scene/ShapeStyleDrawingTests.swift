import Testing
import TerminalLayout
import TerminalRenderer

/// A fill and a stroke chained (iOS 17), stroke styles, the dim hierarchical colours, drawn.
@Suite struct ShapeStyleDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: true).render(result, width: width, height: height)
    }

    @Test func fillThenStroke() {
        let canvas = draw(Rectangle().fill(.red).stroke(.blue).frame(width: 4, height: 3), 4, 3)
        #expect(canvas.lines == ["┌──┐", "│  │", "└──┘"])
        // The outline in the stroke's colour, the inside filled.
        #expect(canvas[x: 0, y: 0].style.foreground == .blue)
        #expect(canvas[x: 1, y: 1].style.background == .red)
        let same = draw(Rectangle().stroke(.blue).fill(.red).frame(width: 4, height: 3), 4, 3)
        #expect(same.lines == canvas.lines)
        #expect(same[x: 1, y: 1].style.background == .red)
    }

    @Test func strokeStyleDrawsOneSolidLine() {
        let dashed = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 1])
        let styled = draw(RoundedRectangle(cornerRadius: 1).stroke(.green, style: dashed).frame(width: 5, height: 3), 5, 3)
        let plain = draw(RoundedRectangle(cornerRadius: 1).stroke(.green).frame(width: 5, height: 3), 5, 3)
        #expect(styled.lines == plain.lines)
        #expect(styled.lines == ["╭───╮", "│   │", "╰───╯"])
    }

    @Test("The hierarchical levels below primary are drawn dim", arguments: ["secondary", "tertiary", "quaternary", "quinary"])
    func dimLevels(_ level: String) {
        let color: Color = switch level {
        case "secondary": .secondary
        case "tertiary": .tertiary
        case "quaternary": .quaternary
        default: .quinary
        }
        let canvas = draw(Text("ab").foregroundStyle(color), 2, 1)
        #expect(canvas.lines == ["ab"])
        #expect(canvas[x: 0, y: 0].style.dim)
        #expect(!draw(Text("ab").foregroundStyle(.primary), 2, 1)[x: 0, y: 0].style.dim)
    }
}
