import TerminalLayout
import TerminalRenderer

/// The host of the demo: a `TerminalApp` running ``DemoView``, the way an
/// `App`'s `main()` runs its window, plus the instruments a layout demo
/// shows about itself.
///
/// ```
///  keys ─▶ TerminalApp.run(): every waiting key to DemoView's onKeyPress ─▶ @State, withAnimation
///                             (one frame for a burst)                     └▶ DemoSession requests:
///                                                                            scroll, metrics, colour
///  frame: layout ─▶ afterLayout: FrameMeter (counts, time, focused item, overflow) ─▶ changed?
///         set the bar's state (only the bar is evaluated again), lay out again ─▶ draw (moving frames while an animation runs)
///         ─▶ decorate: debug outlines, the status row in reverse video
/// ```
///
/// Generic over the screen so that the same code runs on the terminal
/// (`CursesScreen`), headless (`HeadlessScreen`, for `layout-demo render`)
/// and in tests (a scripted screen). ``drawFrame(size:)`` is exactly the
/// frame ``run()`` shows at that size.
public final class DemoController<S: Screen & KeySource> {
    /// Milliseconds between ticks while nothing moves (the size is polled as often).
    public static var idleTickInterval: Int { 50 }

    /// The run loop, its view graph and its renderer.
    public let app: TerminalApp<FrameTimingScreen<S>>
    /// The link between the view and the app.
    public let session: DemoSession
    /// The statistics of the last layout pass that did work.
    public var lastStats: LayoutStats { session.meter.stats }

    /// Whether the status line's numbers are seen (`layout-demo render` without
    /// `--status` leaves its row out). When they are not, a pass whose time and
    /// counts differ from the last is not laid out again for them: only a change
    /// that shows (the debug line, the horizontal indicator, the size) is.
    public var showsStatusLine = true

    private let timer: FrameTimer
    private let root: DemoView
    /// Whether a scene file is shown.
    private let isScene: Bool

    /// Creates the demo on `screen`. With a scene, its view is shown instead of the generated
    /// items (and its environment used); `clock` gives seconds for animations and frame times.
    ///
    /// `hooks` run when a frame begins and ends (see ``FrameTimingScreen/hooks``); `fault`, a
    /// test-only fault (``DemoFault``), strikes in the first layout after a key.
    public init(state: DemoState, screen: S, scene: Scene? = nil, clock: @escaping () -> Double = DemoClock.seconds,
                hooks: FrameHooks? = nil, fault: DemoFault? = nil) {
        timer = FrameTimer(clock: clock)
        session = DemoSession(fault: fault)
        isScene = scene != nil
        let environment = scene?.environment ?? LayoutEnvironment(cellMetrics: state.metrics.metrics)
        var initial = state
        if scene != nil { initial.metrics = environment.cellMetrics == .points ? .points : .cells }
        root = DemoView(state: initial, session: session, scene: scene?.root, sceneMetrics: environment.cellMetrics)
        session.meter.size = screen.size
        let timed = FrameTimingScreen(screen, timer: timer, hooks: hooks)
        app = TerminalApp(root, screen: timed, environment: environment, useColor: state.usesColor)
        app.clock = clock
        app.tickInterval = Self.idleTickInterval
        app.afterLayout = { [unowned self] result in self.measure(result) }
        app.decorate = { [unowned self] canvas, result in self.decorate(&canvas, result) }
        session.perform = { [unowned self] request in self.perform(request) }
    }

    /// The demo's state as the view last showed it.
    public var state: DemoState { currentState }
    /// The layout change in motion, if any.
    public var animation: FrameAnimation? { app.animation }

    /// Delivers one key to the view, as ``run()`` does (the frame is drawn later).
    @discardableResult
    public func handle(_ key: KeyEvent) -> KeyPress.Result {
        app.handleKey(key)
    }

    /// Runs until `q`, Esc or the input closing; returns the exit code.
    public func run() -> Int32 {
        app.run()
    }

    /// The frame for a screen of `size`, as ``run()`` would present it.
    public func drawFrame(size: CellSize) -> TerminalCanvas.Canvas {
        timer.markStart()
        return app.drawFrame(size: size)
    }

    /// Carries out what the view asked for.
    private func perform(_ request: DemoSession.Request) {
        let rowHeight = app.graph.environment.cellMetrics.row
        switch request {
        case .scrollRows(let rows):
            scroll(by: CGFloat(rows) * rowHeight)
        case .scrollPages(let pages):
            let page = Swift.max(1, contentRows - 1)
            scroll(by: CGFloat(pages * page) * rowHeight)
        case .scrollToTop:
            app.graph.setScrollOffset(.zero)
            app.setNeedsDisplay()
        case .scrollToBottom:
            app.graph.setScrollOffset(CGPoint(x: 0, y: 1e9))
            app.setNeedsDisplay()
        case .metrics(let choice):
            app.graph.environment = LayoutEnvironment(cellMetrics: choice.metrics)
        case .color(let on):
            app.renderer.useColor = on
            app.setNeedsDisplay()
        }
    }

    private func scroll(by points: CGFloat) {
        app.graph.scroll(by: CGSize(width: 0, height: points))
        app.setNeedsDisplay()
    }

    /// The rows of the layout area in the last frame.
    private var contentRows: Int {
        guard let result = app.lastResult, let scroll = Self.scrollPlacement(result) else { return session.meter.size.rows - 1 }
        return app.renderer.cells(scroll.frame).height
    }

    /// The first scroll view's placement: the layout area.
    static func scrollPlacement(_ result: LayoutResult) -> ViewPlacement? {
        result.placements.first { if case .scrollView = $0.kind { return true } else { return false } }
    }

    /// After a layout pass: what it found, for the bottom bar. When that changed, it goes to the
    /// bar's `@State` (and `TerminalApp` lays the views out again before drawing: only the bar's
    /// body is evaluated, STATE2).
    private func measure(_ result: LayoutResult) -> Bool {
        var meter = FrameMeter()
        meter.milliseconds = timer.elapsedMilliseconds
        meter.stats = app.graph.stats
        let metrics = app.graph.environment.cellMetrics
        meter.size = CellSize(columns: Int((result.proposal.width ?? 0) / metrics.column),
                              rows: Int((result.proposal.height ?? 0) / metrics.row))
        let state = currentState
        if state.showsDebug, !isScene {
            meter.focusText = DebugOverlay.focusText(state.focusedItem, in: result, metrics: metrics)
        }
        renderer.metrics = metrics
        meter.horizontal = FrameMeter.horizontalOverflow(result, renderer: renderer, columns: meter.size.columns)
        if !showsStatusLine {
            meter.milliseconds = session.meter.milliseconds
            meter.stats = session.meter.stats
        }
        guard meter != session.meter else { return false }
        // The bar's own state: only the bar is evaluated again (STATE2).
        if !session.show(meter) { app.update(root) }
        return true
    }

    /// A renderer at the origin, for cell rectangles of the layout's frames.
    private var renderer = PlacementRenderer()

    /// The view's state as the bottom bar last showed it.
    private var currentState: DemoState { session.shownState ?? root.initialState }

    /// Draws the debug overlay and the status row in reverse video.
    private func decorate(_ canvas: inout TerminalCanvas.Canvas, _ result: LayoutResult) {
        session.fault?.isPaused = false
        let state = currentState
        if state.showsDebug, let scroll = Self.scrollPlacement(result) {
            let area = app.renderer.cells(scroll.frame).intersection(canvas.bounds)
            DebugOverlay.draw(result, focused: isScene ? nil : state.focusedItem, renderer: app.renderer, area: area,
                              into: &canvas)
        }
        StatusLine.invert(row: canvas.height - 1, in: &canvas)
    }
}
