import Foundation
import Testing
import TerminalLayout
import TerminalRenderer

/// Apple's WWDC23 example: linear over `duration`, finished after it.
private struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval = 1
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        return value.scaled(by: time / duration)
    }
}

/// An easing of one second: `time²` of the way.
private struct SquareEasing: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time * time)
    }
}

/// Linear over a second that never says `nil`.
private struct EndlessAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: Swift.min(1, time))
    }
}

/// Linear until half a second, then not a number.
private struct NaNFromHalfway: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: time < 0.5 ? time : .nan)
    }
}

/// Linear over a second, logically complete from half a second on.
private struct HalfwayComplete: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 0.5 { context.isLogicallyComplete = true }
        return time > 1 ? nil : value.scaled(by: time)
    }
}

private struct LengthKey: EnvironmentKey {
    static let defaultValue = 1.0
}

extension EnvironmentValues {
    /// How long `EnvironmentLength` runs.
    fileprivate var animationLength: Double {
        get { self[LengthKey.self] }
        set { self[LengthKey.self] = newValue }
    }
}

/// Linear over the environment's `animationLength` seconds, or 2 s where the width is compact.
private struct EnvironmentLength: CustomAnimation {
    var bySizeClass = false
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let length = bySizeClass ? (context.environment.horizontalSizeClass == .compact ? 2 : 1) : context.environment.animationLength
        return time > length ? nil : value.scaled(by: time / length)
    }
}

/// Custom animations drawn by `FrameAnimation` and `TerminalApp` (ANIM6): each
/// frame at the progress the animation gives then, its end when it says
/// `nil`, its completions as ANIM4's — positions worked out by hand.
@Suite struct CustomAnimationFrameTests {
    typealias Log = FrameAnimationTests.Log
    typealias Clock = FrameAnimationTests.Clock
    let size = CellSize(columns: 20, rows: 1)

    func placement(_ x: CGFloat, depth: Int, id: AnyHashable? = nil) -> ViewPlacement {
        ViewPlacement(frame: CGRect(x: x, y: 0, width: 2, height: 1), depth: depth, id: id, kind: .spacer)
    }

    /// A view with id "a" moving from x 0 to x 20 along `animation`.
    func moving(_ animation: Animation) throws -> FrameAnimation {
        try #require(FrameAnimation(from: [placement(0, depth: 0), placement(0, depth: 1, id: "a")],
                                    to: [placement(0, depth: 0), placement(20, depth: 1, id: "a")],
                                    proposal: .unspecified, animation: animation, start: 0))
    }

    @Test("The WWDC example: half way at ½ s, at the end at 1 s, finished after",
          arguments: [(0.25, 5.0, false), (0.5, 10, false), (1, 20, false), (1.05, 20, true)])
    func wwdc(time: Double, x: CGFloat, finished: Bool) throws {
        let animation = try moving(Animation(MyLinearAnimation(duration: 1)))
        #expect(animation.placements(at: time)[1].frame.minX == x)
        #expect(animation.isFinished(at: time) == finished)
    }

    @Test("A custom easing, time²: 20 · t² of the way", arguments: [(0.25, 1.25), (0.5, 5), (0.75, 11.25), (1, 20)])
    func squareEasing(time: Double, x: CGFloat) throws {
        #expect(try moving(Animation(SquareEasing())).placements(at: time)[1].frame.minX == x)
    }

    @Test("delay and speed compose: held for ½ s, then twice as fast",
          arguments: [(0.25, 0.0, false), (0.75, 10, false), (1, 20, false), (1.05, 20, true)])
    func delayAndSpeed(time: Double, x: CGFloat, finished: Bool) throws {
        let animation = try moving(Animation(MyLinearAnimation()).delay(0.5).speed(2))
        #expect(animation.placements(at: time)[1].frame.minX == x)
        #expect(animation.isFinished(at: time) == finished)
    }

    @Test("A custom animation that never says nil is cut after 10 s; NaN ends one where it comes",
          arguments: [(Animation(EndlessAnimation()), 10.0, 10.05), (Animation(NaNFromHalfway()), 0.25, 0.5)])
    func cappedAndNaN(animation: Animation, running: Double, finished: Double) throws {
        let frames = try moving(animation)
        #expect(!frames.isFinished(at: running))
        #expect(frames.isFinished(at: finished) && frames.placements(at: finished)[1].frame.minX == 20)
    }

    /// Swaps "a" and "b" (10 columns each) along `animation`; halfway both are at column 10.
    func swap(_ animation: Animation, criteria: AnimationCompletionCriteria = .removed, log: Log = Log(),
              clock: Clock) -> TerminalApp<ScriptedScreen> {
        let view = FrameAnimationTests.CompletingSwapper(log: log, animation: animation, criteria: criteria)
        let app = TerminalApp(view, screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        return app
    }

    @Test("withAnimation(Animation(custom)): drawn half way, then at the end; nil finishes and runs the completion")
    func withAnimationRunsToNil() {
        let clock = Clock()
        let log = Log()
        let app = swap(Animation(MyLinearAnimation(duration: 1)), log: log, clock: clock)
        clock.now = 0.5
        #expect(app.drawFrame(size: size).lines[0] == "          a         ")
        #expect(!app.runDueAnimationCompletions())
        clock.now = 1
        #expect(app.drawFrame(size: size).lines[0] == "     b         a    ")
        #expect(app.animation != nil && !app.runDueAnimationCompletions())
        clock.now = 1.05
        _ = app.drawFrame(size: size)
        #expect(app.animation == nil)
        #expect(app.runDueAnimationCompletions() && log.lines == ["done"])
    }

    @Test("isLogicallyComplete makes a .logicallyComplete completion due while the frames go on; .removed waits for nil",
          arguments: [(AnimationCompletionCriteria.logicallyComplete, true), (.removed, false)])
    func logicallyComplete(criteria: AnimationCompletionCriteria, dueEarly: Bool) {
        let clock = Clock()
        let log = Log()
        let app = swap(Animation(HalfwayComplete()), criteria: criteria, log: log, clock: clock)
        clock.now = 0.25
        _ = app.drawFrame(size: size)
        #expect(!app.runDueAnimationCompletions())
        clock.now = 0.5
        #expect(app.drawFrame(size: size).lines[0] == "          a         ")
        #expect(app.runDueAnimationCompletions() == dueEarly && app.animation != nil)
        clock.now = 1.05
        _ = app.drawFrame(size: size)
        #expect(app.runDueAnimationCompletions() == !dueEarly)
        #expect(log.lines == ["done"])
    }

    @Test("withAnimation's custom animation reads the root's environment: 20 columns are compact, 2 s")
    func rootEnvironment() {
        let clock = Clock()
        let app = swap(Animation(EnvironmentLength(bySizeClass: true)), clock: clock)
        clock.now = 1
        #expect(app.drawFrame(size: size).lines[0] == "          a         ")
    }

    /// "a" and "b" swapped on "s" under `animation(_:value:)`, in an environment whose
    /// `animationLength` is `length`.
    struct LengthSwapper: View {
        let length: Double
        @State private var swapped = false

        var body: some View {
            HStack(spacing: 0) {
                ForEach(swapped ? ["b", "a"] : ["a", "b"], id: \.self) { Text($0).frame(width: 10, height: 1) }
            }
            .animation(Animation(EnvironmentLength()), value: swapped)
            .environment(\.animationLength, length)
            .onKeyPress("s") {
                swapped.toggle()
                return .handled
            }
        }
    }

    @Test("animation(_:value:)'s custom animation reads the modifier's environment: a quarter of the way is a at 7, b at 12",
          arguments: [(1.0, 0.5, "          a         "), (2, 0.5, "       a    b       "), (2, 1, "          a         ")])
    func modifierEnvironment(length: Double, time: Double, line: String) {
        let clock = Clock()
        let app = TerminalApp(LengthSwapper(length: length), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        clock.now = time
        #expect(app.drawFrame(size: size).lines[0] == line)
    }
}
