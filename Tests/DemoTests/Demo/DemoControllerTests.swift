import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The interactive demo — `DemoView` run by `TerminalApp.run()` — on a scripted screen with a hand-moved clock.
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
        // Keys that arrive together are handled together however slow the machine is
        // (the real limit, 100 ms, is for a long paste to show progress).
        controller.app.keyBatchTimeLimit = .seconds(60)
        return (controller.run(), controller)
    }

    /// The frames presented. (A script puts a `.wait` before `q` where it wants a frame: keys
    /// that arrive together are handled together, and `q` ends the run before their frame.)
    func presented(_ controller: DemoController<ScriptedScreen>) -> [Canvas] { controller.app.screen.base.presented }

    /// Whether two frames have the same cells above the status line (whose counts depend on the
    /// history) and left of the scroll indicator (which shows the content of the layout being
    /// moved to from the first frame of an animation on).
    func sameLayout(_ a: Canvas, _ b: Canvas) -> Bool {
        guard a.size == b.size else { return false }
        for y in 0..<(a.height - 1) {
            for x in 0..<(a.width - 1) where a[x: x, y: y] != b[x: x, y: y] { return false }
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
        #expect(frame.lines[11].hasPrefix(" flow  spacing 1  80×12  24 items  0.0 ms  "))
        #expect(frame.lines[11].trimmingTrailingSpaces.hasSuffix("  ? keys"))
        // The status line is drawn in reverse video across the row.
        #expect(frame[x: 79, y: 11].style.reverse)
        #expect(!frame[x: 0, y: 10].style.reverse)
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
        #expect(sameLayout(frames[1], frames[0]))
        // Halfway (eased ½), the frame is neither.
        #expect(!sameLayout(frames[2], frames[1]))
        #expect(!sameLayout(frames[2], fresh(masonry, 80, 24)))
        // After 250 ms: exactly the masonry frame.
        #expect(sameLayout(frames[3], fresh(masonry, 80, 24)))
        #expect(controller.animation == nil)
    }

    @Test func halfwayItemsAreHalfwayBetweenTheirFrames() throws {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .wait(0.125), .key(.character("q"))])
        // Item 2 of seed 1 goes from columns 7..<12 in flow to 26⅔..<52⅓ in masonry (79
        // columns, one is the indicator's, in 3 columns of 25⅔ with gaps of 1).
        // Halfway the edges are at (7 + 26⅔) / 2 ≈ 16.8 and (12 + 52⅓) / 2 ≈ 32.2: columns 17..<32.
        let halfway = presented(controller)[2]
        #expect(halfway.lines[0].dropFirst(17).hasPrefix("╭─────────────╮ "))
    }

    @Test func aChangeWithoutAnimationDuringAnAnimationEndsIt() {
        let (_, controller) = run(DemoState(), 80, 24, [
            .key(.character("2")), .wait(0.05), .key(.character("a")), .wait(0.01), .key(.character("q")),
        ])
        // 50 ms into the move to masonry, "a" turns animation off, a change made without
        // withAnimation: the next frame is masonry, settled.
        #expect(presented(controller).count == 4)
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
        let (_, controller) = run(state, 80, 24, [.key(.character("4")), .wait(0.06), .key(.character("q"))])
        #expect(presented(controller).count == 2)
        #expect(sameLayout(presented(controller)[1], fresh(grid, 80, 24)))
        #expect(controller.animation == nil)
    }

    @Test func aResizeDuringAnAnimationDropsIt() {
        var masonry = DemoState()
        masonry.layout = .masonry
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("2")), .wait(0.05), .resize(60, 20), .wait(0.06), .key(.character("q"))])
        #expect(sameLayout(presented(controller).last!, fresh(masonry, 60, 20)))
        #expect(controller.animation == nil)
    }

    @Test func aBurstOfKeysIsOneFrame() {
        var state = DemoState()
        state.animates = false
        // 30 "+" keys waiting at once: every one handled, then one frame.
        let (_, controller) = run(state, 80, 24, Array(repeating: .key(.character("+")), count: 30) + [.wait(0.1)])
        #expect(presented(controller).count == 2)
        #expect(presented(controller)[1].lines[23].hasPrefix(" flow  spacing 1  anim off  80×24  54 items  "))
    }

    @Test func scrollingKeysMoveTheContent() {
        var state = DemoState()
        state.itemCount = 60
        state.animates = false
        let steps: [ScriptedScreen.Step] = [.key(.down), .key(.down), .key(.up), .key(.end), .key(.home), .key(.pageDown)]
        // A pause after each key: one frame each.
        let (_, controller) = run(state, 40, 10, steps.flatMap { [$0, .wait(0.06)] } + [.key(.character("q"))])
        // The content without the indicator column, row by row.
        let frames = presented(controller).map { $0.lines.map { String($0.prefix(39)) } }
        let top = frames[0]
        // One row down: the first row scrolled out.
        #expect(frames[1][0] == top[1])
        #expect(frames[2][0] == top[2])
        #expect(frames[3][0] == top[1])
        // End shows the last row of content; Home the first again.
        #expect(frames[4][0] != top[0])
        #expect(frames[5].dropLast() == top.dropLast())
        // A page is the visible height (9 rows) less one.
        #expect(frames[6][0] == top[8])
    }

    @Test func colourKeyTurnsColoursOff() {
        let (_, controller) = run(DemoState(), 40, 8, [.key(.character("c")), .wait(0.06), .key(.character("q"))])
        let frames = presented(controller)
        #expect(frames[0][x: 1, y: 1].style.background != .default)
        #expect(frames[1][x: 1, y: 1].style.background == .default)
        #expect(frames[1].lines == frames[0].lines)
    }

    @Test func metricsKeySwitchesToPoints() {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("m")), .key(.character("a")), .wait(0.06), .key(.character("q"))])
        #expect(controller.app.graph.environment.cellMetrics == .points)
        let status = presented(controller).last?.lines[23] ?? ""
        #expect(status.hasPrefix(" flow  spacing 1  points  anim off  80×24"), "\(status)")
    }

    @Test func theAnimationKeyShowsItsStateInTheStatusLineAndTheHelp() {
        let (_, controller) = run(DemoState(), 100, 30, [
            .key(.character("?")), .wait(0.06), .key(.escape), .key(.character("a")), .key(.character("?")), .wait(0.06), .key(.character("q")),
        ])
        let frames = presented(controller)
        #expect(frames[1].lines.contains { $0.contains("animation on / off (now on)") })
        #expect(!frames[1].lines[29].contains("anim off"))
        #expect(frames[2].lines.contains { $0.contains("animation on / off (now off)") })
        #expect(frames[2].lines[29].hasPrefix(" flow  spacing 1  anim off  100×30"))
    }

    @Test("Without the status line (render without --status) the frame is laid out once: its counts are not shown",
          arguments: [false, true])
    func aHiddenStatusLineIsNotLaidOutAgain(shown: Bool) {
        let size = CellSize(columns: 80, rows: 12)
        let clock = FakeClock()
        let controller = DemoController(state: DemoState(), screen: HeadlessScreen(size: size), clock: clock.read)
        controller.showsStatusLine = shown
        let frame = controller.drawFrame(size: size)
        // The counts reach the status line only through a second pass, which a hidden line does not need.
        let counted = controller.lastStats.sizeThatFitsCalls > 0
        #expect(counted == shown)
        let reference = fresh(DemoState(), 80, 12)
        #expect(sameLayout(frame, reference))
        withExtendedLifetime(clock) {}     // the fake clock's closure holds it unowned
    }

    @Test func statsAreThoseOfTheLastLayoutThatDidWork() {
        let (_, controller) = run(DemoState(), 80, 24, [.key(.character("c")), .wait(0.06), .key(.character("q"))])
        // "c" changes only the colours: the layout result is reused, and the status line keeps the first pass's counts.
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
