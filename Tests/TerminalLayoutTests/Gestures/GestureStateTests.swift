import Testing
@testable import TerminalLayout

/// `@GestureState`: set by `updating`, reset when the gesture ends or is
/// cancelled, its reset closure called with the value it leaves (GES1).
@MainActor
struct GestureStateTests {
    typealias Log = GestureKeyTests.Log

    struct Counter: View {
        let log: Log
        @GestureState(reset: { value, _ in }) private var unused: Int?
        @GestureState(wrappedValue: 0, reset: { _, _ in }) private var ignored: Int
        @GestureState private var steps: Int

        init(log: Log) {
            self.log = log
            _steps = GestureState(wrappedValue: 0) { value, transaction in
                log.entries.append("reset from \(value)")
            }
        }

        var body: some View {
            Text("steps \(steps)")
                .gesture(DragGesture()
                    .updating($steps) { _, state, _ in state += 1 }
                    .onEnded { _ in log.entries.append("ended at \(steps)") })
        }
    }

    @Test("Each arrow updates the state; Return ends (onEnded sees the state, then it resets); Escape resets without onEnded",
          arguments: [(KeyEquivalent.return, ["ended at 3", "reset from 3"]), (.escape, ["reset from 3"])])
    func resets(end: KeyEquivalent, entries: [String]) {
        let log = Log()
        let screen = KeyedScreen(Counter(log: log), width: 10, height: 1)
        _ = screen.text
        screen.focus.moveFocus(forward: true)
        for _ in 0..<3 { screen.press(.rightArrow) }
        #expect(screen.text == ["steps 3"])
        screen.press(end)
        #expect(log.entries == entries)
        #expect(screen.text == ["steps 0"])
    }

    @Test("Outside a graph a gesture state is its initial value")
    func outsideGraph() {
        let state = GestureState(wrappedValue: CGSize(width: 1, height: 2))
        #expect(state.wrappedValue == CGSize(width: 1, height: 2))
        #expect(state.projectedValue.wrappedValue == CGSize(width: 1, height: 2))
    }
}

/// Gestures made and performed away from the main actor, as the package's
/// views are (ISO1): a plain function returns a view with a gesture.
struct GestureIsolationTests {
    final class Count: @unchecked Sendable { var value = 0 }

    nonisolated static func tappable(_ count: Count) -> some View {
        Text("tap").gesture(TapGesture().onEnded { count.value += 1 }.exclusively(before: DragGesture()))
    }

    @Test("A gesture built in a nonisolated function fires on Return, and not on a key it does not take", arguments: [
        (KeyEquivalent.return, 1), (.tab, 0),
    ])
    func nonisolatedGesture(key: KeyEquivalent, taps: Int) {
        let count = Count()
        let graph = ViewGraph(Self.tappable(count))
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: key))
        #expect(count.value == taps)
    }
}
