import TerminalRenderer

/// When the frame being drawn began, shared between a ``FrameTimingScreen`` and the code that draws.
public final class FrameTimer {
    /// The clock time at which the current frame began.
    public var start: Double = 0
    /// The clock the timer reads.
    public let clock: () -> Double

    /// Creates a timer reading `clock`.
    public init(clock: @escaping () -> Double) {
        self.clock = clock
    }

    /// Marks the start of a frame.
    public func markStart() { start = clock() }

    /// Milliseconds since the frame began.
    public var elapsedMilliseconds: Double { (clock() - start) * 1000 }
}

/// A screen that passes everything to another one and notes when a frame begins.
///
/// `TerminalApp` reads the screen's `size` exactly once per frame, right
/// before it lays out and draws; this wrapper marks the frame's start
/// there, so the demo's `decorate` (which runs after layout and drawing)
/// can show how long the frame took — layout, drawing and overlays —
/// without changing `TerminalApp`.
public struct FrameTimingScreen<Base: Screen & KeySource>: Screen, KeySource {
    /// The real screen.
    public private(set) var base: Base
    /// The timer marked on every `size` read.
    public let timer: FrameTimer

    /// Wraps `base`.
    public init(_ base: Base, timer: FrameTimer) {
        self.base = base
        self.timer = timer
    }

    /// The base screen's size; marks the start of a frame.
    public var size: CellSize {
        timer.markStart()
        return base.size
    }

    /// Shows `canvas` on the base screen.
    public mutating func present(_ canvas: Canvas) { base.present(canvas) }

    /// Reads a key from the base screen.
    public mutating func readKey(timeoutMs: Int?) -> KeyEvent? { base.readKey(timeoutMs: timeoutMs) }
}
