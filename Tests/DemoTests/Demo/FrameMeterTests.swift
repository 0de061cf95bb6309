import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// What the bottom bar shows from the last layout pass: the horizontal scroll indicator, the debug line.
@Suite struct FrameMeterTests {
    func frame(_ state: DemoState, _ columns: Int, _ rows: Int) -> Canvas {
        let clock = FakeClock()
        let controller = DemoController(state: state, screen: HeadlessScreen(size: CellSize(columns: columns, rows: rows)),
                                        clock: clock.read)
        return controller.drawFrame(size: CellSize(columns: columns, rows: rows))
    }

    @Test(arguments: [
        // 20 columns of content, 10 of them seen: a thumb of half the track, where the seen part is.
        (0..<20, 0..<10, 10, "█████░░░░░"), (0..<20, 10..<20, 10, "░░░░░█████"), (-5..<15, 0..<10, 8, "░░████░░"),
        (0..<100, 0..<50, 4, "██░░"),
    ])
    func indicator(content: Range<Int>, visible: Range<Int>, width: Int, text: String) {
        let extent = FrameMeter.HorizontalExtent(content: content, visible: visible, itemsVisible: 0, items: 0)
        #expect(extent.indicator(width: width) == text)
    }

    /// Radial at 50×40 is 63 columns wide (at 100 columns it is drawn from column 18 to 81): a row
    /// above the status line says so, and how much is seen.
    @Test func radialWiderThanTheScreenGetsAHorizontalIndicator() {
        var state = DemoState()
        state.layout = .radial
        let canvas = frame(state, 50, 40)
        // 17 of the 24 boxes are wholly within the 50 columns; 50 of 63 columns seen: a thumb
        // of 25 of the 31 columns of the track.
        #expect(canvas.lines[38] == " 17 of 24 in view █████████████████████████░░░░░░ ")
        #expect(canvas.lines[39].hasPrefix(" radial  radius +0  spacing 1  "))
        // The layout keeps its left edge: the boxes on screen are where they were.
        var meter = FrameMeter.horizontalOverflow(ViewGraph(DemoContent.root(for: state)).layout(
            proposal: ProposedViewSize(width: 50, height: 38)), renderer: PlacementRenderer(), columns: 50)
        #expect(meter?.content == 0..<63)
        #expect(meter?.visible == 0..<50)
        meter = FrameMeter.horizontalOverflow(ViewGraph(DemoContent.root(for: state)).layout(
            proposal: ProposedViewSize(width: 100, height: 38)), renderer: PlacementRenderer(), columns: 100)
        #expect(meter == nil)
    }

    @Test(arguments: [DemoLayout.flow, .masonry, .radial, .list])
    func contentThatFitsHasNoIndicator(layout: DemoLayout) {
        var state = DemoState()
        state.layout = layout
        let canvas = frame(state, 100, 30)
        #expect(!canvas.lines.contains { $0.contains(" in view ") })
    }

    /// The debug line is a row of the bottom bar: the layout keeps every row above it, and its
    /// scroll indicator.
    @Test func theDebugLineTakesARowOfItsOwn() {
        var state = DemoState()
        state.showsDebug = true
        state.itemCount = 60
        let canvas = frame(state, 80, 24)
        // Item 1 (seed 1) in flow: ideal 6×4 at the origin.
        #expect(canvas.lines[22] == " #1 proposal nil×nil → size 6×4 → frame (0, 0) 6×4 · cells 0,0 6x4".padding(80))
        #expect(canvas.lines[23].hasPrefix(" flow  spacing 1  80×24  60 items  "))
        #expect(canvas.lines[0].hasPrefix("┏━━━━┓"))
        // The layout area is 22 rows, each with its indicator cell.
        for row in 0..<22 { #expect(["█", "░"].contains(canvas.lines[row].last), "row \(row)") }
        // Without the overlay, the same 22 rows of layout (the outlines aside) are drawn
        // when the screen is one row shorter.
        state.showsDebug = false
        let plain = frame(state, 80, 23)
        for row in 0..<22 {
            let a = Array(canvas.lines[row]), b = Array(plain.lines[row])
            for x in 0..<80 where a[x] != b[x] {
                #expect(DebugOverlay.isOutlinable(Cell(b[x])), "(\(x), \(row)): \(b[x]) covered by \(a[x])")
            }
        }
    }
}
