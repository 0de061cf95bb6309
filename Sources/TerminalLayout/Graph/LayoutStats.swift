/// Counters of one layout pass, for the demo's status line and for tests.
///
/// The seed documents' targets are "fewer than 5 layout passes per frame"
/// and "more than 90% cache hit rate during resize" (`memoHitRate`).
public struct LayoutStats: Equatable, Sendable, CustomStringConvertible {
    /// Nodes whose size had to be computed (memo misses).
    public var nodesEvaluated = 0
    /// Requests to measure a child made by layouts and modifiers
    /// (`LayoutSubview.sizeThatFits`, `dimensions(in:)` and the built-ins'
    /// equivalents); the engine's own bookkeeping is not counted.
    public var sizeThatFitsCalls = 0
    /// How many of `sizeThatFitsCalls` were answered without evaluating the
    /// view: from the memo, or because its size does not depend on the
    /// proposal (a frame with both dimensions fixed, or what decorates one).
    public var memoHits = 0
    /// Calls to `Layout.makeCache(subviews:)`.
    public var makeCacheCalls = 0
    /// Calls to `Layout.updateCache(_:subviews:)`.
    public var updateCacheCalls = 0
    /// Runs of `placeSubviews` (and of the built-ins' placement).
    public var placeSubviewsCalls = 0
    /// Rows of lazy stacks made (resolved) during the pass: rows scrolled
    /// into view, or changed by an update, plus a first sample.
    public var lazyRowsResolved = 0
    /// How many times the pass was run again because a lazy stack measured
    /// rows that changed its estimated length (at most `ViewGraph.maxLazyReruns`).
    public var lazyReruns = 0
    /// Placements of the previous pass moved rather than made again: views
    /// placed with the same size, proposal, depth, opacity and clip as then,
    /// with nothing under them changed, each one a leaf or a frame its
    /// content fills (what SwiftUI keeps of a view's geometry when only its
    /// position changes).
    public var placementsMoved = 0
    /// True when the pass wrote its placements over the last result's
    /// storage: nobody else held that result (or its placements), so views
    /// that only moved were moved where they were and nothing was copied or
    /// allocated. Holding a result across passes keeps it intact; the next
    /// pass then makes new storage and copies the moved views into it.
    public var reusedResultStorage = false
    /// NaN, negative or infinite values the engine replaced.
    public var sanitisedValues = 0
    /// True when the pass reused the previous result unchanged (same
    /// proposal, nothing changed): no layout work was done at all.
    public var reusedPreviousResult = false

    /// Creates zeroed statistics.
    public init() {}

    /// `memoHits / sizeThatFitsCalls`, or 1 when no call was made.
    public var memoHitRate: Double {
        sizeThatFitsCalls == 0 ? 1 : Double(memoHits) / Double(sizeThatFitsCalls)
    }

    /// A one-line summary (lazy rows only when some were made).
    public var description: String {
        "nodes \(nodesEvaluated), sizeThatFits \(sizeThatFitsCalls) (memo \(memoHits), "
            + "\(Int(saturating: (memoHitRate * 100).rounded()))%), makeCache \(makeCacheCalls), updateCache \(updateCacheCalls), "
            + "placeSubviews \(placeSubviewsCalls), sanitised \(sanitisedValues)"
            + (lazyRowsResolved > 0 || lazyReruns > 0 ? ", lazy rows \(lazyRowsResolved) (reruns \(lazyReruns))" : "")
    }
}
