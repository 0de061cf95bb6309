import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The status line's text and how it shrinks.
@Suite struct StatusLineTests {
    var stats: LayoutStats {
        var stats = LayoutStats()
        stats.sizeThatFitsCalls = 200
        stats.memoHits = 150
        return stats
    }

    @Test(arguments: [
        (DemoLayout.flow, "flow  spacing 1"), (.masonry, "masonry  columns 3  spacing 1"),
        (.responsive, "responsive  min width 14  spacing 1"), (.radial, "radial  radius +0  spacing 1"),
    ])
    func layoutAndParameters(layout: DemoLayout, prefix: String) {
        var state = DemoState()
        state.layout = layout
        let text = StatusLine.text(state, size: CellSize(columns: 100, rows: 30), milliseconds: 1.26, stats: stats)
        #expect(text == prefix + "  100×30  24 items  1.3 ms  sizeThatFits 200  memo 75%  ? keys")
    }

    @Test func aSceneReplacesTheLayoutAndTheItems() {
        var state = DemoState()
        state.sceneName = "hello.json"
        #expect(StatusLine.text(state, size: CellSize(columns: 80, rows: 24), milliseconds: 0.04, stats: LayoutStats())
                == "scene hello.json  80×24  0.0 ms  sizeThatFits 0  memo 100%  ? keys")
    }

    @Test(arguments: [
        // 76 columns of text and the leading space.
        (77, "flow  spacing 1  80×24  24 items  1.3 ms  sizeThatFits 200  memo 75%  ? keys"),
        (76, "flow  spacing 1  80×24  24 items  1.3 ms  fits 200  memo 75%  ? keys"),
        (68, "flow  spacing 1  80×24  24 items  1.3 ms  fits 200  ? keys"),
        (58, "flow  spacing 1  80×24  24 items  1.3 ms  ? keys"),
        (48, "flow  spacing 1  80×24  1.3 ms  ? keys"),
        (37, "flow  spacing 1  1.3 ms  ? keys"),
        (30, "flow  spacing 1  1.3…  ? keys"),
        (5, "? keys"),
    ])
    func narrowTerminalsShortenTheMetricsFirstAndKeepTheKeyHint(width: Int, text: String) {
        #expect(StatusLine.text(DemoState(), size: CellSize(columns: 80, rows: 24), milliseconds: 1.26, stats: stats,
                                width: width) == text)
    }

    /// At 80 columns (79 for the text) every layout's line keeps `? keys` and its parameters.
    @Test(arguments: DemoLayout.allCases)
    func eightyColumnsKeepTheKeyHint(layout: DemoLayout) {
        var state = DemoState()
        state.layout = layout
        state.itemCount = 1_000_000
        let text = StatusLine.text(state, size: CellSize(columns: 80, rows: 24), milliseconds: 12.34, stats: stats, width: 80)
        #expect(text.hasPrefix(layout.name + "  "))
        #expect(text.hasSuffix("  ? keys"))
        #expect(DisplayWidth.of(text) <= 79)
        if layout == .list { #expect(text.contains("rows made 0")) }
    }

    @Test func animationOffIsShown() {
        var state = DemoState()
        state.animates = false
        #expect(StatusLine.text(state, size: CellSize(columns: 100, rows: 30), milliseconds: 1.26, stats: stats)
                == "flow  spacing 1  anim off  100×30  24 items  1.3 ms  sizeThatFits 200  memo 75%  ? keys")
    }

    @Test func invertedAcrossTheRow() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.drawText(" abc", x: 0, y: 1)
        StatusLine.invert(row: 1, in: &canvas)
        #expect(canvas.lines[1] == " abc      ")
        #expect((0..<10).allSatisfy { canvas[x: $0, y: 1].style.reverse })
        #expect(!canvas[x: 0, y: 0].style.reverse)
    }
}
