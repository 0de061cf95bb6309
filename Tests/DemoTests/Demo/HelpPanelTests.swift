import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// The `?` help: every key and layout, fits or scrolls, and modal.
@Suite struct HelpPanelTests {
    func run(_ columns: Int, _ rows: Int, _ script: [ScriptedScreen.Step]) -> DemoController<ScriptedScreen> {
        let clock = FakeClock()
        let controller = DemoController(state: DemoState(), screen: ScriptedScreen(columns, rows, clock: clock, script),
                                        clock: clock.read)
        controller.app.keyBatchTimeLimit = .seconds(60)
        _ = controller.run()
        return controller
    }

    @Test func helpListsEveryKeyAndEveryLayout() {
        let text = HelpPanel.lines.joined(separator: "\n")
        for entry in KeyTable.entries { #expect(text.contains(entry.keys)) }
        for layout in DemoLayout.allCases { #expect(text.contains(layout.name)) }
        #expect(HelpPanel.lines.count == 20)
    }

    /// The box's rows for a 30×8 area: 6 of the 20 lines, the position in the bottom border.
    @Test func aShortAreaShowsAPageAndWhereItIs() {
        let rows = HelpPanel(animates: true, top: 0, area: CellSize(columns: 30, rows: 8)).rows
        #expect(rows.count == 8)
        #expect(rows[0] == "╭─ keys ─────────────────────╮")
        #expect(rows[1] == "│ 1–9, 0         pick a lay… │")
        #expect(rows[7] == "╰─ ↑↓ 1–6 of 20 ─────────────╯")
        #expect(rows.allSatisfy { DisplayWidth.of($0) == 30 })
        // Scrolled past the end: the last page.
        let end = HelpPanel(animates: true, top: 99, area: CellSize(columns: 30, rows: 8)).rows
        #expect(end[6].hasPrefix("│           Tab breakpoint"))
        #expect(end[7].hasPrefix("╰─ ↑↓ 15–20 of 20 "))
    }

    @Test func aTallAreaShowsItAllWithoutAPosition() {
        let rows = HelpPanel(animates: false, top: 0, area: CellSize(columns: 100, rows: 40)).rows
        #expect(rows.count == 22)
        #expect(rows.last?.hasPrefix("╰──────") == true)
        #expect(rows.contains { $0.contains("animation on / off (now off)") })
    }

    /// At 60×20 the box fits the 19 rows above the status line, scrolls to its last line, and
    /// no key reaches the demo behind it.
    @Test func atSixtyByTwentyItFitsScrollsAndIsModal() {
        let controller = run(60, 20, [
            .key(.character("?")), .wait(0.06),
            .key(.end), .wait(0.06),
            .key(.character("2")), .key(.character("+")), .key(.character("d")), .key(.down), .wait(0.06),
            .key(.escape), .wait(0.06), .key(.character("q")),
        ])
        let frames = controller.app.screen.base.presented
        #expect(frames.count == 4)
        let help = frames[1].lines
        let top = help.firstIndex { $0.contains("╭─ keys ─") }
        let bottom = help.firstIndex { $0.contains("╰─ ↑↓ 1–17 of 20 ─") }
        #expect(top == 0 && bottom == 18)
        #expect(help[19].hasPrefix(" flow  spacing 1  60×20  24 items  "))
        // End: the last line of the help is shown.
        #expect(frames[2].lines.contains { $0.contains("Tab breakpoint  Tab list") })
        #expect(frames[2].lines[18].contains("╰─ ↑↓ 4–20 of 20 ─"))
        // "2", "+", "d" and ↓ went to the help, which was at its end already: no frame.
        // Esc closes it, and the demo is as it was.
        #expect(frames[3].lines.dropLast() == frames[0].lines.dropLast())
        #expect(controller.state.layout == .flow && controller.state.itemCount == 24 && !controller.state.showsDebug)
    }

    @Test(arguments: [KeyEvent.escape, .character("?")])
    func escapeOrQuestionMarkCloses(key: KeyEvent) {
        var state = DemoState()
        #expect(state.handle(.character("?")) == .redraw)
        #expect(state.handle(.end, helpPage: 5) == .redraw)
        #expect(state.helpTop == 15)
        #expect(state.handle(.character("2"), helpPage: 5) == .none)
        #expect(state.handle(key, helpPage: 5) == .redraw)
        #expect(!state.showsHelp && state.helpTop == 0 && state.layout == .flow)
    }
}
