import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The interactive demo's run loop on a scripted screen with a hand-moved clock.
@Suite struct DemoControllerTests {
    /// The frame of `state` drawn fresh (no animation) at `columns × rows`, with the clock standing still.
    func fresh(_ state: DemoState, _ columns: Int, _ rows: Int) -> Canvas {
        let clock = FakeClock()
        let controller = DemoController(state: state, screen: HeadlessScreen(size: CellSize(columns: columns, rows: rows)),
                                        clock: clock.read)
        return controller.drawFrame(size: CellSize(columns: columns, rows: rows))
    }

    func run(_ state: DemoState = DemoState(), _ columns: Int, _ rows: Int, _ script: [ScriptedScreen.Step])
        -> (code: Int32, controller: DemoController<ScriptedScreen>) {
        let clock = FakeClock()
        let controller = DemoController(state: state, screen: ScriptedScreen(columns, rows, clock: clock, script),
                                        clock: clock.read)
        return (controller.run(), controller)
    }

    func presented(_ controller: DemoController<ScriptedScreen>) -> [Canvas] { controller.app.screen.base.presented }

    /// Whether two frames have the same cells above the status line (whose counts depend on the history).
    func sameLayout(_ a: Canvas, _ b: Canvas) -> Bool {
        guard a.size == b.size else { return false }
        for y in 0..<(a.height - 1) {
            for x in 0..<a.width where a[x: x, y: y] != b[x: x, y: y] { return false }
        }
        return true
    }

    @Test func theFirstFrameIsTheLayoutAboveTheStatusLine() {
        let (code, controller) = run(DemoState(), 80, 12, [.key(.character("q"))])
        #expect(code == 0)
        let frame = presented(controller)[0]
        let equal = frame == fresh(DemoState(), 80, 12)
        #expect(equal)
        #expect(frame.lines[0].hasPrefix("╭────╮ ╭───╮ ╭────╮"))
        // The clock stands still while a frame is drawn: 0.0 ms.
        #expect(frame.lines[11].hasPrefix(" flow  spacing 1  80×12  24 items  0.0 ms  sizeThatFits "))
    }

    @Test(arguments: [KeyEvent.character("q"), .escape])
    func quitKeysEndWithZero(key: KeyEvent) {
        #expect(run(DemoState(), 40, 10, [.key(key)]).code == 0)
    }

    @Test func theInputClosingEndsWithOne() {
        #expect(run(DemoState(), 40, 10, []).code == 1)
    }

    @Test func aLayoutSwitchAnimatesFromTheOldFramesToTheNew() {
        var masonry = DemoState()
        masonry.layout = .masonry
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .wait(0.125), .wait(0.2), .key(.character("q"))])
        let frames = presented(controller)
        #expect(frames.count == 4)
        // At the start the items are where flow put them (only the status line differs).
        #expect(Array(frames[1].lines.dropLast()) == Array(frames[0].lines.dropLast()))
        #expect(sameLayout(frames[1], frames[0]))
        // Halfway (eased ½), the frame is neither.
        #expect(frames[2].lines.dropLast() != frames[1].lines.dropLast())
        #expect(!sameLayout(frames[2], fresh(masonry, 80, 24)))
        // After 250 ms: exactly the masonry frame.
        #expect(sameLayout(frames[3], fresh(masonry, 80, 24)))
        #expect(controller.animation == nil)
    }

    @Test func halfwayItemsAreHalfwayBetweenTheirFrames() throws {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .wait(0.125), .key(.character("q"))])
        // Item 2 of seed 1 goes from columns 7..<12 in flow to 27..<52 in masonry: 79 columns
        // (one is the indicator's) in 3 columns of 25⅔, the second from 26⅔ to 52⅓.
        let halfway = presented(controller)[2]
        // Halfway the edges are at (7 + 27) / 2 = 17 and (12 + 52) / 2 = 32: 15 columns.
        #expect(halfway.lines[0].dropFirst(17).hasPrefix("╭─────────────╮ "))
    }

    @Test func aKeyDuringAnAnimationFinishesItAtOnce() {
        var grid = DemoState()
        grid.layout = .grid
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .key(.character("a")), .key(.character("q"))])
        // "a" ends the animation and turns animation off: the frame is masonry, settled.
        var masonry = DemoState()
        masonry.layout = .masonry
        masonry.animates = false
        #expect(sameLayout(presented(controller).last!, fresh(masonry, 80, 24)))
        #expect(controller.animation == nil)
        #expect(!controller.state.animates)
    }

    @Test func withAnimationOffALayoutSwitchIsImmediate() {
        var state = DemoState()
        state.animates = false
        var grid = state
        grid.layout = .grid
        let (_, controller) = run(state, 80, 24, [.key(.character("4")), .key(.character("q"))])
        #expect(presented(controller).count == 2)
        #expect(sameLayout(presented(controller)[1], fresh(grid, 80, 24)))
    }

    @Test func aResizeDuringAnAnimationDropsIt() {
        var masonry = DemoState()
        masonry.layout = .masonry
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .wait(0.05), .resize(60, 20), .key(.character("q"))])
        #expect(sameLayout(presented(controller).last!, fresh(masonry, 60, 20)))
    }

    @Test func scrollingKeysMoveTheContent() {
        var state = DemoState()
        state.itemCount = 60
        state.animates = false
        let (_, controller) = run(state, 40, 10, [
            .key(.down), .key(.down), .key(.up), .key(.end), .key(.home), .key(.pageDown), .key(.character("q")),
        ])
        // The content without the indicator column, row by row.
        let frames = presented(controller).map { $0.lines.map { String($0.prefix(39)) } }
        let top = frames[0]
        // One row down: the first row scrolled out.
        #expect(frames[1][0] == top[1])
        #expect(frames[2][0] == top[2])
        #expect(frames[3][0] == top[1])
        // End shows the last row of content; Home the first again.
        #expect(frames[4][0] != top[0])
        #expect(frames[5] == top)
        // A page is the visible height (9 rows) less one.
        #expect(frames[6][0] == top[8])
    }

    @Test func colourKeyTurnsColoursOff() {
        let (_, controller) = run(DemoState(), 40, 8, [.key(.character("c")), .key(.character("q"))])
        let frames = presented(controller)
        #expect(frames[0][x: 1, y: 1].style.background != .default)
        #expect(frames[1][x: 1, y: 1].style.background == .default)
        #expect(frames[1].lines == frames[0].lines)
    }

    @Test func metricsKeySwitchesToPoints() {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("m")), .key(.character("a")), .key(.character("q"))])
        #expect(controller.app.graph.environment.cellMetrics == .points)
        #expect(presented(controller).last?.lines[23].hasPrefix(" flow  spacing 1  points  80×24") == true)
    }

    @Test func helpOverlayOpensAndEscapeClosesIt() {
        let (code, controller) = run(DemoState(), 80, 30, [.key(.character("?")), .key(.escape), .key(.character("q"))])
        #expect(code == 0)
        let frames = presented(controller)
        #expect(frames[1].lines.contains { $0.contains("╭─ keys ─") })
        #expect(frames[1].lines.contains { $0.contains("q / Esc        quit") })
        #expect(frames[2].lines == frames[0].lines)
    }

    @Test func debugOverlayDescribesTheFocusedItem() {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("d")), .key(.character("f")), .key(.character("q"))])
        let frames = presented(controller)
        // Item 1 (seed 1) in flow: ideal 6×4 at the origin.
        #expect(frames[1].lines[22] == " #1 proposal nil×nil → size 6×4 → frame (0, 0) 6×4 · cells 0,0 6x4".padding(80))
        #expect(frames[1].lines[0].hasPrefix("┏━━━━┓"))
        #expect(frames[2].lines[22].hasPrefix(" #2 proposal nil×nil → size 5×3 → frame (7, 0) 5×3"))
    }

    @Test func statsAreThoseOfTheLastLayoutThatDidWork() {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("d")), .key(.character("q"))])
        // "d" only redraws: the layout result is reused, and the status line keeps the first pass's counts.
        #expect(controller.lastStats.sizeThatFitsCalls > 0)
        #expect(presented(controller)[1].lines[23] == presented(controller)[0].lines[23])
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
