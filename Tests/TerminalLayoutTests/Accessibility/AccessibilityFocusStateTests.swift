import Foundation
import Testing
@testable import TerminalLayout

/// A11Y3: `@AccessibilityFocusState` is a state value that tracks nothing:
/// it reads back what view code wrote and moves no keyboard focus.
@MainActor
struct AccessibilityFocusStateTests {
    struct Notice: View {
        @AccessibilityFocusState var isNoticeFocused: Bool
        @AccessibilityFocusState var field: String?
        var body: some View {
            VStack {
                Text(isNoticeFocused ? "notice: yes" : "notice: no").accessibilityFocused($isNoticeFocused)
                Text("field: \(field ?? "none")").accessibilityFocused($field, equals: "name")
                Button("OK") {}
            }
            .onKeyPress("n") { isNoticeFocused.toggle(); return .handled }
            .onKeyPress("f") { field = "name"; return .handled }
        }
    }

    @Test("What view code writes is read back; keyboard focus does not move (A11Y3)", arguments: [
        ("", ["notice: no", "field: none"]), ("n", ["notice: yes", "field: none"]),
        ("nn", ["notice: no", "field: none"]), ("f", ["notice: no", "field: name"]),
    ])
    func writes(keys: String, expected: [String]) {
        let graph = ViewGraph(Notice())
        let focus = FocusSystem(graph: graph)
        for key in keys { _ = focus.handle(KeyPress(key: KeyEquivalent(key))) }
        let result = graph.layout(proposal: ProposedViewSize(width: 14, height: 6))
        let frame = textFrame(result, width: 14, height: 6).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(frame.filter { !$0.isEmpty }.prefix(2)) == expected)
        #expect(focus.focusedFrame == nil)
    }

    @Test("Outside a graph the value is false or nil", arguments: [false, true])
    func outside(optional: Bool) {
        if optional {
            let state = AccessibilityFocusState<Int?>()
            #expect(state.wrappedValue == nil)
            #expect(state.projectedValue.wrappedValue == nil)
        } else {
            let state = AccessibilityFocusState<Bool>(for: .voiceOver)
            #expect(state.wrappedValue == false)
        }
    }
}
