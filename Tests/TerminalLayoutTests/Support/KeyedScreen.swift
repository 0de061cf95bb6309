@testable import TerminalLayout

/// A graph and its focus system at a fixed size in cells, driven by key presses as an app
/// drives it: what the navigation, presentation and focus tests press keys on.
final class KeyedScreen {
    let graph: ViewGraph
    let focus: FocusSystem
    let width: Int
    let height: Int

    init(_ view: some View, width: Int, height: Int) {
        graph = ViewGraph(view)
        focus = FocusSystem(graph: graph)
        self.width = width
        self.height = height
    }

    /// The text of a layout at the screen's size (`textFrame`).
    var text: [String] {
        textFrame(graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))), width: width, height: height)
    }

    /// Presses `key` (with `modifiers`).
    @discardableResult
    func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> KeyPress.Result {
        focus.handle(KeyPress(key: key, modifiers: modifiers))
    }

    /// Tab `count` times, then `key`.
    func tab(_ count: Int, then key: KeyEquivalent) {
        for _ in 0..<count { press(.tab) }
        press(key)
    }
}
