import Testing
import TerminalRenderer
@testable import LayoutDemoCore

/// The key table, from the default state (flow, 24 items, seed 1, spacing 1, 3 columns).
@Suite struct DemoStateKeyTests {
    @Test(arguments: [
        (KeyEvent.character("2"), DemoCommand.rebuild), (.character("1"), .none), (.tab, .rebuild), (.backTab, .rebuild),
        (.character("+"), .rebuild), (.character("-"), .rebuild), (.character("["), .rebuild), (.character("]"), .rebuild),
        (.left, .none), (.right, .none), (.up, .scroll(rows: -1)), (.down, .scroll(rows: 1)),
        (.pageUp, .scrollPages(-1)), (.pageDown, .scrollPages(1)), (.home, .scrollToTop), (.end, .scrollToBottom),
        (.character("m"), .rebuild), (.character("r"), .rebuild), (.character("a"), .redraw), (.character("d"), .redraw),
        (.character("c"), .redraw), (.character("?"), .redraw), (.character("f"), .none), (.character("q"), .quit(0)),
        (.escape, .quit(0)), (.character("x"), .none), (.enter, .none), (.resize, .none),
    ])
    func commandOfEachKey(key: KeyEvent, command: DemoCommand) {
        var state = DemoState()
        let answer = state.handle(key)
        #expect(answer == command)
    }

    @Test(arguments: [(KeyEvent.character("2"), DemoLayout.masonry), (.character("0"), .gridRows),
                      (.tab, .masonry), (.backTab, .list)])
    func layoutKeys(key: KeyEvent, layout: DemoLayout) {
        var state = DemoState()
        _ = state.handle(key)
        #expect(state.layout == layout)
    }

    @Test func itemKeysAddAndRemoveOneItem() {
        var state = DemoState()
        _ = state.handle(.character("+"))
        _ = state.handle(.character("="))
        #expect(state.itemCount == 26)
        _ = state.handle(.character("-"))
        #expect(state.itemCount == 25)
    }

    @Test func itemCountStopsAtOneAndAMillion() {
        var state = DemoState()
        state.itemCount = 1
        let answer = state.handle(.character("-"))
        #expect(answer == .none)
        #expect(state.itemCount == 1)
        state.itemCount = 1_000_000
        let answer2 = state.handle(.character("+"))
        #expect(answer2 == .none)
    }

    @Test(arguments: [(DemoLayout.masonry, KeyEvent.right, 4), (.masonry, .left, 2), (.responsive, .right, 16),
                      (.adaptive, .left, 12), (.radial, .right, 1)])
    func arrowsAdjustTheLayoutsParameter(layout: DemoLayout, key: KeyEvent, value: Int) {
        var state = DemoState()
        state.layout = layout
        let answer = state.handle(key)
        #expect(answer == .rebuild)
        #expect(state.parameters.value(of: layout.parameter) == value)
    }

    @Test func spacingKeys() {
        var state = DemoState()
        _ = state.handle(.character("]"))
        #expect(state.parameters.spacing == 2)
        _ = state.handle(.character("["))
        _ = state.handle(.character("["))
        #expect(state.parameters.spacing == 0)
        let answer = state.handle(.character("["))
        #expect(answer == .none)
    }

    @Test func togglesFlipTheirFlag() {
        var state = DemoState()
        for key in ["m", "a", "d", "c", "?"] { _ = state.handle(.character(Character(key))) }
        #expect(state.metrics == .points)
        #expect(!state.animates)
        #expect(state.showsDebug)
        #expect(!state.usesColor)
        #expect(state.showsHelp)
    }

    @Test func reshuffleMovesToTheNextSeed() {
        var state = DemoState()
        _ = state.handle(.character("r"))
        #expect(state.seed == 2)
        #expect(state.items == ItemGenerator.items(count: 24, seed: 2))
    }

    @Test func escapeClosesTheHelpBeforeQuitting() {
        var state = DemoState()
        state.showsHelp = true
        let answer = state.handle(.escape)
        #expect(answer == .redraw)
        #expect(!state.showsHelp)
        let answer2 = state.handle(.escape)
        #expect(answer2 == .quit(0))
    }

    @Test func focusCyclesThroughTheItemsAndRedrawsOnlyWithTheDebugOverlay() {
        var state = DemoState()
        state.itemCount = 3
        let answer = state.handle(.character("F"))
        #expect(answer == .none)
        #expect(state.focusedItem == ItemID(2))
        state.showsDebug = true
        let answer2 = state.handle(.character("f"))
        #expect(answer2 == .redraw)
        #expect(state.focusedItem == ItemID(0))
    }

    @Test func removingTheFocusedItemMovesTheFocusToTheLastItem() {
        var state = DemoState()
        state.itemCount = 3
        state.focusedItem = ItemID(2)
        _ = state.handle(.character("-"))
        #expect(state.focusedItem == ItemID(1))
    }

    @Test(arguments: [KeyEvent.character("2"), .tab, .character("+"), .character("]"), .character("m"), .character("r"),
                      .right])
    func aSceneIgnoresTheContentKeys(key: KeyEvent) {
        var state = DemoState()
        state.layout = .masonry
        state.sceneName = "demo.json"
        let before = state
        let answer = state.handle(key)
        #expect(answer == .none)
        #expect(state == before)
    }
}
