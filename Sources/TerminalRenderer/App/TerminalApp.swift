import TerminalCanvas
import TerminalLayout

/// The run loop of a terminal program: owns a `ViewGraph` and a screen,
/// reads keys, follows resizes, and draws a frame only when something
/// changed.
///
/// ```
///  ┌──────────────┐  key   ┌───────────┐  update(root)  ┌───────────┐
///  │ readKey(tick)│──────▶│ onKey      │──────────────▶│ ViewGraph │
///  └──────────────┘        └───────────┘                └─────┬─────┘
///        │ timeout: poll size, onTick                         │ layout(size)
///        │ resize burst: drained, one frame                   ▼
///        └──────────────────────────────────────▶ PlacementRenderer → Canvas → present
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

    /// Creates an app for `root` on `screen`.
    public init<V: View>(_ root: V, screen: S, environment: LayoutEnvironment = LayoutEnvironment(), useColor: Bool = true) {
        self.graph = ViewGraph(root, environment: environment)
        self.screen = screen
        self.renderer = PlacementRenderer(metrics: environment.cellMetrics, useColor: useColor)
    }

    /// Replaces the root view; the next frame lays it out.
    public func update<V: View>(_ root: V) {
        graph.update(root)
        needsDisplay = true
    }

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
        let result = graph.layout(proposal: ProposedViewSize(graph.environment.cellMetrics.points(columns: area.width, rows: area.height)))
        if !graph.stats.reusedPreviousResult { layoutsRun += 1 }
        lastResult = result
        renderer.clip = area
        return buffers.draw(size: size) { canvas in
            renderer.draw(result, into: &canvas)
            decorate?(&canvas, result)
        }
    }

    /// Draws and presents a frame if the size or the content changed.
    public func frameIfNeeded() {
        let size = screen.size
        guard needsDisplay || size != lastSize else { return }
        let canvas = drawFrame(size: size)
        needsDisplay = false
        lastSize = size
        if canvas != lastCanvas {
            screen.present(canvas)
            framesPresented += 1
            lastCanvas = canvas
            buffers.swap()
        }
    }

    /// Runs until a handler answers `.quit` or the input closes; returns the exit code.
    ///
    /// `onKey` gets every key except `resize`; it may call `update(_:)`.
    /// `onTick` runs when no key came within `tickInterval`; returning
    /// `true` asks for a frame (an animation step).
    public func run(onKey: (KeyEvent) -> Response, onTick: (() -> Bool)? = nil) -> Int32 {
        frameIfNeeded()
        while true {
            let key: KeyEvent?
            if pending.isEmpty { key = screen.readKey(timeoutMs: tickInterval) } else { key = pending.removeFirst() }
            switch key {
            case nil:
                if onTick?() == true { needsDisplay = true }
            case .resize?:
                drainResizes()
            case .inputClosed?:
                return 1
            case let key?:
                if case .quit(let code) = onKey(key) { return code }
            }
            frameIfNeeded()
        }
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
