import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// Items painted at the cells the layout gave them look exactly as the renderer draws them.
@Suite struct ItemPainterTests {
    @Test(arguments: [true, false])
    func paintingAtTheLayoutsCellsMatchesTheRenderer(useColor: Bool) {
        var state = DemoState()
        state.itemCount = 40
        state.usesColor = useColor
        let graph = ViewGraph(DemoController<HeadlessScreen>.root(for: state))
        let result = graph.layout(proposal: ProposedViewSize(width: 100, height: 40))
        let renderer = PlacementRenderer(metrics: .cells, useColor: useColor)
        let drawn = renderer.render(result, width: 100, height: 40)
        var painted = Canvas(width: 100, height: 40)
        let painter = ItemPainter(useColor: useColor)
        for item in state.items {
            painter.paint(item, at: renderer.cells(result.frame(for: item.id)!), clip: painted.bounds, into: &painted)
        }
        #expect(painted.lines == drawn.lines)
        let equal = painted == drawn
        #expect(equal)
    }

    @Test func aNarrowBoxCutsItsLabel() {
        let item = DemoItem(id: ItemID(122), label: "123", columns: 5, rows: 3, color: .red, labelColor: .white,
                            weight: 1, priority: 0)
        var canvas = Canvas(width: 4, height: 3)
        ItemPainter(useColor: false).paint(item, at: CellRect(x: 0, y: 0, width: 4, height: 3), clip: canvas.bounds,
                                           into: &canvas)
        #expect(canvas.lines == ["╭──╮", "│1…│", "╰──╯"])
    }
}
