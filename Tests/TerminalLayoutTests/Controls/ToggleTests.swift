import Testing
@testable import TerminalLayout

/// `Toggle` (TGL1): a check box before the label, focusable, flipped by
/// Return or Space while it has focus.
@MainActor
struct ToggleTests {
    static let screen = ProposedViewSize(width: 30, height: 4)

    /// A toggle of its own state, with the value reported to `seen`.
    private struct Host: View {
        let disabled: Bool
        let hidden: Bool
        let seen: Seen
        @State private var on = false
        var body: some View {
            seen.value = on
            return VStack {
                if hidden {
                    Toggle("Wrap", isOn: $on).labelsHidden()
                } else {
                    Toggle("Wrap", isOn: $on).toggleStyle(.switch)
                }
            }
            .disabled(disabled)
        }
    }

    final class Seen { var value = false }

    /// The texts a layout draws, in order.
    static func texts(_ graph: ViewGraph) -> [TextPlacement] {
        graph.layout(proposal: screen).placements.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }

    @Test("Drawn as a box and the label, one cell apart; without a label, the box alone", arguments: [false, true])
    func look(hidden: Bool) {
        let graph = ViewGraph(Host(disabled: false, hidden: hidden, seen: Seen()))
        let result = graph.layout(proposal: Self.screen)
        #expect(result.size == CGSize(width: hidden ? 3 : 8, height: 1))
        #expect(Self.texts(graph).map(\.lines) == (hidden ? [["[ ]"]] : [["[ ]"], ["Wrap"]]))
    }

    @Test("Return and Space flip the focused toggle, and the next layout shows it", arguments: [
        (KeyPress(key: .space), false, true), (KeyPress(key: .return), false, true),
        (KeyPress(key: .escape), false, false), (KeyPress(key: .space), true, false),
    ])
    func keys(key: KeyPress, disabled: Bool, on: Bool) {
        let seen = Seen()
        let graph = ViewGraph(Host(disabled: disabled, hidden: false, seen: seen))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(key)
        let texts = Self.texts(graph)
        #expect(seen.value == on)
        #expect(texts.first?.lines == [on ? "[x]" : "[ ]"])
        // Focused: bold; disabled: secondary and never focused.
        #expect(texts.allSatisfy { $0.isBold == !disabled })
        #expect(texts.allSatisfy { $0.foreground == (disabled ? .secondary : nil) })
    }

    @Test("Twice flips it back")
    func twice() {
        let seen = Seen()
        let graph = ViewGraph(Host(disabled: false, hidden: false, seen: seen))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .space))
        _ = graph.layout(proposal: Self.screen)
        focus.handle(KeyPress(key: .space))
        _ = graph.layout(proposal: Self.screen)
        #expect(!seen.value)
    }
}
