import TerminalLayout

/// Switches between layouts by the proposed width: the first candidate whose rule accepts the proposal lays the subviews out.
///
/// ```
/// BreakpointLayout([
///     .init(minWidth: 60, AnyLayout(HStackLayout())),   // width ≥ 60:  [A] [B] [C]
///     .init(AnyLayout(FlowLayout())),                   // ideal fits:  [A] [B]
///                                                       //              [C]
///     .init(minWidth: 0, AnyLayout(VStackLayout())),    // otherwise:   [A]
/// ])                                                    //              [B]
///                                                       //              [C]
/// ```
///
/// Candidates are tried in order; each has a rule:
/// - `minWidth: w` accepts when the proposed width is at least `w` (an
///   unspecified width counts as unbounded and is accepted);
/// - no `minWidth` (`ViewThatFits`-like) accepts when the candidate's ideal
///   size (`.unspecified` proposal) fits the proposal on `axes` (an
///   unspecified dimension always fits).
/// If no candidate accepts, the last one is used (as `ViewThatFits` uses its
/// last child). The choice depends only on the proposal, so `sizeThatFits`
/// and `placeSubviews` (which gets the same proposal, L1) always agree, also
/// after probe proposals (L2). The subviews keep their identity across a
/// switch (L9), since it is one container.
///
/// Cache: one `AnyLayout.Cache` per candidate, made in `makeCache` and
/// updated in `updateCache` (L3), so each candidate keeps its own cache
/// across switches. The container's own `stackOrientation` is `nil` (a
/// static property cannot follow the chosen candidate; see `AnyLayout`,
/// which can only because it is built in).
public struct BreakpointLayout: Layout {
    /// One candidate layout and the rule that selects it.
    public struct Breakpoint {
        /// The smallest proposed width this candidate accepts; `nil` means
        /// "accept when the ideal size fits".
        public var minWidth: CGFloat?
        /// The layout used when this candidate is chosen.
        public var layout: AnyLayout

        /// A candidate chosen when the proposed width is at least `minWidth`.
        public init(minWidth: CGFloat, _ layout: AnyLayout) {
            self.minWidth = minWidth
            self.layout = layout
        }

        /// A candidate chosen when its ideal size fits the proposal.
        public init(_ layout: AnyLayout) {
            self.minWidth = nil
            self.layout = layout
        }
    }

    /// The candidates, in order of preference.
    public var breakpoints: [Breakpoint]
    /// The axes on which a fit-rule candidate must fit.
    public var axes: Axis.Set

    /// Creates a layout that picks among `breakpoints`.
    public init(_ breakpoints: [Breakpoint], axes: Axis.Set = .horizontal) {
        self.breakpoints = breakpoints
        self.axes = axes
    }

    /// Creates a `ViewThatFits`-like layout: the first layout whose ideal
    /// size fits the proposal on `axes`, else the last.
    public init(fitting layouts: [AnyLayout], axes: Axis.Set = .horizontal) {
        self.init(layouts.map { Breakpoint($0) }, axes: axes)
    }

    /// One cache per candidate.
    public struct Cache {
        var caches: [AnyLayout.Cache]
    }

    /// Makes every candidate's cache (L3).
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(caches: breakpoints.map { $0.layout.makeCache(subviews: subviews) })
    }

    /// Updates every candidate's cache (L3).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard cache.caches.count == breakpoints.count else {
            cache = makeCache(subviews: subviews)
            return
        }
        for i in breakpoints.indices { breakpoints[i].layout.updateCache(&cache.caches[i], subviews: subviews) }
    }

    /// The chosen candidate's size (L1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let i = choice(proposal, subviews, &cache) else { return .zero }
        return breakpoints[i].layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.caches[i])
    }

    /// The chosen candidate's placement (L1).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let i = choice(proposal, subviews, &cache) else { return }
        breakpoints[i].layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.caches[i])
    }

    /// The index of the candidate for `proposal`: the first that accepts, else the last.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Int? {
        guard !breakpoints.isEmpty else { return nil }
        if cache.caches.count != breakpoints.count { cache = makeCache(subviews: subviews) }
        for i in breakpoints.indices {
            if let minWidth = breakpoints[i].minWidth {
                if (proposal.width ?? .infinity) >= minWidth { return i }
                continue
            }
            let ideal = breakpoints[i].layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache.caches[i])
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return i }
        }
        return breakpoints.count - 1
    }
}
