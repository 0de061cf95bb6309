/// How a scroll view settles where the user scrolls it (SwiftUI's
/// `scrollTargetBehavior`, SC5): given the rectangle the scroll would
/// show, a behaviour may move it — to a page, to a view's edge.
///
/// Here the user scrolls through `ViewGraph.scroll(by:)` (what an app does
/// for its scrolling keys): the target is the visible rectangle after the
/// scroll, in the content's coordinates, and the velocity the scroll's
/// distance.
public protocol ScrollTargetBehavior {
    /// What a behaviour knows of the scroll it settles (SwiftUI's name in the protocol:
    /// `func updateTarget(_:context: TargetContext)`).
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target` where the scroll should settle.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll would settle: the content's rectangle to show.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content to show (its origin is the offset).
    public var rect: CGRect
    /// The point of `rect` that is put at the same point of the scroll view
    /// (`nil`: the top leading corner).
    public var anchor: UnitPoint?
    /// Creates a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a `ScrollTargetBehavior` knows of the scroll it settles.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target before any behaviour moved it.
    public let originalTarget: ScrollTarget
    /// How far, and which way, the user scrolled (points along each axis).
    public let velocity: CGVector
    /// The content's size.
    public let contentSize: CGSize
    /// The scroll view's size.
    public let containerSize: CGSize
    /// The axes it scrolls.
    public let axes: Axis.Set
    /// The frames of the scroll target layout's views (`scrollTargetLayout`),
    /// in the content's coordinates, in view order.
    let targetFrames: [CGRect]
    /// The offset before the scroll.
    let startOffset: CGPoint
}

/// Settles on whole pages: multiples of the scroll view's size (SC5).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the behaviour.
    public init() {}

    /// The page after (before) the one the scroll started on, in the
    /// direction scrolled; the nearest page when it did not move.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let start = context.startOffset
        for axis in Axis.allCases where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let moved = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            let from = start[axis] / page
            let index = moved > 0 ? (from + 1).rounded(.down) : moved < 0 ? (from - 1).rounded(.up) : from.rounded()
            target.rect.origin[axis] = Swift.max(0, Swift.min(index * page, context.contentSize[axis] - page))
        }
    }
}

/// Settles with a view of the scroll target layout (`scrollTargetLayout`)
/// at the scroll view's leading or top edge (SC5).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may move past.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind
        /// Here as `.always`.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// One view per scroll.
        public static let always = LimitBehavior(kind: .always)
        /// As many as the scroll passes.
        public static let never = LimitBehavior(kind: .never)
        /// A few views (here: one).
        public static let alwaysByFew = LimitBehavior(kind: .alwaysByFew)
        /// One view per scroll.
        public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)
    }

    let limitBehavior: LimitBehavior

    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// The edge of the next (previous) view in the direction scrolled —
    /// the nearest to the target, or, limited, the first one past where
    /// the scroll started.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        guard !context.targetFrames.isEmpty else { return }
        for axis in Axis.allCases where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let moved = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            let proposed = target.rect.origin[axis]
            let start = context.startOffset[axis]
            let edges = context.targetFrames.map { $0.origin[axis] }
            let limited = limitBehavior.kind != .never
            var chosen: CGFloat?
            if moved > 0 {
                let after = edges.filter { $0 > start + 0.5 }
                chosen = limited ? after.min() : after.filter { $0 <= proposed + 0.5 }.max() ?? after.min()
            } else if moved < 0 {
                let before = edges.filter { $0 < start - 0.5 }
                chosen = limited ? before.max() : before.filter { $0 >= proposed - 0.5 }.min() ?? before.max()
            } else {
                chosen = edges.min { abs($0 - proposed) < abs($1 - proposed) }
            }
            guard let chosen else { continue }
            let page = context.containerSize[axis]
            target.rect.origin[axis] = Swift.max(0, Swift.min(chosen, context.contentSize[axis] - page))
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages (SC5).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// A view's edge (SC5).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// A view's edge, with a limit on how many views a scroll passes (SC5).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

nonisolated extension View {
    /// How the scroll views inside settle where the user scrolls them (SC5).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }

    /// Makes this layout's views the targets of the scroll view around it:
    /// what `.viewAligned` aligns to and `scrollPosition(id:)` reports (SC5).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        layoutValue(key: ScrollTargetLayoutKey.self, value: isEnabled)
    }

    /// Makes this one view a target of the scroll view around it (iOS 17): accepted — the
    /// targets here are the views of a `scrollTargetLayout()` (SC5).
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
}

/// Internal: marks a layout whose views are scroll targets (a layout value
/// of its node, L10).
struct ScrollTargetLayoutKey: LayoutValueKey {
    static let defaultValue = false
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// `scrollTargetBehavior`'s behaviour (SC5).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}
