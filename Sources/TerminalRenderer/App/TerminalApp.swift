import Foundation
import TerminalCanvas
import TerminalLayout

/// The run loop of a terminal program: owns a `ViewGraph` and a screen,
/// reads keys, follows resizes, and draws a frame only when something
/// changed.
///
/// Two ways to run:
/// - `run()`: the views get the keys — focus, `onKeyPress`, `Button`,
///   Tab / Shift-Tab (KEY1, KEY2, FOCUS1) — and their `@State` drives the
///   frames. Every key already waiting is handled, its state changes
///   applied, before one frame is laid out and drawn. `dismiss()` from
///   the environment ends it. This is what an `App`'s `main()` runs.
/// - `run(onKey:onTick:)`: a handler of your own gets every key and calls
///   `update(_:)`; one frame per key.
///
/// ```
///  ┌──────────────┐  keys   ┌─────────────────────────┐  state set   ┌───────────┐
///  │ readKey(tick)│───────▶│ handleKey: focused view, │────────────▶│ ViewGraph │
///  │ then every   │         │ ancestors, Tab (KEY1)    │              └─────┬─────┘
///  │ key waiting  │         └─────────────────────────┘                    │ one layout
///  └──────────────┘  timeout: poll size                                     ▼
///        │ resize: the frame is drawn at the new size       PlacementRenderer → Canvas → present
/// ```
///
/// - Keys are read with a timeout (`tickInterval`), so animations can tick
///   (`onTick`) and the size is polled even if a `resize` event is lost.
/// - A burst of resizes is drained before drawing: one layout, one frame.
/// - Layout runs only when the size or the content changed (`ViewGraph`
///   returns its last result otherwise), and a frame is presented only when
///   the canvas differs from the last one presented.
/// - A frame after any sequence of resizes is the fresh render at the
///   final size: nothing of an earlier size survives.
public final class TerminalApp<S: Screen & KeySource> {
    /// What a key handler asks the loop to do.
    public enum Response: Equatable, Sendable {
        /// Keep running; redraw if anything changed.
        case `continue`
        /// Stop with this exit code.
        case quit(Int32)
    }

    /// The view graph laid out on every frame.
    public let graph: ViewGraph
    /// The screen frames are presented on.
    public private(set) var screen: S
    /// How layouts are drawn.
    public var renderer: PlacementRenderer
    /// Milliseconds to wait for a key before ticking (and polling the size).
    public var tickInterval: Int = 50
    /// The part of the screen the root view is laid out in, for a size
    /// (default: all of it). The rest is for `decorate` (a status line).
    public var viewport: (CellSize) -> CellRect = { CellRect(x: 0, y: 0, width: $0.columns, height: $0.rows) }
    /// Draws over a laid-out frame (status lines, overlays); runs on every frame drawn.
    public var decorate: ((inout Canvas, LayoutResult) -> Void)?
    /// Runs after each layout pass that did work, before the frame is drawn.
    /// Returning `true` says it changed what the views show (with
    /// `update(_:)`): the root is laid out again, once, and that result is
    /// drawn — for views that show what the pass found (a status line's
    /// counts), in the same frame.
    public var afterLayout: ((LayoutResult) -> Bool)?

    /// The clock animations run on, in seconds (monotonic).
    public var clock: () -> Double = TerminalApp.monotonicSeconds
    /// Milliseconds between frames while an animation runs (about 60 a second).
    public var animationTickInterval: Int = 16
    /// The layout change in motion, if any (`withAnimation`).
    public private(set) var animation: FrameAnimation? {
        didSet {
            // The completions of an animation that ended are due (ANIM4).
            if animation == nil {
                dueCompletions += runningCompletions.map(\.run)
                runningCompletions = []
            }
        }
    }
    /// The completions of the running animation (ANIM4).
    private var runningCompletions: [AnimationCompletion] = []
    /// Completions whose animation is over, to run after the frame (ANIM4).
    private var dueCompletions: [() -> Void] = []

    /// How long `run()` may go on handling keys that are already waiting
    /// before it draws a frame (so a long paste shows progress). Keys keep
    /// their order; the rest are handled after the frame.
    public var keyBatchTimeLimit: Duration = .milliseconds(100)

    /// Frames presented so far.
    public private(set) var framesPresented = 0
    /// Layouts run so far (a reused result does not count).
    public private(set) var layoutsRun = 0
    /// The result of the last layout.
    public private(set) var lastResult: LayoutResult?

    private var lastCanvas: Canvas?
    /// The two canvases frames are drawn into in turn (no allocation per frame).
    private var buffers = FrameBuffers(size: CellSize(columns: 0, rows: 0))
    private var lastSize: CellSize?
    private var needsDisplay = true
    private var pending: [KeyEvent] = []
    /// Where `withAnimation` in a key handler leaves its animation.
    private let animationRequest = AnimationRequest()
    /// The placements the last frame drew (moving ones at their frames then):
    /// where the next animation starts from.
    private var shownPlacements: [ViewPlacement]?
    /// The metrics `shownPlacements` were laid out in (frames in other metrics do not mix).
    private var shownMetrics: CellMetrics?
    /// Where focus is and where keys go (KEY1, FOCUS1).
    private let focus: FocusSystem
    /// Set by the views' `dismiss()`: the code `run()` returns.
    private let exitRequest: ExitRequest
    /// The `dismiss` action the views find in their environment.
    private let dismiss: DismissAction

    /// Creates an app for `root` on `screen`.
    ///
    /// The views find `dismiss` in their environment: calling it ends `run()`
    /// (and `run(onKey:onTick:)`) with exit code 0.
    public convenience init<V: View>(_ root: V, screen: S, environment: LayoutEnvironment = LayoutEnvironment(),
                                     useColor: Bool = true) {
        self.init(screen: screen, environment: environment, useColor: useColor) { dismiss in
            ViewGraph(_PresentationRoot(content: root.environment(\.dismiss, dismiss)), environment: environment)
        }
    }

    /// Creates a terminal app for `app`'s window (the content of its
    /// `WindowGroup`) on `screen` — what `App.main()` runs, on a screen of
    /// your choosing (a test's).
    ///
    /// The app's `body` is evaluated in the graph, as a view's is (SCN1): again
    /// whenever its `@State` or what else it read changes. The window is one
    /// scene for `@SceneStorage` (STATE4).
    public convenience init<A: App>(_ app: A, screen: S, environment: LayoutEnvironment = LayoutEnvironment(),
                                    useColor: Bool = true) {
        self.init(screen: screen, environment: environment, useColor: useColor) { dismiss in
            ViewGraph(AppWindow(app: HostedProperties(app), dismiss: dismiss)._sceneStorage(SceneStorageValues()),
                      environment: environment)
        }
    }

    private init(screen: S, environment: LayoutEnvironment, useColor: Bool, makeGraph: (DismissAction) -> ViewGraph) {
        let exitRequest = ExitRequest()
        let dismiss = DismissAction({ exitRequest.code = 0 }, presents: false)
        self.exitRequest = exitRequest
        self.dismiss = dismiss
        self.graph = makeGraph(dismiss)
        self.focus = FocusSystem(graph: graph)
        self.screen = screen
        self.renderer = PlacementRenderer(metrics: environment.cellMetrics, useColor: useColor)
    }

    /// Replaces the root view; the next frame lays it out. Views that keep
    /// their identity keep their state and focus.
    public func update<V: View>(_ root: V) {
        graph.update(root.environment(\.dismiss, dismiss))
        needsDisplay = true
    }

    /// Delivers a key to the views (KEY1, KEY2): the focused view's
    /// `onKeyPress` actions, then its ancestors'; an unhandled Tab or
    /// Shift-Tab moves focus. State the actions set is applied (the views
    /// are resolved again) before this returns; the frame is drawn later.
    /// What is not a key press (a resize, an unknown key) is `.ignored`.
    @discardableResult
    public func handleKey(_ key: KeyEvent) -> KeyPress.Result {
        guard let press = key.keyPress else { return .ignored }
        let updates = focus.updateCount
        let result = AnimationRequest.$current.withValue(animationRequest) { focus.handle(press) }
        if focus.updateCount != updates { needsDisplay = true }
        return result
    }

    /// Whether a view has focus.
    public var hasFocus: Bool { focus.hasFocus }

    /// Asks for a new frame even if neither the size nor the content changed
    /// (for state that only `decorate` draws).
    public func setNeedsDisplay() { needsDisplay = true }

    /// Lays out and draws the frame for `size`, without presenting it.
    ///
    /// The frame is drawn into the app's back canvas (see ``FrameBuffers``); the canvas
    /// returned is a value like any other.
    public func drawFrame(size: CellSize) -> Canvas {
        let area = viewport(size)
        renderer.metrics = graph.environment.cellMetrics
        renderer.origin = (area.x, area.y)
        let proposal = ProposedViewSize(graph.environment.cellMetrics.points(columns: area.width, rows: area.height))
        // The last frame's result and placements are let go first, so that
        // the pass writes over their storage (views that only moved are
        // moved where they are, nothing copied: `LayoutStats.reusedResultStorage`)
        // — unless an animation is to start from what is shown.
        lastResult = nil
        if animationRequest.animation == nil && !graph.mayAnimatePlacements { shownPlacements = nil }
        var result = graph.layout(proposal: proposal)
        var laidOut = !graph.stats.reusedPreviousResult
        if laidOut {
            layoutsRun += 1
            if let afterLayout, afterLayout(result) {
                result = graph.layout(proposal: proposal)
                if !graph.stats.reusedPreviousResult { layoutsRun += 1 }
            }
        }
        lastResult = result
        renderer.clip = area
        let placements = animatedPlacements(result, laidOut: &laidOut)
        shownPlacements = placements
        shownMetrics = renderer.metrics
        return buffers.draw(size: size) { canvas in
            renderer.draw(placements, into: &canvas)
            decorate?(&canvas, result)
        }
    }

    /// What to draw for `result`: its placements, or frames in motion
    /// towards them. A pass after `withAnimation` starts an animation from
    /// what is on screen (not across a change of cell metrics: frames in
    /// other units do not mix); a pass without one, or for another
    /// proposal, ends a running animation at its target.
    private func animatedPlacements(_ result: LayoutResult, laidOut: inout Bool) -> [ViewPlacement] {
        let now = clock()
        // What `animation(_:value:)` animates in this pass (ANIM1); a
        // `withAnimation` animates everything.
        let subtrees = graph.takeAnimatedPlacements()
        if let requested = animationRequest.take(), laidOut, let shown = shownPlacements, shownMetrics == renderer.metrics {
            animation = FrameAnimation(from: shown, to: result.placements, proposal: result.proposal,
                                       animation: requested, start: now, environment: graph.rootEnvironment)
            // The animation this one replaces is over: its completions are due.
            dueCompletions += runningCompletions.map(\.run)
            runningCompletions = animationRequest.takeCompletions()
        } else if laidOut, let first = subtrees.first, let shown = shownPlacements, shownMetrics == renderer.metrics {
            animation = FrameAnimation(from: shown, to: result.placements, proposal: result.proposal,
                                       animation: first.animation, start: now, only: subtrees.map(\.range),
                                       environment: first.environment)
        } else if laidOut {
            animation = nil
        }
        if let running = animation, running.proposal != result.proposal || running.isFinished(at: now) {
            animation = nil
        } else if let running = animation, runningCompletions.contains(where: \.logical), running.isLogicallyComplete(at: now) {
            // Logically complete before the end (`logicallyComplete(after:)`, a custom animation's
            // `isLogicallyComplete`): due while the frames go on (ANIM4, ANIM6).
            dueCompletions += runningCompletions.filter(\.logical).map(\.run)
            runningCompletions.removeAll(where: \.logical)
        }
        // A change that started no animation: its completions are due now.
        dueCompletions += animationRequest.takeCompletions().map(\.run)
        return animation?.placements(at: now) ?? result.placements
    }

    /// Seconds on a monotonic clock.
    public static func monotonicSeconds() -> Double {
        let elapsed = clockEpoch.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// Draws and presents a frame if the size, the content or a view's
    /// state changed.
    public func frameIfNeeded() {
        let size = screen.size
        if graph.needsUpdate {
            // State set outside a key (by `update`'s views, or a binding held
            // elsewhere): focus follows before the frame.
            focus.settle()
            needsDisplay = true
        }
        // A `ScrollViewProxy.scrollTo` (from a key's action) is carried out by the next layout.
        if animation != nil || graph.hasPendingScrollRequests { needsDisplay = true }
        guard needsDisplay || size != lastSize else {
            // A `withAnimation` whose body changed nothing animates nothing later; its
            // completions are due.
            animationRequest.animation = nil
            dueCompletions += animationRequest.takeCompletions().map(\.run)
            return
        }
        var canvas = drawFrame(size: size)
        if focus.focusedViewWentAway {
            // The layout resolved the views again for new size classes and the
            // focused one went: focus states follow in this frame, not the next.
            focus.settle()
            canvas = drawFrame(size: size)
        }
        needsDisplay = false
        lastSize = size
        if canvas != lastCanvas {
            screen.present(canvas)
            framesPresented += 1
            lastCanvas = canvas
            buffers.swap()
        }
    }

    /// Runs with the keys going to the views until a view calls `dismiss()`
    /// (exit code 0) or the input closes (1); returns the exit code.
    ///
    /// Every key already waiting is handled (`handleKey`: KEY1, KEY2,
    /// FOCUS1) and its state changes applied before one frame is laid out
    /// and drawn, within `keyBatchTimeLimit`; a state change draws one
    /// frame, a key that changes nothing draws none. Resizes draw the frame
    /// at the new size; with no key within `tickInterval` the size is polled.
    public func run() -> Int32 {
        focus.settle()
        frameIfNeeded()
        while true {
            if let code = exitRequest.code { return code }
            guard var key = nextKey(timeoutMs: currentTickInterval) else {
                runMainActorWork()
                frameIfNeeded()
                runDueAnimationCompletions()
                continue
            }
            let start = ContinuousClock.now
            while true {
                if key == .inputClosed { return 1 }
                handleKey(key)
                if let code = exitRequest.code { return code }
                guard ContinuousClock.now - start < keyBatchTimeLimit, let next = nextKey(timeoutMs: 0) else { break }
                key = next
            }
            runMainActorWork()
            frameIfNeeded()
            runDueAnimationCompletions()
        }
    }

    /// Runs until a handler answers `.quit`, a view calls `dismiss()` (0) or
    /// the input closes (1); returns the exit code.
    ///
    /// `onKey` gets every key except `resize`; it may call `update(_:)`, or
    /// pass the key on to the views with `handleKey(_:)`.
    /// `onTick` runs when no key came within `tickInterval`; returning
    /// `true` asks for a frame (an animation step).
    public func run(onKey: (KeyEvent) -> Response, onTick: (() -> Bool)? = nil) -> Int32 {
        frameIfNeeded()
        while true {
            switch nextKey(timeoutMs: currentTickInterval) {
            case nil:
                if onTick?() == true { needsDisplay = true }
            case .resize?:
                drainResizes()
            case .inputClosed?:
                return 1
            case let key?:
                if case .quit(let code) = onKey(key) { return code }
            }
            if let code = exitRequest.code { return code }
            runMainActorWork()
            frameIfNeeded()
            runDueAnimationCompletions()
        }
    }

    /// Runs the completions of the animations that are over (ANIM4), as key handlers run — a
    /// `withAnimation` in one animates —, and draws the frame their changes make; `true` when
    /// any ran. `run()` calls it after each frame; call it after `frameIfNeeded()` in a loop of
    /// your own.
    @discardableResult
    public func runDueAnimationCompletions() -> Bool {
        guard !dueCompletions.isEmpty else { return false }
        let due = dueCompletions
        dueCompletions = []
        AnimationRequest.$current.withValue(animationRequest) {
            for completion in due { completion() }
        }
        frameIfNeeded()
        return true
    }

    /// Runs the work waiting for the main actor — `task` actions resuming
    /// after an `await` (TASK1) — when the loop runs on the main thread,
    /// which it holds: without this, nothing queued for the main actor
    /// would run until the loop ended. State they set draws the next frame.
    private func runMainActorWork() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// How long to wait for a key: shorter while an animation runs.
    private var currentTickInterval: Int {
        animation == nil ? tickInterval : Swift.min(tickInterval, animationTickInterval)
    }

    /// The next key: one kept by `drainResizes` first, else the screen's.
    private func nextKey(timeoutMs: Int) -> KeyEvent? {
        pending.isEmpty ? screen.readKey(timeoutMs: timeoutMs) : pending.removeFirst()
    }

    /// Reads every event already waiting; resizes collapse into the one
    /// frame drawn next, other keys are kept for later, in order.
    private func drainResizes() {
        while let next = screen.readKey(timeoutMs: 0) {
            if next != .resize { pending.append(next) }
            if pending.count > 64 { break }
        }
    }
}

/// Where `TerminalApp.monotonicSeconds()` counts from.
private let clockEpoch = ContinuousClock.now

/// Internal: the exit code a view asked for with `dismiss()`.
final class ExitRequest {
    var code: Int32?
}
