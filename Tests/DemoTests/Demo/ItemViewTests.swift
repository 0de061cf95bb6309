import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// Items are outlined in the terminal's colours, so neighbours of one colour stay apart.
@Suite struct ItemViewTests {
    @Test func twoBoxesOfOneColourSideBySideHaveBordersOfTheirOwn() {
        let item = ItemGenerator.item(at: 0, seed: 1)
        let pair = HStack(spacing: 0) {
            ItemView(item, metrics: .cells).id("left")
            ItemView(item, metrics: .cells).id("right")
        }
        let result = ViewGraph(pair).layout(proposal: .unspecified)
        let canvas = PlacementRenderer(useColor: true).render(result, width: 2 * item.columns, height: item.rows)
        let fill = TerminalColor(item.color)
        #expect(fill != nil)
        // The edge where they meet: the right border of one, the left border of the other, in
        // the default colours; the insides in the item's colour.
        let edge = item.columns - 1
        #expect(canvas[x: edge, y: 1].character == "│")
        #expect(canvas[x: edge + 1, y: 1].character == "│")
        for x in [0, edge, edge + 1, 2 * item.columns - 1] {
            #expect(canvas[x: x, y: 1].style.background == .default)
            #expect(canvas[x: x, y: 1].style.foreground == .default)
        }
        #expect(canvas[x: 1, y: 1].style.background == fill)
        #expect(canvas[x: edge + 2, y: 1].style.background == fill)
    }
}
