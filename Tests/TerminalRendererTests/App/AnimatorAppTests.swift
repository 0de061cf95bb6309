import Testing
@testable import TerminalLayout
import TerminalRenderer

/// `phaseAnimator` and `keyframeAnimator` in a running app (ANIM3): a key
/// changes the trigger; the animators step on a hand-moved clock, which is
/// the app's animation clock too — nothing waits on the wall clock.
@MainActor
@Suite struct AnimatorAppTests {
    /// A mark that a key sends through phases 0 → 4 → 0 (each step moving over 1 s).
    struct PhaseMark: View {
        let clock: ManualAnimatorClock
        @State private var presses = 0

        var body: some View {
            HStack(spacing: 0) {
                Text("x").phaseAnimator([0, 4], trigger: presses) { content, offset in
                    content.padding(.leading, CGFloat(offset))
                } animation: { _ in .linear(duration: 1) }
                Spacer()
            }
            .environment(\.animatorClock, clock)
            .onKeyPress("s") {
                presses += 1
                return .handled
            }
        }
    }

    @Test func aPhaseStepMovesTheFramesAlongItsAnimationThenStepsBack() {
        let clock = ManualAnimatorClock()
        let app = TerminalApp(PhaseMark(clock: clock), screen: ScriptedScreen(10, 1, []))
        app.clock = { clock.now() }
        let size = CellSize(columns: 10, rows: 1)
        #expect(app.drawFrame(size: size).lines[0] == "x         ")
        app.handleKey(.character("s"))
        // The second phase, its frame starting where it was.
        #expect(app.drawFrame(size: size).lines[0] == "x         ")
        #expect(app.animation != nil)
        clock.advance(by: 0.5)
        #expect(app.drawFrame(size: size).lines[0] == "  x       ")
        // The animation is over: back to the first phase, moving from where it is shown.
        clock.advance(by: 0.5)
        #expect(app.drawFrame(size: size).lines[0] == "  x       ")
        #expect(app.animation != nil)
        clock.advance(by: 1)
        #expect(app.drawFrame(size: size).lines[0] == "x         ")
        #expect(app.animation == nil && clock.pendingCount == 0)
    }

    /// A dot a key moves 8 columns and back with keyframes.
    struct KeyframeDot: View {
        let clock: ManualAnimatorClock
        @State private var presses = 0

        var body: some View {
            HStack(spacing: 0) {
                Text("●").keyframeAnimator(initialValue: 0.0, trigger: presses) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(8.0, duration: 1)
                    LinearKeyframe(0.0, duration: 0.5)
                }
                Spacer()
            }
            .environment(\.animatorClock, clock)
            .onKeyPress("s") {
                presses += 1
                return .handled
            }
        }
    }

    @Test func keyframesRedrawTheContentAtEachFrameUntilTheirEnd() {
        let clock = ManualAnimatorClock()
        let app = TerminalApp(KeyframeDot(clock: clock), screen: ScriptedScreen(10, 1, []))
        app.clock = { clock.now() }
        let size = CellSize(columns: 10, rows: 1)
        #expect(app.drawFrame(size: size).lines[0] == "●         ")
        app.handleKey(.character("s"))
        #expect(app.drawFrame(size: size).lines[0] == "●         ")
        var columns: [Int] = []
        for _ in 0..<6 {
            clock.advance(by: 0.25)
            let line = app.drawFrame(size: size).lines[0]
            columns.append(line.distance(from: line.startIndex, to: line.firstIndex(of: "●")!))
        }
        // 2, 4, 6, 8 on the way out (8 a second), 4 and 0 on the way back (16 a second).
        #expect(columns == [2, 4, 6, 8, 4, 0])
        // The content itself moves: no frame animation runs.
        #expect(app.animation == nil && clock.pendingCount == 0)
    }
}
