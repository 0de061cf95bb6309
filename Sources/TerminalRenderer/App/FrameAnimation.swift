import TerminalLayout

/// The frames of a layout change in motion: every placed view that was on
/// screen before and is placed again goes from its old frame to its new
/// one, edge by edge, along an `Animation` (what `withAnimation` asks for).
///
/// ```
///  before (on screen)          after (the new layout)       drawn at fraction f
///  ┌──┐ id 7, ordinal 0 ──────▶ ┌──────┐ id 7, ordinal 0     edges a + (b − a)·f
///  "7"  id 7, ordinal 1 ──────▶   "7"    id 7, ordinal 1     each one, in points;
///  (no match)                   ┌──┐ id 9 (new)              the renderer rounds
///                                                            them to cells (R1)
/// ```
///
/// Views are matched by identity as the placements show it: a view with an
/// id (`id(_:)`, a `ForEach` element) by that id, the views inside it by
/// their order within it (ordinal 1, 2, …), and views outside any view
/// with an id by their order among those. A view placed only after the
/// change appears at its new frame at once; one placed only before is
/// not drawn. Everything else of a placement (what it draws, its clip, its
/// scroll offset) is the new layout's. The fraction at each frame is the
/// animation's progress then (`AnimationRun`: a custom animation is asked at
/// every frame, its context kept, and finishes when it says `nil`, ANIM6).
public struct FrameAnimation: Sendable {
    /// Where a view was placed: the id of its nearest ancestor-or-self
    /// with an id (`nil`: none) and its order within that view.
    struct Key: Hashable, @unchecked Sendable {
        let anchor: AnyHashable?
        let ordinal: Int
    }

    /// The curve and duration.
    public let animation: Animation
    /// The clock time the animation began at, in seconds.
    public let start: Double
    /// The proposal of the layout the animation ends in; a frame laid out
    /// for another proposal (a resize) ends the animation.
    public let proposal: ProposedViewSize
    /// The new layout's placements, where the animation ends.
    public let target: [ViewPlacement]
    /// For each placement of `target`, its frame before the change (`nil`: it was not placed).
    let origins: [CGRect?]
    /// The animation's progress over the frames.
    let run: AnimationRun

    /// An animation from the placements `from` (what was on screen) to
    /// `to`, or `nil` when no view placed in both moved. With `only`, the
    /// placements of `to` outside those ranges are drawn at their new
    /// frames at once (`animation(_:value:)` animates its subtree alone).
    /// A custom animation reads `environment` from its context (ANIM6).
    public init?(from: [ViewPlacement], to: [ViewPlacement], proposal: ProposedViewSize, animation: Animation, start: Double,
                 only ranges: [Range<Int>]? = nil, environment: EnvironmentValues = EnvironmentValues()) {
        var before: [Key: CGRect] = [:]
        before.reserveCapacity(from.count)
        for (key, placement) in zip(Self.keys(from), from) where before[key] == nil { before[key] = placement.frame }
        var origins: [CGRect?] = []
        origins.reserveCapacity(to.count)
        var moves = false
        var seen = Set<Key>()
        for (i, (key, placement)) in zip(Self.keys(to), to).enumerated() {
            guard seen.insert(key).inserted, let old = before[key],
                  ranges?.contains(where: { $0.contains(i) }) ?? true else {
                origins.append(nil)
                continue
            }
            if old != placement.frame { moves = true }
            origins.append(old)
        }
        guard moves, animation.totalDuration > 0 else { return nil }
        self.animation = animation
        self.start = start
        self.proposal = proposal
        self.target = to
        self.origins = origins
        self.run = AnimationRun(animation, environment: environment)
    }

    /// Whether the animation is over at clock time `time`: its total
    /// duration is past, or its custom animation said `nil` (ANIM6).
    public func isFinished(at time: Double) -> Bool {
        run.progress(at: time - start) == nil
    }

    /// Whether the animation is logically complete at clock time `time`
    /// (ANIM4): finished, past the time `logicallyComplete(after:)` names,
    /// or its custom animation set `isLogicallyComplete` (ANIM6).
    public func isLogicallyComplete(at time: Double) -> Bool {
        _ = run.progress(at: time - start)
        return run.isLogicallyComplete
    }

    /// The placements to draw at clock time `time`: the target's, each
    /// matched one at its interpolated frame.
    public func placements(at time: Double) -> [ViewPlacement] {
        let f = run.progress(at: time - start) ?? 1
        var placements = target
        for i in placements.indices {
            guard let old = origins[i] else { continue }
            placements[i].frame = Self.interpolate(old, placements[i].frame, f)
        }
        return placements
    }

    /// `a` moved `fraction` of the way to `b`, edge by edge.
    public static func interpolate(_ a: CGRect, _ b: CGRect, _ fraction: Double) -> CGRect {
        func mix(_ p: CGFloat, _ q: CGFloat) -> CGFloat { p + (q - p) * CGFloat(fraction) }
        let minX = mix(a.minX, b.minX), minY = mix(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: Swift.max(0, mix(a.maxX, b.maxX) - minX),
                      height: Swift.max(0, mix(a.maxY, b.maxY) - minY))
    }

    /// Each placement's key, in order (placements are depth-first, parents first).
    static func keys(_ placements: [ViewPlacement]) -> [Key] {
        // The views with an id that contain the current placement, innermost last,
        // each with the next ordinal inside it; the bottom entry stands for "none".
        var open: [(depth: Int, anchor: AnyHashable?, next: Int)] = [(-1, nil, 0)]
        var keys: [Key] = []
        keys.reserveCapacity(placements.count)
        for placement in placements {
            while open.count > 1, open[open.count - 1].depth >= placement.depth { open.removeLast() }
            if let id = placement.id, id != open[open.count - 1].anchor {
                open.append((placement.depth, id, 1))
                keys.append(Key(anchor: id, ordinal: 0))
            } else {
                let top = open.count - 1
                keys.append(Key(anchor: open[top].anchor, ordinal: open[top].next))
                open[top].next += 1
            }
        }
        return keys
    }
}
