import Foundation
import Testing
@testable import TerminalLayout

/// A11Y2: `.default` and `.escape` accessibility actions and adjustable
/// actions run from the keyboard while their view has focus and is
/// enabled; the other actions never run.
@MainActor
struct AccessibilityActionTests {
    final class Log { var entries: [String] = [] }

    /// How the action's view is set up.
    enum Setup: Sendable { case focused, unfocused, disabled, notFocusable }

    /// The rating with every action, and its focus system, Tab pressed once unless `.unfocused`.
    static func graph(_ setup: Setup, log: Log) -> FocusSystem {
        let rating = Text("★★☆")
            .focusable(setup != .notFocusable)
            .accessibilityAction { log.entries.append("default") }
            .accessibilityAction(.escape) { log.entries.append("escape") }
            .accessibilityAction(.magicTap) { log.entries.append("magicTap") }
            .accessibilityAction(.delete) { log.entries.append("delete") }
            .accessibilityAction(named: "Reset") { log.entries.append("named") }
            .accessibilityAdjustableAction { direction in log.entries.append("\(direction)") }
            .accessibilityScrollAction { edge in log.entries.append("scroll \(edge)") }
        let graph = ViewGraph(VStack { Text("Rating"); rating }.disabled(setup == .disabled))
        let focus = FocusSystem(graph: graph)
        if setup != .unfocused { _ = focus.moveFocus(forward: true) }
        // Laid out, so that `focusedFrame` tells whether something has focus.
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 3))
        return focus
    }

    @Test("Keys run the action they stand for while the view has focus (A11Y2)", arguments: [
        (KeyPress(key: .return), ["default"]), (KeyPress(key: .space), ["default"]),
        (KeyPress(key: .escape), ["escape"]),
        (KeyPress(key: .upArrow), ["increment"]), (KeyPress(key: .rightArrow), ["increment"]),
        (KeyPress(key: .downArrow), ["decrement"]), (KeyPress(key: .leftArrow), ["decrement"]),
        (KeyPress(key: "x"), []), (KeyPress(key: .delete), []), (KeyPress(key: .deleteForward), []),
        (KeyPress(key: .pageDown), []),
    ])
    func focused(key: KeyPress, expected: [String]) {
        let log = Log()
        let focus = Self.graph(.focused, log: log)
        #expect(focus.focusedFrame != nil)
        let result = focus.handle(key)
        #expect(log.entries == expected)
        #expect((result == .handled) == !expected.isEmpty)
    }

    @Test("Nothing runs without focus, when disabled, or when the view cannot take focus (A11Y2)", arguments: [
        Setup.unfocused, .disabled, .notFocusable,
    ], [KeyPress(key: .return), KeyPress(key: .escape), KeyPress(key: .upArrow), KeyPress(key: .downArrow)])
    func notFocused(setup: Setup, key: KeyPress) {
        let log = Log()
        let focus = Self.graph(setup, log: log)
        _ = focus.handle(key)
        #expect(log.entries == [])
        #expect(focus.focusedFrame == nil)
    }

    @Test("A button's own action wins over a default accessibility action on it; Escape goes to the accessibility action",
          arguments: [(KeyPress(key: .return), ["button"]), (KeyPress(key: .escape), ["escape"])])
    func button(key: KeyPress, expected: [String]) {
        let log = Log()
        let graph = ViewGraph(VStack {
            Button("Share") { log.entries.append("button") }
                .accessibilityAction { log.entries.append("default") }
                .accessibilityAction(.escape) { log.entries.append("escape") }
        })
        let focus = FocusSystem(graph: graph)
        _ = focus.moveFocus(forward: true)
        _ = focus.handle(key)
        #expect(log.entries == expected)
    }

    @Test("A focused slider keeps its arrows: an adjustable action on it does not run for them")
    func sliderKeepsArrows() {
        let log = Log()
        final class Value { var value = 0.5 }
        let value = Value()
        let graph = ViewGraph(VStack {
            Slider(value: Binding(get: { value.value }, set: { value.value = $0 }), in: 0...1, step: 0.1)
                .accessibilityAdjustableAction { direction in log.entries.append("\(direction)") }
        })
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 3))
        _ = focus.moveFocus(forward: true)
        _ = focus.handle(KeyPress(key: .rightArrow))
        #expect(abs(value.value - 0.6) < 1e-9)
        #expect(log.entries == [])
    }
}
