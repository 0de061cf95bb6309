import TerminalLayout
import TerminalRenderer

/// The demo program: a `TerminalApp` showing the demo state, driven by keys.
///
/// ```
///  key ─▶ DemoState.handle ─▶ DemoCommand ─▶ rebuild (update the root, animate)
///                                          ├▶ scroll (graph.scroll(by:))
///                                          ├▶ redraw (overlays, colour)
///                                          └▶ quit
///  frame: layout in all rows but the last ─▶ decorate: animation, debug overlay,
///                                             status line (last row), help
/// ```
///
/// Generic over the screen so that the same code runs on the terminal
/// (`CursesScreen`), headless (`HeadlessScreen`, for `layout-demo render`)
/// and in tests (a scripted screen). ``drawFrame(size:)`` is exactly the
/// frame ``run()`` shows at that size.
///
/// Animation: a rebuild remembers where every item was on screen; the
/// next frame, laid out with the new root, starts a ``LayoutAnimation``
/// from there to the new places. While it runs, keys are read with a 16 ms
/// timeout (about 60 frames a second) and each tick draws the items at
/// their interpolated rectangles; any key finishes it at once, a resize
/// drops it.
public final class DemoController<S: Screen & KeySource> {
    /// Milliseconds between ticks while nothing moves (the size is polled as often).
    public static var idleTickInterval: Int { 50 }
    /// Milliseconds between animation frames.
    public static var animationTickInterval: Int { 16 }

    /// What the user chose so far.
    public private(set) var state: DemoState
    /// The run loop, its view graph and its renderer.
    public let app: TerminalApp<FrameTimingScreen<S>>
    /// The animation running, if any.
    public private(set) var animation: LayoutAnimation?
    /// The statistics of the last layout pass that did work (a reused result keeps them).
    public private(set) var lastStats = LayoutStats()
    /// How long the last frame took to lay out and draw, in milliseconds.
    public private(set) var frameMilliseconds: Double = 0

    private let timer: FrameTimer
    private let sceneRoot: AnyView?
    /// The test-only fault, armed by the first key.
    private let fault: FaultSwitch?
    /// Where the items were when the content last changed; the next frame animates from there.
    private var animationStart: [ItemID: CellRect]?

    /// Creates the demo on `screen`. With a scene, its view is shown instead of the generated
    /// items (and its environment used); `clock` gives seconds for animations and frame times.
    ///
    /// `hooks` run when a frame begins and ends (see ``FrameTimingScreen/hooks``); `fault`, a
    /// test-only fault (``DemoFault``), strikes in the first layout after a key.
    public init(state: DemoState, screen: S, scene: Scene? = nil, clock: @escaping () -> Double = DemoClock.seconds,
                hooks: FrameHooks? = nil, fault: DemoFault? = nil) {
        self.state = state
        timer = FrameTimer(clock: clock)
        sceneRoot = scene?.root
        self.fault = fault.map { FaultSwitch($0) }
        let environment = scene?.environment ?? LayoutEnvironment(cellMetrics: state.metrics.metrics)
        let timed = FrameTimingScreen(screen, timer: timer, hooks: hooks)
        if let scene {
            app = TerminalApp(FaultLayout.wrap(DemoContent.root(scene: scene.root, metrics: environment.cellMetrics), self.fault),
                              screen: timed, environment: environment, useColor: state.usesColor)
        } else {
            app = TerminalApp(FaultLayout.wrap(Self.root(for: state), self.fault), screen: timed,
                              environment: environment, useColor: state.usesColor)
        }
        app.tickInterval = Self.idleTickInterval
        app.viewport = { CellRect(x: 0, y: 0, width: $0.columns, height: Swift.max(0, $0.rows - 1)) }
        app.decorate = { [unowned self] canvas, result in self.decorate(&canvas, result) }
    }

    /// The root view for `state`'s generated items.
    public static func root(for state: DemoState) -> AnyView {
        if state.layout == .list {
            return DemoContent.lazyListRoot(count: state.itemCount, seed: state.seed, parameters: state.parameters,
                                            metrics: state.metrics.metrics)
        }
        return DemoContent.root(state.layout, items: state.items, parameters: state.parameters, metrics: state.metrics.metrics)
    }

    /// The item `id` names, made from the state (no table of a million items is kept).
    private func item(_ id: ItemID) -> DemoItem? {
        guard sceneRoot == nil, id.index >= 0, id.index < state.shownItemCount else { return nil }
        return ItemGenerator.item(at: id.index, seed: state.seed)
    }

    /// Runs until `q`, Esc or the input closing; returns the exit code.
    public func run() -> Int32 {
        app.run(onKey: { [unowned self] key in self.handle(key) }, onTick: { [unowned self] in self.tick() })
    }

    /// The frame for a screen of `size`, as ``run()`` would present it.
    public func drawFrame(size: CellSize) -> Canvas {
        timer.markStart()
        return app.drawFrame(size: size)
    }

    /// Handles one key: finishes a running animation, then carries out the key's command.
    public func handle(_ key: KeyEvent) -> TerminalApp<FrameTimingScreen<S>>.Response {
        if animation != nil || animationStart != nil {
            animation = nil
            animationStart = nil
            app.tickInterval = Self.idleTickInterval
            app.setNeedsDisplay()
        }
        fault?.isArmed = true
        let command = state.handle(key)
        app.renderer.useColor = state.usesColor
        let rowHeight = app.graph.environment.cellMetrics.row
        switch command {
        case .none:
            break
        case .quit(let code):
            return .quit(code)
        case .redraw:
            app.setNeedsDisplay()
        case .rebuild:
            rebuild()
        case .scroll(let rows):
            scroll(by: CGFloat(rows) * rowHeight)
        case .scrollPages(let pages):
            let page = Swift.max(1, app.screen.base.size.rows - 2)
            scroll(by: CGFloat(pages * page) * rowHeight)
        case .scrollToTop:
            app.graph.setScrollOffset(.zero)
            app.setNeedsDisplay()
        case .scrollToBottom:
            app.graph.setScrollOffset(CGPoint(x: 0, y: 1e9))
            app.setNeedsDisplay()
        }
        return .continue
    }

    /// One tick without a key: advances the animation; `true` when a frame is needed.
    public func tick() -> Bool {
        guard let animation else { return false }
        if animation.isFinished(at: timer.clock()) {
            self.animation = nil
            app.tickInterval = Self.idleTickInterval
        }
        return true
    }

    private func scroll(by points: CGFloat) {
        app.graph.scroll(by: CGSize(width: 0, height: points))
        app.setNeedsDisplay()
    }

    /// Puts the new root in place and remembers where the items are now, for the animation.
    private func rebuild() {
        let onScreen = app.lastResult.map(itemRects) ?? [:]
        app.graph.environment = LayoutEnvironment(cellMetrics: state.metrics.metrics)
        app.update(FaultLayout.wrap(Self.root(for: state), fault))
        animationStart = state.animates && !onScreen.isEmpty ? onScreen : nil
    }

    /// The cell rectangles of the items in `result`, as the renderer draws them.
    private func itemRects(_ result: LayoutResult) -> [ItemID: CellRect] {
        var rects: [ItemID: CellRect] = [:]
        for placement in result.placements {
            if let id = placement.id?.base as? ItemID, rects[id] == nil { rects[id] = app.renderer.cells(placement.frame) }
        }
        return rects
    }

    /// Draws everything over the laid-out frame.
    private func decorate(_ canvas: inout Canvas, _ result: LayoutResult) {
        if !app.graph.stats.reusedPreviousResult { lastStats = app.graph.stats }
        let area = app.viewport(canvas.size)
        let now = timer.clock()
        if let start = animationStart {
            animationStart = nil
            animation = LayoutAnimation(from: start, to: itemRects(result), start: now, proposal: result.proposal)
            if animation != nil { app.tickInterval = Self.animationTickInterval }
        }
        if let running = animation, running.proposal != result.proposal {
            animation = nil
            app.tickInterval = Self.idleTickInterval
        }
        if let animation {
            canvas.fill(area, style: .plain)
            let painter = ItemPainter(useColor: state.usesColor)
            for (id, rect) in animation.rects(at: now) {
                if let item = item(id) { painter.paint(item, at: rect, clip: area, into: &canvas) }
            }
        }
        if state.showsDebug {
            DebugOverlay.draw(result, focused: sceneRoot == nil ? state.focusedItem : nil, renderer: app.renderer,
                              area: area, into: &canvas)
        }
        frameMilliseconds = timer.elapsedMilliseconds
        StatusLine.draw(StatusLine.text(state, size: canvas.size, milliseconds: frameMilliseconds, stats: lastStats,
                                        width: canvas.width),
                        row: canvas.height - 1, into: &canvas)
        if state.showsHelp { HelpOverlay.draw(in: area, into: &canvas) }
    }
}
