import Foundation
import Testing
@testable import TerminalLayout

/// `KeyframeAnimator` and `keyframeAnimator` (ANIM3): headless, the initial
/// value; on a hand-moved clock, the timeline's value at each frame.
@MainActor
struct KeyframeAnimatorTests {
    static let screen = ProposedViewSize(width: 12, height: 1)

    static func text(_ graph: ViewGraph) -> String {
        textFrame(graph.layout(proposal: screen), width: 12, height: 1)[0]
    }

    /// A number shown as an integer, animated by `keyframes` from its last value.
    static func counter(_ trigger: Int, clock: ManualAnimatorClock) -> some View {
        KeyframeAnimator(initialValue: 0.0, trigger: trigger) { value in
            Text("\(Int(value.rounded()))")
        } keyframes: { from in
            LinearKeyframe(from + 100, duration: 1)
        }
        .environment(\.animatorClock, clock)
    }

    @Test("Laid out without a running app: the initial value")
    func headless() {
        let view = KeyframeAnimator(initialValue: 7.0, trigger: 0) { Text("\(Int($0))") } keyframes: { _ in
            LinearKeyframe(100.0, duration: 1)
        }
        #expect(textFrame(view, width: 5, height: 1) == ["7"])
        let repeating = KeyframeAnimator(initialValue: 7.0) { Text("\(Int($0))") } keyframes: { _ in
            LinearKeyframe(100.0, duration: 1)
        }
        #expect(textFrame(repeating, width: 5, height: 1) == ["7"])
    }

    @Test("A trigger change plays the keyframes frame by frame, and the view stays at their end")
    func triggered() {
        let clock = ManualAnimatorClock(time: 10)
        let graph = ViewGraph(Self.counter(0, clock: clock))
        #expect(Self.text(graph) == "0")
        graph.update(Self.counter(1, clock: clock))
        #expect(Self.text(graph) == "0")
        clock.advance(by: 0.05)
        #expect(Self.text(graph) == "5")
        clock.advance(by: 0.45)
        #expect(Self.text(graph) == "50")
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "100")
        #expect(clock.pendingCount == 0)
        clock.advance(by: 3)
        #expect(Self.text(graph) == "100")
        // Again: the keyframes start from where the last run ended.
        graph.update(Self.counter(2, clock: clock))
        clock.advance(by: 0.25)
        #expect(Self.text(graph) == "125")
        clock.advance(by: 2)
        #expect(Self.text(graph) == "200")
    }

    @Test("Repeating: the keyframes loop; not repeating: their value at time 0", arguments: [true, false])
    func repeating(_ repeating: Bool) {
        let clock = ManualAnimatorClock()
        let graph = ViewGraph(KeyframeAnimator(initialValue: 0.0, repeating: repeating) { Text("\(Int($0.rounded()))") } keyframes: { _ in
            LinearKeyframe(100.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
        .environment(\.animatorClock, clock))
        #expect(Self.text(graph) == "0")
        var seen: [String] = []
        for _ in 0..<3 {
            clock.advance(by: 0.75)
            seen.append(Self.text(graph))
        }
        // 0.75 s: 75; 1.5 s: 50 (on the way back); 2.25 s: 25 (the second loop).
        #expect(seen == (repeating ? ["75", "50", "25"] : ["0", "0", "0"]))
        #expect(clock.pendingCount == (repeating ? 1 : 0))
    }

    @Test("keyframeAnimator moves the view with its value: an offset by hand")
    func modifier() {
        let clock = ManualAnimatorClock()
        func view(_ trigger: Bool) -> some View {
            HStack(spacing: 0) {
                Text("●").keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(4.0, duration: 1)
                    LinearKeyframe(0.0, duration: 1)
                }
                Spacer()
            }
            .environment(\.animatorClock, clock)
        }
        let graph = ViewGraph(view(false))
        #expect(Self.text(graph) == "●")
        graph.update(view(true))
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "  ●")
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "    ●")
        clock.advance(by: 1)
        #expect(Self.text(graph) == "●")
    }

    @Test("Tracks of a struct of values, one per property")
    func tracks() {
        struct Values {
            var x = 0.0
            var y = 0.0
        }
        let clock = ManualAnimatorClock()
        func view(_ trigger: Int) -> some View {
            KeyframeAnimator(initialValue: Values(), trigger: trigger) { v in
                Text("\(Int(v.x)),\(Int(v.y))")
            } keyframes: { _ in
                KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
                KeyframeTrack(\.y) { MoveKeyframe(3) }
            }
            .environment(\.animatorClock, clock)
        }
        let graph = ViewGraph(view(0))
        #expect(Self.text(graph) == "0,0")
        graph.update(view(1))
        #expect(Self.text(graph) == "0,3")
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "5,3")
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "10,3")
    }
}
