import Testing
import TerminalLayout
import TerminalRenderer

/// `Animation`, `withAnimation` and `FrameAnimation`: the frames of a change in motion.
@Suite struct FrameAnimationTests {
    @Test(arguments: [
        (Animation.Curve.linear, 0.25, 0.25), (.linear, 0.5, 0.5), (.easeIn, 0.5, 0.125), (.easeOut, 0.5, 0.875),
        (.easeInOut, 0.25, 0.0625), (.easeInOut, 0.5, 0.5), (.easeInOut, 0.75, 0.9375), (.easeInOut, 1, 1), (.linear, 2, 1),
        (.linear, -1, 0),
    ])
    func curves(curve: Animation.Curve, t: Double, fraction: Double) {
        // Over one second, t seconds in.
        #expect(abs(Animation(curve: curve, duration: 1).fraction(after: t) - fraction) < 1e-12)
    }

    @Test func swiftUIsNamesAndDefaults() {
        #expect(Animation.default == Animation(curve: .easeInOut, duration: 0.35))
        #expect(Animation.easeInOut(duration: 0.25).duration == 0.25)
        #expect(Animation.linear.curve == .linear)
        #expect(Animation(curve: .linear, duration: -2).fraction(after: 0) == 1)
    }

    @Test("iOS 17's spring forms: interpolatingSpring(duration:bounce:) is spring(duration:bounce:); interactiveSpring() the perceptual 0.15 s with bounce 0.14")
    func perceptualSpringForms() {
        #expect(Animation.interpolatingSpring(duration: 0.3, bounce: 0.2) == .spring(duration: 0.3, bounce: 0.2))
        #expect(Animation.interpolatingSpring(duration: 0.3) == .spring(duration: 0.3))
        #expect(Animation.interactiveSpring() == .spring(duration: 0.15, bounce: 0.14))
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1) == .spring(duration: 0.2, bounce: 0.24))
        // The older form: response and damping as given.
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86).curve == .spring(response: 0.15, dampingFraction: 0.86))
    }

    @Test(arguments: [
        (0.0, CGRect(x: 0, y: 0, width: 4, height: 2)), (0.5, CGRect(x: 5, y: 1, width: 6, height: 2)),
        (1.0, CGRect(x: 10, y: 2, width: 8, height: 2)),
    ])
    func framesMoveEdgeByEdge(fraction: Double, frame: CGRect) {
        #expect(FrameAnimation.interpolate(CGRect(x: 0, y: 0, width: 4, height: 2), CGRect(x: 10, y: 2, width: 8, height: 2),
                                           fraction) == frame)
    }

    func placement(_ x: CGFloat, depth: Int, id: AnyHashable? = nil) -> ViewPlacement {
        ViewPlacement(frame: CGRect(x: x, y: 0, width: 2, height: 1), depth: depth, id: id, kind: .spacer)
    }

    /// A delayed animation holds the old frames until its delay is over and
    /// ends after its total duration; a spring passes its target and comes back.
    @Test func delayedAndSpringing() throws {
        let before = [placement(0, depth: 0), placement(10, depth: 1, id: "a")]
        let after = [placement(0, depth: 0), placement(20, depth: 1, id: "a")]
        let delayed = try #require(FrameAnimation(from: before, to: after, proposal: .unspecified,
                                                  animation: .linear(duration: 1).delay(0.5), start: 0))
        #expect(delayed.placements(at: 0.4).map(\.frame.minX) == [0, 10])
        #expect(delayed.placements(at: 1.0).map(\.frame.minX) == [0, 15])
        #expect(!delayed.isFinished(at: 1.4) && delayed.isFinished(at: 1.5))
        let bouncy = try #require(FrameAnimation(from: before, to: after, proposal: .unspecified,
                                                 animation: .bouncy, start: 0))
        let xs = stride(from: 0.0, through: Animation.bouncy.duration, by: 0.01).map { bouncy.placements(at: $0)[1].frame.minX }
        #expect(xs.max()! > 20, "a bouncy spring passes its target")
        #expect(bouncy.placements(at: Animation.bouncy.duration).map(\.frame.minX) == [0, 20])
    }

    /// Views are matched by id, the views inside one by their order in it, the rest by their order.
    @Test func viewsAreMatchedByIdThenOrder() throws {
        let before = [placement(0, depth: 0), placement(10, depth: 1, id: "a"), placement(11, depth: 2),
                      placement(20, depth: 1, id: "b"), placement(21, depth: 2), placement(30, depth: 1)]
        // b before a now, a lost its child, c is new.
        let after = [placement(0, depth: 0), placement(40, depth: 1, id: "b"), placement(41, depth: 2),
                     placement(50, depth: 1, id: "a"), placement(60, depth: 1, id: "c"), placement(70, depth: 1)]
        let animation = try #require(FrameAnimation(from: before, to: after, proposal: .unspecified,
                                                    animation: .linear(duration: 1), start: 0))
        let start = animation.placements(at: 0).map(\.frame.minX)
        // b from 20, its child from 21, a from 10, c where it ends, the last unnamed view from 30.
        #expect(start == [0, 20, 21, 10, 60, 30])
        #expect(animation.placements(at: 0.5).map(\.frame.minX) == [0, 30, 31, 30, 60, 50])
        #expect(animation.placements(at: 1).map(\.frame.minX) == after.map(\.frame.minX))
        #expect(!animation.isFinished(at: 0.99))
        #expect(animation.isFinished(at: 1))
    }

    @Test func nothingMovingIsNoAnimation() {
        let same = [placement(0, depth: 0), placement(3, depth: 1, id: 1)]
        #expect(FrameAnimation(from: same, to: same, proposal: .unspecified, animation: .default, start: 0) == nil)
        #expect(FrameAnimation(from: same, to: [placement(9, depth: 0), placement(3, depth: 1, id: 1)], proposal: .unspecified,
                               animation: .linear(duration: 0), start: 0) == nil)
    }

    /// Two boxes that swap places when "s" is pressed, animated or not.
    struct Swapper: View {
        let animated: Bool
        @State private var swapped = false

        var body: some View {
            HStack(spacing: 0) {
                ForEach(swapped ? ["b", "a"] : ["a", "b"], id: \.self) { name in
                    Text(name).frame(width: 10, height: 1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .onKeyPress("s") {
                if animated {
                    withAnimation(.linear(duration: 1)) { swapped.toggle() }
                } else {
                    swapped.toggle()
                }
                return .handled
            }
        }
    }

    /// Two pairs of boxes that both swap when "s" is pressed; only the
    /// first pair is under `animation(_:value:)`.
    struct PairSwapper: View {
        @State private var swapped = false

        func pair(_ names: [String]) -> some View {
            HStack(spacing: 0) {
                ForEach(swapped ? names.reversed() : names, id: \.self) { Text($0).frame(width: 5, height: 1) }
            }
        }

        var body: some View {
            HStack(spacing: 0) {
                pair(["a", "b"]).animation(.linear(duration: 1), value: swapped)
                pair(["c", "d"])
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .onKeyPress("s") {
                swapped.toggle()
                return .handled
            }
        }
    }

    @Test func animationWithAValueMovesItsViewsAloneOverFrames() {
        let clock = Clock()
        let app = TerminalApp(PairSwapper(), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        let size = CellSize(columns: 20, rows: 1)
        #expect(app.drawFrame(size: size).lines[0] == "  a    b    c    d  ")
        app.handleKey(.character("s"))
        // The animated pair starts where it was; the other is at its new place at once.
        #expect(app.drawFrame(size: size).lines[0] == "  a    b    d    c  ")
        #expect(app.animation != nil)
        clock.now = 0.5
        // Halfway, both letters of the animated pair are at the same place (one drawn over the other).
        let halfway = app.drawFrame(size: size).lines[0]
        #expect(halfway.hasSuffix("  d    c  ") && halfway.prefix(10).filter { $0 != " " }.count == 1)
        clock.now = 1
        #expect(app.drawFrame(size: size).lines[0] == "  b    a    d    c  ")
        #expect(app.animation == nil)
    }

    final class Clock: @unchecked Sendable {
        var now = 0.0
    }

    @Test func withAnimationInAKeyHandlerMovesTheViewsOverFrames() {
        let clock = Clock()
        let app = TerminalApp(Swapper(animated: true), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        #expect(app.drawFrame(size: CellSize(columns: 20, rows: 1)).lines[0] == "     a         b    ")
        app.handleKey(.character("s"))
        // The frame after the change starts where the views were; half a second later they
        // are halfway (a's frame from 0 to 10: at 5; b's from 10 to 0: at 5; each letter
        // centred in its 10 columns, at 4.5 rounded up: a drawn after b, over it).
        #expect(app.drawFrame(size: CellSize(columns: 20, rows: 1)).lines[0] == "     a         b    ")
        #expect(app.animation != nil)
        clock.now = 0.5
        #expect(app.drawFrame(size: CellSize(columns: 20, rows: 1)).lines[0] == "          a         ")
        clock.now = 1
        #expect(app.drawFrame(size: CellSize(columns: 20, rows: 1)).lines[0] == "     b         a    ")
        #expect(app.animation == nil)
    }

    @Test func aChangeWithoutWithAnimationIsDrawnAtOnce() {
        let app = TerminalApp(Swapper(animated: false), screen: ScriptedScreen(20, 1, []))
        _ = app.drawFrame(size: CellSize(columns: 20, rows: 1))
        app.handleKey(.character("s"))
        #expect(app.drawFrame(size: CellSize(columns: 20, rows: 1)).lines[0] == "     b         a    ")
        #expect(app.animation == nil)
    }

    /// Boxes that swap on "s" with `withAnimation(_:_:completion:)`; the completion logs, and
    /// with `swapBack` swaps them back, animated.
    struct CompletingSwapper: View {
        let log: Log
        var moves = true
        var swapBack = false
        var animation = Animation.linear(duration: 1)
        var criteria = AnimationCompletionCriteria.logicallyComplete
        @State private var swapped = false

        var body: some View {
            HStack(spacing: 0) {
                ForEach(swapped && moves ? ["b", "a"] : ["a", "b"], id: \.self) { Text($0).frame(width: 10, height: 1) }
            }
            .onKeyPress("s") {
                withAnimation(animation, completionCriteria: criteria) {
                    swapped.toggle()
                } completion: {
                    log.lines.append("done")
                    if swapBack { withAnimation(.linear(duration: 1)) { swapped.toggle() } }
                }
                return .handled
            }
        }
    }

    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    @Test("withAnimation's completion runs after the animation's last frame (ANIM4)")
    func completionAfterTheLastFrame() {
        let clock = Clock()
        let log = Log()
        let app = TerminalApp(CompletingSwapper(log: log), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        let size = CellSize(columns: 20, rows: 1)
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        #expect(!app.runDueAnimationCompletions() && log.lines.isEmpty)
        clock.now = 0.5
        _ = app.drawFrame(size: size)
        #expect(!app.runDueAnimationCompletions() && log.lines.isEmpty)
        clock.now = 1
        #expect(app.drawFrame(size: size).lines[0] == "     b         a    ")
        #expect(app.runDueAnimationCompletions())
        #expect(log.lines == ["done"])
        #expect(!app.runDueAnimationCompletions())
    }

    @Test("logicallyComplete(after:) makes a .logicallyComplete completion due then, while the frames go on; .removed waits for the end (ANIM4)",
          arguments: [(AnimationCompletionCriteria.logicallyComplete, true), (.removed, false)])
    func logicallyCompleteAfter(criteria: AnimationCompletionCriteria, dueEarly: Bool) {
        let clock = Clock()
        let log = Log()
        let swapper = CompletingSwapper(log: log, animation: .linear(duration: 1).logicallyComplete(after: 0.25), criteria: criteria)
        let app = TerminalApp(swapper, screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        let size = CellSize(columns: 20, rows: 1)
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        clock.now = 0.2
        _ = app.drawFrame(size: size)
        #expect(!app.runDueAnimationCompletions())
        clock.now = 0.5
        // Half-way: "a" has moved 5 of its 10 cells, "b" 5 back: both at column 10, "a" drawn last.
        #expect(app.drawFrame(size: size).lines[0] == "          a         ")
        #expect(app.animation != nil)
        #expect(app.runDueAnimationCompletions() == dueEarly)
        #expect(log.lines == (dueEarly ? ["done"] : []))
        clock.now = 1
        _ = app.drawFrame(size: size)
        #expect(app.runDueAnimationCompletions() == !dueEarly)
        #expect(log.lines == ["done"])
    }

    @Test("logicallyComplete(after:) keeps the sooner of two times; negative is 0")
    func logicallyCompleteTimes() {
        #expect(Animation.linear(duration: 1).logicallyComplete(after: 0.5).logicalCompletionTime == 0.5)
        #expect(Animation.linear(duration: 1).logicallyComplete(after: 0.5).logicallyComplete(after: 0.75).logicalCompletionTime == 0.5)
        #expect(Animation.linear(duration: 1).logicallyComplete(after: -1).logicalCompletionTime == 0)
        #expect(Animation.linear(duration: 1).logicalCompletionTime == nil)
    }

    @Test("A change that moves nothing runs its completion after the next frame (ANIM4)")
    func completionWithoutMotion() {
        let log = Log()
        let app = TerminalApp(CompletingSwapper(log: log, moves: false), screen: ScriptedScreen(20, 1, []))
        let size = CellSize(columns: 20, rows: 1)
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        #expect(log.lines.isEmpty)
        app.frameIfNeeded()
        #expect(app.animation == nil)
        #expect(app.runDueAnimationCompletions())
        #expect(log.lines == ["done"])
    }

    @Test("A withAnimation in a completion animates, as in a key handler (ANIM4)")
    func completionAnimates() {
        let clock = Clock()
        let log = Log()
        let app = TerminalApp(CompletingSwapper(log: log, swapBack: true), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        let size = CellSize(columns: 20, rows: 1)
        _ = app.drawFrame(size: size)
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        clock.now = 1
        _ = app.drawFrame(size: size)
        #expect(app.runDueAnimationCompletions())       // swaps back, animated: a new animation runs
        #expect(app.animation != nil)
        clock.now = 2
        #expect(app.drawFrame(size: size).lines[0] == "     a         b    ")
        #expect(log.lines == ["done"])
    }

    @Test("Outside an app, the completion runs right after the body (ANIM4)")
    func completionOutsideAnApp() {
        var order: [String] = []
        withAnimation(.linear(duration: 1), completionCriteria: .removed) { order.append("body") } completion: { order.append("done") }
        #expect(order == ["body", "done"])
    }

    @Test func withAnimationOutsideAnAppOnlyRunsItsBody() {
        var ran = false
        let value = withAnimation { ran = true; return 7 }
        #expect(ran && value == 7)
    }

    @Test func theRunLoopTicksWhileAnAnimationRuns() {
        let clock = Clock()
        // "s", then timeouts, then the input closes; every frame is half a second later.
        let app = TerminalApp(Swapper(animated: true),
                              screen: ScriptedScreen(20, 1, [.key(.character("s"))] + Array(repeating: .silence, count: 5)))
        app.clock = { clock.now += 0.5; return clock.now }
        #expect(app.run() == 1)
        // The first frame, halfway, the end (the change at its start looks like the first
        // frame, and an unchanged canvas is not presented again).
        let lines = app.screen.presented.map { $0.lines[0] }
        #expect(lines.first == "     a         b    ")
        #expect(lines.last == "     b         a    ")
        #expect(lines.contains("          a         "))
        #expect(lines.count == 3)
        #expect(app.animation == nil)
    }
}
