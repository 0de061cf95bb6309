import Testing
@testable import TerminalLayout

/// `onTapGesture` (TAP1): focusable, Return or Space performs the action
/// while it has focus; its text is bold then.
struct OnTapGestureTests {
    final class Taps { var count = 0 }

    @Test("Return and Space tap the focused view; other keys, an unfocused or a disabled view do nothing", arguments: [
        (true, KeyPress(key: .return), false, 1), (true, KeyPress(key: .space), false, 1),
        (true, KeyPress(key: .escape), false, 0), (false, KeyPress(key: .return), false, 0),
        (true, KeyPress(key: .return), true, 0),
    ])
    func keys(focused: Bool, key: KeyPress, disabled: Bool, taps: Int) {
        let tapped = Taps()
        let graph = ViewGraph(VStack { Text("tap me").onTapGesture(count: 2) { tapped.count += 1 } }.disabled(disabled))
        let focus = FocusSystem(graph: graph)
        if focused { focus.moveFocus(forward: true) }
        focus.handle(key)
        #expect(tapped.count == taps)
    }

    @Test("Its text is bold while it has focus, and it lays out as its content", arguments: [false, true])
    func look(focused: Bool) {
        let graph = ViewGraph(VStack { Text("tap").onTapGesture {} })
        let focus = FocusSystem(graph: graph)
        if focused { focus.moveFocus(forward: true) }
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 3))
        #expect(result.placements.contains { $0.kind == .text(TextPlacement(lines: ["tap"], isBold: focused)) })
        #expect(result.size == CGSize(width: 3, height: 1))
    }
}
