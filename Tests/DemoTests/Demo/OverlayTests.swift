import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The help and debug overlays, and number formatting.
@Suite struct OverlayTests {
    @Test func focusTextForAMasonryItem() throws {
        var state = DemoState()
        state.layout = .masonry
        let result = ViewGraph(DemoContent.root(for: state)).layout(proposal: ProposedViewSize(width: 80, height: 23))
        // 79 columns for 3 columns and 2 gaps: 25⅔ each; item 2 goes in the second column.
        #expect(DebugOverlay.focusText(ItemID(1), in: result, metrics: .cells)
                == "#2 proposal 25.67×nil → size 25.67×3 → frame (26.67, 0) 25.67×3 · cells 27,0 25x3")
        #expect(DebugOverlay.focusText(ItemID(99), in: result, metrics: .cells) == nil)
    }

    @Test func debugOutlinesFramesWithinTheArea() {
        var canvas = Canvas(width: 20, height: 6)
        let state = DemoState()
        let result = ViewGraph(DemoContent.root(for: state)).layout(proposal: ProposedViewSize(width: 20, height: 5))
        let renderer = PlacementRenderer()
        renderer.draw(result, into: &canvas)
        DebugOverlay.draw(result, focused: ItemID(0), renderer: renderer, area: CellRect(x: 0, y: 0, width: 20, height: 5),
                          into: &canvas)
        #expect(canvas.lines[0].hasPrefix("┏━━━━┓┄┌┄┄┄┐"))
        // Nothing is drawn outside the area, and the last row of the area is the layout's.
        #expect(canvas.lines[5] == String(repeating: " ", count: 20))
        // (The focused item's line used to be drawn over it; it is a row of the bottom bar now.)
        #expect(canvas.lines[4] == "┆                 ┆░")
    }

    /// The overlay over a frame leaves every cell of text and of the scroll indicator as it was.
    @Test(arguments: [DemoLayout.flow, .masonry, .stacks, .gridRows])
    func debugOutlinesNeverCoverTextOrTheIndicator(layout: DemoLayout) {
        var state = DemoState()
        state.layout = layout
        let result = ViewGraph(DemoContent.root(for: state)).layout(proposal: ProposedViewSize(width: 40, height: 12))
        let renderer = PlacementRenderer()
        var plain = Canvas(width: 40, height: 12)
        renderer.draw(result, into: &plain)
        var outlined = plain
        DebugOverlay.draw(result, focused: ItemID(0), renderer: renderer, area: plain.bounds, into: &outlined)
        var changed = 0
        for y in 0..<12 {
            for x in 0..<40 where plain[x: x, y: y] != outlined[x: x, y: y] {
                changed += 1
                #expect(DebugOverlay.isOutlinable(plain[x: x, y: y]), "(\(x), \(y)) held \(plain[x: x, y: y])")
            }
            // The indicator column is untouched.
            #expect(outlined[x: 39, y: y] == plain[x: 39, y: y])
        }
        #expect(changed > 0)
    }

    @Test(arguments: [("a", false), ("7", false), ("█", false), ("░", false), (" ", true), ("╭", true), ("│", true), ("┄", true)])
    func outlinableCells(character: Character, outlinable: Bool) {
        #expect(DebugOverlay.isOutlinable(Cell(character)) == outlinable)
    }

    @Test(arguments: [(CGFloat(80), "80"), (32.5, "32.5"), (-3, "-3"), (.infinity, "inf")])
    func points(value: CGFloat, text: String) {
        #expect(NumberText.points(value) == text)
    }

    @Test(arguments: [(CGFloat(15.666666666666666), "15.67"), (0.004, "0"), (2.5, "2.5")])
    func shortNumbers(value: CGFloat, text: String) {
        #expect(NumberText.short(value) == text)
    }

    @Test(arguments: [(0.04, "0.0 ms"), (1.26, "1.3 ms"), (12.0, "12.0 ms")])
    func milliseconds(value: Double, text: String) {
        #expect(NumberText.milliseconds(value) == text)
    }
}
