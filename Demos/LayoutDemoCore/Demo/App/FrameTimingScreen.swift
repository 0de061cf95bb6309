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
    /// Called when a frame may begin (on the `size` read) and when it is over (before the
    /// frame is presented or the next key is read): the interactive demo watches for `q`
    /// in between (`QuitWatcher`), so that a slow frame does not delay quitting.
    public var hooks: FrameHooks?

    /// Wraps `base`.
    public init(_ base: Base, timer: FrameTimer, hooks: FrameHooks? = nil) {
        self.base = base
        self.timer = timer
        self.hooks = hooks
    }

    /// The base screen's size; marks the start of a frame.
    public var size: CellSize {
        timer.markStart()
        hooks?.frameStarts()
        return base.size
    }

    /// Shows `canvas` on the base screen.
    public mutating func present(_ canvas: Canvas) {
        hooks?.frameEnds()
        base.present(canvas)
    }

    /// Reads a key from the base screen.
    public mutating func readKey(timeoutMs: Int?) -> KeyEvent? {
        hooks?.frameEnds()
        return base.readKey(timeoutMs: timeoutMs)
    }
}

/// What to do when a frame begins and ends (see ``FrameTimingScreen/hooks``).
public struct FrameHooks {
    public var frameStarts: () -> Void
    public var frameEnds: () -> Void

    public init(frameStarts: @escaping () -> Void, frameEnds: @escaping () -> Void) {
        self.frameStarts = frameStarts
        self.frameEnds = frameEnds
    }
}
