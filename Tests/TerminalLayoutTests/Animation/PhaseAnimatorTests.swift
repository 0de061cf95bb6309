import Foundation
import Testing
@testable import TerminalLayout

/// `PhaseAnimator` and `phaseAnimator` (ANIM3): headless, the first phase;
/// on a hand-moved clock, each phase in turn.
@MainActor
struct PhaseAnimatorTests {
    static let screen = ProposedViewSize(width: 10, height: 1)

    static func text(_ graph: ViewGraph) -> String {
        textFrame(graph.layout(proposal: screen), width: 10, height: 1)[0]
    }

    static func animator(_ trigger: Int, clock: ManualAnimatorClock,
                         animation: @escaping (String) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(["a", "b", "c"], trigger: trigger) { phase in
            Text(phase)
        } animation: { animation($0) }
        .environment(\.animatorClock, clock)
    }

    @Test("Laid out without a running app: the first phase, trigger or not")
    func headless() {
        #expect(textFrame(PhaseAnimator(["a", "b"], trigger: 3) { Text($0) }, width: 5, height: 1) == ["a"])
        #expect(textFrame(PhaseAnimator(["a", "b"]) { Text($0) }, width: 5, height: 1) == ["a"])
        #expect(textFrame(Text("x").phaseAnimator([1, 2]) { content, phase in content.padding(.leading, CGFloat(phase)) },
                          width: 5, height: 1) == [" x"])
    }

    @Test("A trigger change steps to the second phase at once, to the others after each animation, back to the first")
    func triggered() {
        let clock = ManualAnimatorClock()
        let graph = ViewGraph(Self.animator(0, clock: clock))
        #expect(Self.text(graph) == "a")
        clock.advance(by: 5)
        #expect(Self.text(graph) == "a")
        graph.update(Self.animator(1, clock: clock))
        #expect(Self.text(graph) == "b")
        // `.default` runs 0.35 s.
        clock.advance(by: 0.3)
        #expect(Self.text(graph) == "b")
        clock.advance(by: 0.05)
        #expect(Self.text(graph) == "c")
        clock.advance(by: 0.35)
        #expect(Self.text(graph) == "a")
        #expect(clock.pendingCount == 0)
        clock.advance(by: 5)
        #expect(Self.text(graph) == "a")
        // The same trigger again starts nothing.
        graph.update(Self.animator(1, clock: clock))
        #expect(Self.text(graph) == "a")
    }

    @Test("A trigger change during a cycle starts a new one at the second phase; the old one's steps do nothing")
    func retriggered() {
        let clock = ManualAnimatorClock()
        let graph = ViewGraph(Self.animator(0, clock: clock))
        _ = Self.text(graph)
        graph.update(Self.animator(1, clock: clock))
        clock.advance(by: 0.35)
        #expect(Self.text(graph) == "c")
        graph.update(Self.animator(2, clock: clock))
        #expect(Self.text(graph) == "b")
        // The first cycle's step back to "a", due at 0.7 s, does nothing; the new cycle's "c" is due then too.
        clock.advance(by: 0.34)
        #expect(Self.text(graph) == "b")
        clock.advance(by: 0.01)
        #expect(Self.text(graph) == "c")
        clock.advance(by: 0.35)
        #expect(Self.text(graph) == "a")
        #expect(clock.pendingCount == 0)
    }

    @Test("Each step waits for the animation of the phase it went to; nil animations a frame (0.05 s)")
    func perPhaseAnimation() {
        let clock = ManualAnimatorClock()
        let animation: (String) -> Animation? = { $0 == "b" ? .linear(duration: 1) : nil }
        let graph = ViewGraph(Self.animator(0, clock: clock, animation: animation))
        _ = Self.text(graph)
        graph.update(Self.animator(1, clock: clock, animation: animation))
        #expect(Self.text(graph) == "b")
        clock.advance(by: 0.99)
        #expect(Self.text(graph) == "b")
        clock.advance(by: 0.01)
        #expect(Self.text(graph) == "c")
        clock.advance(by: 0.05)
        #expect(Self.text(graph) == "a")
    }

    @Test("A step is animated with the animation of the phase it goes to (ANIM1)")
    func stepAnimation() {
        let clock = ManualAnimatorClock()
        func view(_ trigger: Bool) -> some View {
            Text("x").phaseAnimator([0, 3], trigger: trigger) { content, offset in
                content.padding(.leading, CGFloat(offset))
            } animation: { $0 == 3 ? .linear(duration: 0.5) : .easeIn(duration: 0.25) }
            .environment(\.animatorClock, clock)
        }
        let graph = ViewGraph(view(false))
        #expect(Self.text(graph) == "x")
        _ = graph.takeAnimatedPlacements()
        graph.update(view(true))
        #expect(Self.text(graph) == "   x")
        #expect(graph.takeAnimatedPlacements().map(\.animation) == [.linear(duration: 0.5)])
        clock.advance(by: 0.5)
        #expect(Self.text(graph) == "x")
        #expect(graph.takeAnimatedPlacements().map(\.animation) == [.easeIn(duration: 0.25)])
    }

    @Test("Without a trigger: the first phase, then the cycle runs for ever")
    func continuous() {
        let clock = ManualAnimatorClock()
        let graph = ViewGraph(PhaseAnimator(["a", "b", "c"]) { Text($0) } animation: { _ in .linear(duration: 1) }
            .environment(\.animatorClock, clock))
        #expect(Self.text(graph) == "a")
        clock.advance(by: 0)
        #expect(Self.text(graph) == "b")
        var seen: [String] = []
        for _ in 0..<4 {
            clock.advance(by: 1)
            seen.append(Self.text(graph))
        }
        #expect(seen == ["c", "a", "b", "c"])
        #expect(clock.pendingCount == 1)
    }

    @Test("A view that went away stops cycling")
    func goesAway() {
        let clock = ManualAnimatorClock()
        func view(_ shown: Bool) -> some View {
            VStack {
                if shown { PhaseAnimator(["a", "b"]) { Text($0) } }
                Text("-")
            }
            .environment(\.animatorClock, clock)
        }
        let graph = ViewGraph(view(true))
        _ = Self.text(graph)
        clock.advance(by: 0)
        graph.update(view(false))
        _ = Self.text(graph)
        clock.advance(by: 1)
        #expect(clock.pendingCount == 0)
        #expect(!graph.needsUpdate)
    }

    @Test("No phases: a warning in its place")
    func empty() {
        #expect(textFrame(PhaseAnimator([Int]()) { Text("\($0)") }, width: 30, height: 1) == ["⚠ PhaseAnimator: no phases"])
    }
}
