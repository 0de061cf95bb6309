import Foundation

/// Internal: the screen a graph's views see through `UIScreen.main` (UIK1) — the size the
/// graph was last laid out at, in points — and whether any body read it.
///
/// A graph's `StateHost` owns one. While a body is resolved (on the main thread, inside
/// `BodyObservation.track`) it is `current`, so `UIScreen.main.bounds` is the size of the
/// graph that body belongs to, whatever other graphs are doing. When the graph is laid out
/// at a new size and a body has read it, every view is evaluated again (a full update, as a
/// change of size class brings about).
final class ScreenBox: @unchecked Sendable {
    /// The screen's bounds, in points.
    private(set) var bounds: CGRect
    /// Whether a body read `bounds`.
    private(set) var wasRead = false

    init() {
        bounds = ScreenBox.lastLaidOut
    }

    /// The bounds, noting that a body read them.
    func read() -> CGRect {
        wasRead = true
        return bounds
    }

    /// The largest dimension taken as a screen's, in points: a graph laid out wider or taller
    /// (a probe, a test of huge sizes) is not laid out on a screen.
    static let largest: CGFloat = 1_000_000

    /// Sets the bounds to `proposal`'s dimensions that a screen can have (an unspecified,
    /// infinite, negative or larger than `largest` one keeps its value); returns whether a
    /// body had read bounds that changed.
    func update(to proposal: ProposedViewSize) -> Bool {
        var size = bounds.size
        if let width = proposal.width, width >= 0, width <= Self.largest { size.width = width }
        if let height = proposal.height, height >= 0, height <= Self.largest { size.height = height }
        guard size != bounds.size else { return false }
        bounds = CGRect(origin: .zero, size: size)
        ScreenBox.lastLaidOut = bounds
        return wasRead
    }

    /// The screen of the graph whose body is being resolved (main thread only).
    nonisolated(unsafe) static var current: ScreenBox?

    /// The last size any graph was laid out at: the screen read outside a body (an app's
    /// `init`, a model's, another thread). 80 × 24 before any layout, a terminal's default.
    static var lastLaidOut: CGRect {
        get { lock.withLock { shared } }
        set { lock.withLock { shared = newValue } }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared = CGRect(x: 0, y: 0, width: 80, height: 24)

    /// Runs `body` with `screen` as the current one (on the main thread).
    static func with<T>(_ screen: ScreenBox, _ body: () -> T) -> T {
        let saved = current
        current = screen
        defer { current = saved }
        return body()
    }
}
