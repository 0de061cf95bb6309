import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The help and debug overlays, and number formatting.
@Suite struct OverlayTests {
    @Test func helpListsEveryKeyAndEveryLayout() {
        let text = HelpOverlay.lines.joined(separator: "\n")
        for entry in KeyTable.entries { #expect(text.contains(entry.keys)) }
        for layout in DemoLayout.allCases { #expect(text.contains(layout.name)) }
    }

    @Test func helpIsCentredAndCutToTheArea() {
        var canvas = Canvas(width: 30, height: 8)
        HelpOverlay.draw(in: canvas.bounds, into: &canvas)
        #expect(canvas.lines[0].hasPrefix("╭─ keys ─"))
        #expect(canvas.lines[7].hasPrefix("╰"))
        #expect(canvas.lines[1].hasPrefix("│ 1–9, 0"))
    }

    @Test func focusTextForAMasonryItem() throws {
        var state = DemoState()
        state.layout = .masonry
        let result = ViewGraph(DemoController<HeadlessScreen>.root(for: state)).layout(proposal: ProposedViewSize(width: 80, height: 23))
        // 79 columns for 3 columns and 2 gaps: 25⅔ each; item 2 goes in the second column.
        #expect(DebugOverlay.focusText(ItemID(1), in: result, metrics: .cells)
                == "#2 proposal 25.67×nil → size 25.67×3 → frame (26.67, 0) 25.67×3 · cells 27,0 25x3")
        #expect(DebugOverlay.focusText(ItemID(99), in: result, metrics: .cells) == nil)
    }

    @Test func debugOutlinesFramesWithinTheArea() {
        var canvas = Canvas(width: 20, height: 6)
        let state = DemoState()
        let result = ViewGraph(DemoController<HeadlessScreen>.root(for: state)).layout(proposal: ProposedViewSize(width: 20, height: 5))
        DebugOverlay.draw(result, focused: ItemID(0), renderer: PlacementRenderer(), area: CellRect(x: 0, y: 0, width: 20, height: 5),
                          into: &canvas)
        #expect(canvas.lines[0].hasPrefix("┏━━━━┓┄┌┄┄┄┐"))
        #expect(canvas.lines[4] == " #1 proposal nil×ni…")
        #expect(canvas.lines[5] == String(repeating: " ", count: 20))
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
