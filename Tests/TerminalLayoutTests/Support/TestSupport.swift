import Testing
@testable import TerminalLayout

// Shared helpers for the core suites. Every helper is plain public API
// except where a comment says otherwise.

/// Lays `view` out once in a fresh graph.
func lay<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?,
                  environment: LayoutEnvironment = LayoutEnvironment()) -> LayoutResult {
    ViewGraph(view, environment: environment).layout(proposal: ProposedViewSize(width: width, height: height))
}

/// A fixed-size colour block: `Color` in a fixed frame (F1, C1).
func block(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
}

/// `CGRect` shorthand.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// `ProposedViewSize` shorthand.
func prop(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }

/// Records what a `Probe` layout saw. A class, so layouts holding it stay
/// structurally equal across updates (compared by identity).
final class ProbeLog {
    var makeCache = 0
    var updateCache = 0
    var sizeThatFits = 0
    var placeSubviews = 0
    var bounds: [CGRect] = []
    var proposals: [ProposedViewSize] = []
    var subviewCount = 0
    var priorities: [Double] = []
    var spacings: [ViewSpacing] = []
    var childSizes: [CGSize] = []
    /// Values read by `readDimensions` closures.
    var values: [String: CGFloat?] = [:]
    var subviewsAtMake: LayoutSubviews?
    var subviewsAtUpdate: LayoutSubviews?
    init() {}
}

/// A layout written as a SwiftUI user would: stacks its subviews
/// vertically at their ideal sizes, leading-aligned, from `bounds.origin`,
/// and logs every call (L1, L3).
struct Probe: Layout {
    let log: ProbeLog
    var gap: CGFloat = 0
    /// Called at the end of `sizeThatFits`, to read anything from the subviews.
    var inspect: Inspect? = nil

    struct Cache { var count: Int }

    func makeCache(subviews: Subviews) -> Cache {
        log.makeCache += 1
        log.subviewsAtMake = subviews
        return Cache(count: subviews.count)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updateCache += 1
        log.subviewsAtUpdate = subviews
        cache.count = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        log.sizeThatFits += 1
        log.proposals.append(proposal)
        log.subviewCount = subviews.count
        log.priorities = subviews.map(\.priority)
        log.spacings = subviews.map(\.spacing)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        log.childSizes = sizes
        inspect?.body(subviews, log)
        let height = sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        log.placeSubviews += 1
        log.bounds.append(bounds)
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + gap
        }
    }
}

/// A closure wrapped in a struct, so that a trailing closure after
/// `Probe(…)` goes to `callAsFunction`, not to this parameter.
struct Inspect {
    let body: (LayoutSubviews, ProbeLog) -> Void
    init(_ body: @escaping (LayoutSubviews, ProbeLog) -> Void) { self.body = body }
}

/// A minimal SwiftUI-style layout with a counter for makeCache/updateCache
/// and a parameter, for the cache rules (L3, L9).
struct CountingRow: Layout {
    let log: ProbeLog
    var parameter: Int = 0

    func makeCache(subviews: Subviews) -> Int {
        log.makeCache += 1
        return subviews.count
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        log.updateCache += 1
        cache = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        log.sizeThatFits += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        log.placeSubviews += 1
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// True when every frame in `result` is finite.
func allFinite(_ result: LayoutResult) -> Bool {
    result.placements.allSatisfy { p in
        [p.frame.minX, p.frame.minY, p.frame.width, p.frame.height].allSatisfy(\.isFinite)
    } && result.size.width.isFinite && result.size.height.isFinite
}

/// The frames of the placements whose kind is a colour, in drawing order.
func colorFrames(_ result: LayoutResult) -> [CGRect] {
    result.placements.compactMap { if case .color = $0.kind { return $0.frame } else { return nil } }
}

/// The frames of the text placements, in drawing order.
func textFrames(_ result: LayoutResult) -> [CGRect] {
    result.placements.compactMap { if case .text = $0.kind { return $0.frame } else { return nil } }
}
