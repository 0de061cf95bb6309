import Testing
import TerminalLayout
import TerminalRenderer

@Suite struct TerminalAppTests {
    static func boxes(_ count: Int) -> some View {
        HStack(spacing: 1) {
            ForEach(0..<count) { i in Rectangle().frame(width: 5, height: 3).overlay(Text("\(i)")) }
        }
    }

    func fresh(_ count: Int, _ columns: Int, _ rows: Int) -> Canvas {
        TerminalApp(Self.boxes(count), screen: ScriptedScreen(columns, rows, [])).drawFrame(size: CellSize(columns: columns, rows: rows))
    }

    @Test func aBurstOfResizesGivesOneFrameEqualToAFreshRender() {
        let screen = ScriptedScreen(40, 5, [
            .resize(30, 5, event: true), .resize(20, 4, event: true), .resize(25, 6, event: true),
            .key(.character("q")),
        ])
        let app = TerminalApp(Self.boxes(3), screen: screen)
        let code = app.run { key in key == .character("q") ? .quit(0) : .continue }
        #expect(code == 0)
        // The first frame at 40×5, then one frame for the whole burst.
        #expect(app.screen.presented.count == 2)
        #expect(app.screen.presented.last == fresh(3, 25, 6))
        #expect(app.layoutsRun == 2)
    }

    /// The app lets go of the last frame's result before laying out the
    /// next: the pass writes over its storage, moving the four 5 × 1 boxes
    /// and their colours (8 placements) where they are — and the overlay's
    /// empty stack of the window's presentation root (PRS1: an overlay, an
    /// opacity and a frame around the content, and that stack; 4 placements
    /// in all). The frame and the content are placed anew: they are
    /// proposed the window's width, which changed (the frame is transparent,
    /// as a SwiftUI window places its root view). The frame is a fresh
    /// render's.
    @Test func aResizeWritesOverTheLastFramesPlacements() {
        let view = VStack(spacing: 0) { ForEach(0..<4) { i in Color.gray.frame(width: 5, height: 1).id(i) } }
        let app = TerminalApp(view, screen: ScriptedScreen(20, 6, []))
        _ = app.drawFrame(size: CellSize(columns: 20, rows: 6))
        let canvas = app.drawFrame(size: CellSize(columns: 16, rows: 6))
        #expect(app.graph.stats.reusedResultStorage)
        #expect(app.graph.stats.placementsMoved == 9)
        #expect(canvas == TerminalApp(view, screen: ScriptedScreen(16, 6, [])).drawFrame(size: CellSize(columns: 16, rows: 6)))
        #expect(app.lastResult?.placements.count == 13)
    }

    /// The window's content is placed with the window's proposal, as a SwiftUI window places
    /// its root view (PRS1): an `HStack` of a bordered button and a shorter text, placed again
    /// at its own ideal width, would give the button half of it (S3) and truncate its title.
    /// A window narrower than that ideal width does truncate it, as SwiftUI would.
    @Test("The content is placed with the window's width, not its own: nothing truncated",
          arguments: [(30, "│ Add one │ Counted: 0"), (50, "│ Add one │ Counted: 0"), (21, "│ Add o… │ Counted: 0")])
    func contentPlacedWithTheWindowsProposal(columns: Int, middle: String) {
        let view = HStack { Button("Add one") {}; Text("Counted: 0") }
        let canvas = TerminalApp(view, screen: ScriptedScreen(columns, 3, [])).drawFrame(size: CellSize(columns: columns, rows: 3))
        #expect(canvas.lines[1].hasPrefix(middle + " ") || canvas.lines[1] == middle)
    }

    @Test func aLostResizeEventIsFoundByPollingTheSize() {
        let screen = ScriptedScreen(40, 5, [.resize(12, 5, event: false), .silence, .key(.character("q"))])
        let app = TerminalApp(Self.boxes(3), screen: screen)
        _ = app.run { $0 == .character("q") ? .quit(0) : .continue }
        #expect(app.screen.presented.last == fresh(3, 12, 5))
    }

    @Test func keysThatChangeNothingPresentNothing() {
        let screen = ScriptedScreen(30, 4, [.key(.character("x")), .silence, .key(.up), .key(.character("q"))])
        let app = TerminalApp(Self.boxes(2), screen: screen)
        _ = app.run { $0 == .character("q") ? .quit(3) : .continue }
        #expect(app.screen.presented.count == 1)
        #expect(app.layoutsRun == 1)
    }

    @Test func aKeyCanUpdateTheRootView() {
        let screen = ScriptedScreen(30, 4, [.key(.character("+")), .key(.character("q"))])
        let app = TerminalApp(AnyView(Self.boxes(1)), screen: screen)
        var count = 1
        let code = app.run { key in
            switch key {
            case .character("+"):
                count += 1
                app.update(AnyView(Self.boxes(count)))
                return .continue
            case .character("q"): return .quit(0)
            default: return .continue
            }
        }
        #expect(code == 0)
        #expect(app.screen.presented.count == 2)
        #expect(app.screen.presented.last?.lines.first == "┌───┐ ┌───┐" + String(repeating: " ", count: 19))
    }

    @Test func ticksDriveAnimationsAndInputClosingStops() {
        let screen = ScriptedScreen(10, 3, [.silence, .silence, .silence])
        let app = TerminalApp(Self.boxes(1), screen: screen)
        var ticks = 0
        app.decorate = { canvas, _ in canvas.drawText("\(ticks)", x: 9, y: 0) }
        let code = app.run(onKey: { _ in .continue }, onTick: { ticks += 1; return true })
        #expect(code == 1)
        #expect(ticks == 3)
        #expect(app.screen.presented.count == 4)
        #expect(app.screen.presented.last?.lines.first?.hasSuffix("3") == true)
    }

    @Test func theViewportLeavesRoomForAStatusLine() {
        let screen = ScriptedScreen(12, 4, [])
        let app = TerminalApp(Color.red.overlay(Text("body")), screen: screen, useColor: false)
        app.viewport = { CellRect(x: 0, y: 0, width: $0.columns, height: $0.rows - 1) }
        app.decorate = { canvas, result in
            canvas.drawText("status \(Int(result.size.height))", x: 0, y: canvas.height - 1)
        }
        let lines = app.drawFrame(size: CellSize(columns: 12, rows: 4)).lines
        #expect(lines == ["            ", "    body    ", "            ", "status 3    "])
    }
}
