import TerminalLayout
import TerminalRenderer

/// Items moving from their old cell rectangles to their new ones, eased in and out.
///
/// ```
/// fraction  0 ───╮             ╭─── 1      easeInOut(t) = 4t³ (t < ½), 1 − (−2t + 2)³ / 2
///                 ╰───────────╯            t = (now − start) / duration, clamped to 0…1
/// ```
///
/// Each item's rectangle is interpolated by its edges (left, top, right,
/// bottom), each rounded to the nearest cell, so an item that keeps its
/// size never changes size on the way. An item without an old rectangle
/// (just added) sits at its new one; an item without a new one (removed)
/// is not drawn.
public struct LayoutAnimation: Sendable {
    /// How long an animation runs, in seconds.
    public static let duration = 0.25

    /// Where each item was when the animation began.
    public let from: [ItemID: CellRect]
    /// Where each item ends up.
    public let to: [ItemID: CellRect]
    /// The clock time the animation began at.
    public let start: Double
    /// The proposal of the layout the animation ends in; a frame laid out for
    /// another proposal (a resize) ends the animation.
    public let proposal: ProposedViewSize

    /// An animation, or `nil` when no item that is in both `from` and `to` moves.
    public init?(from: [ItemID: CellRect], to: [ItemID: CellRect], start: Double, proposal: ProposedViewSize) {
        guard to.contains(where: { id, rect in from[id].map { $0 != rect } ?? false }) else { return nil }
        self.from = from
        self.to = to
        self.start = start
        self.proposal = proposal
    }

    /// Cubic ease-in-out of `t` in 0…1.
    public static func easeInOut(_ t: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, t))
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }

    /// The eased fraction of the way at clock time `time`.
    public func fraction(at time: Double) -> Double {
        Self.easeInOut((time - start) / Self.duration)
    }

    /// Whether the animation is over at clock time `time`.
    public func isFinished(at time: Double) -> Bool {
        time - start >= Self.duration
    }

    /// `a` moved `fraction` of the way to `b`, edge by edge, each edge rounded to a whole cell.
    public static func interpolate(_ a: CellRect, _ b: CellRect, _ fraction: Double) -> CellRect {
        func mix(_ p: Int, _ q: Int) -> Int { Int((Double(p) + Double(q - p) * fraction).rounded()) }
        let left = mix(a.x, b.x)
        let top = mix(a.y, b.y)
        return CellRect(x: left, y: top, width: mix(a.maxX, b.maxX) - left, height: mix(a.maxY, b.maxY) - top)
    }

    /// Every item's rectangle at clock time `time`, in item order.
    public func rects(at time: Double) -> [(id: ItemID, rect: CellRect)] {
        let f = fraction(at: time)
        return to.keys.sorted().map { id in
            let end = to[id]!
            return (id, from[id].map { Self.interpolate($0, end, f) } ?? end)
        }
    }
}
