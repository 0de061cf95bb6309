/// Internal: SwiftUI's stack algorithm (S1–S6), shared by `HStackLayout`
/// (major axis horizontal) and `VStackLayout` (major axis vertical).
///
/// ```
///  proposal M along the major axis
///  ┌───────────────────────────────────────────────┐
///  │ probe each child at 0 and ∞  → min, max, flex  │
///  │ order: priority ↓, flex ↑ (stable)             │
///  │ per priority group: reserve later groups' mins │
///  │ offer avail/(n−k) to the k-th child in order   │
///  └───────────────────────────────────────────────┘
///  origins: Σ previous sizes + spacing; minor: −d[alignment], shifted ≥ 0
/// ```
struct StackAlgorithm {
    /// The axis children are arranged along.
    let axis: Axis
    /// The guide that aligns children across the axis.
    let alignment: AlignmentKey
    /// The fixed distance between children, or `nil` for their preferences (S1).
    let spacing: CGFloat?

    /// The outcome for one proposal: the stack's size, and each child's
    /// origin (relative to the stack) and the proposal it was given.
    ///
    /// A child's proposal is kept as its length along the axis only (the
    /// cross length is the same for every child): 8 bytes a child, not a
    /// `ProposedViewSize`'s 32, and none at all while the stack's own length
    /// is unspecified (every child is then offered `nil` along the axis).
    struct Result {
        var size: CGSize
        var origins: [CGPoint]
        /// Each child's length offered along the axis; NaN for `nil`. Empty:
        /// `nil` for every child.
        var majors: [CGFloat]
        /// The length every child is offered across the axis.
        var minor: CGFloat?

        /// The proposal child `i` was given.
        @inline(__always)
        func proposal(_ i: Int, along axis: Axis) -> ProposedViewSize {
            let major: CGFloat? = majors.isEmpty || majors[i].isNaN ? nil : majors[i]
            return ProposedViewSize(major: major, in: axis, by: minor)
        }
    }

    /// The distances between adjacent children (S1).
    func distances(_ subviews: LayoutSubviews) -> StackGaps {
        let n = Swift.max(subviews.count - 1, 0)
        if let spacing { return StackGaps(uniform: spacing, count: n) }
        // The gaps are kept one by one only once one differs from the first.
        var values: [CGFloat] = []
        var first: CGFloat = 0
        var k = 0
        guard n > 0 else { return StackGaps(uniform: 0, count: 0) }
        var previous = subviews[subviews.startIndex].spacing
        for subview in subviews.dropFirst() {
            let next = subview.spacing
            let gap = previous.distance(to: next, along: axis)
            previous = next
            if k == 0 {
                first = gap
            } else if !values.isEmpty {
                values.append(gap)
            } else if gap.bitPattern != first.bitPattern {
                values.reserveCapacity(n)
                values.append(contentsOf: repeatElement(first, count: k))
                values.append(gap)
            }
            k += 1
        }
        return values.isEmpty ? StackGaps(uniform: first, count: n) : StackGaps(values: values)
    }

    /// Runs the algorithm for `proposal` (S2–S4), or reuses the cached
    /// outcome for the same proposal.
    func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> Result {
        if let cached = cache.results.value(for: proposal) { return cached }
        // The arrays of the answer about to be forgotten are written over
        // (a steady pass allocates nothing).
        let reused = cache.results.removeLeastRecentIfFull()
        let result = compute(proposal, subviews, cache: &cache, reusing: reused)
        cache.results.insert(result, for: proposal)
        return result
    }

    /// S2–S4 for `proposal`.
    private func compute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout _StackLayoutCache,
                         reusing reused: Result?) -> Result {
        let n = subviews.count
        guard n > 0 else { return Result(size: .zero, origins: [], majors: [], minor: proposal[axis.other]) }
        let gaps = cache.gaps ?? distances(subviews)
        cache.gaps = gaps
        let internalSpacing = gaps.total
        let minor = proposal[axis.other]
        var majors = reused?.majors ?? []
        var origins = reused?.origins ?? []
        majors.removeAll(keepingCapacity: true)
        origins.removeAll(keepingCapacity: true)
        origins.append(contentsOf: repeatElement(CGPoint.zero, count: n))

        if let major = proposal[axis] {
            majors.append(contentsOf: repeatElement(CGFloat.nan, count: n))
            let probes = cache.probes.value(for: minor) ?? probe(minor: minor, subviews)
            cache.probes.insert(probes, for: minor)
            distribute(major - internalSpacing, minor: minor, probes: probes, subviews, into: &majors,
                       scratch: &cache.scratch)
        }
        let unspecifiedMajor = ProposedViewSize(major: nil, in: axis, by: minor)

        // S4: positions along the major axis, alignment across it.
        var position: CGFloat = 0
        var lower: CGFloat = 0
        var upper: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            if i > 0 { position += gaps[i - 1] }
            let dimensions = subview.dimensions(in: majors.isEmpty ? unspecifiedMajor
                                                    : ProposedViewSize(major: majors[i], in: axis, by: minor))
            let size = dimensions.size
            origins[i][axis] = position
            position += size[axis]
            // Across the axis: the guide's position for now, shifted below.
            let start = -dimensions[alignment]
            origins[i][axis.other] = start
            lower = Swift.min(lower, start)
            upper = Swift.max(upper, start + size[axis.other])
        }
        for i in 0..<n { origins[i][axis.other] -= lower }
        let size = CGSize(major: position, in: axis, by: upper - lower)
        return Result(size: size, origins: origins, majors: majors, minor: minor)
    }

    /// S3 step 1: each child's priority, and its minimum and flexibility
    /// along the axis (probed at 0 and ∞) for the cross proposal `minor`.
    private func probe(minor: CGFloat?, _ subviews: LayoutSubviews) -> [StackProbe] {
        var probes: [StackProbe] = []
        probes.reserveCapacity(subviews.count)
        for subview in subviews {
            let low = subview.sizeThatFits(ProposedViewSize(major: 0, in: axis, by: minor))[axis]
            let high = subview.sizeThatFits(ProposedViewSize(major: .infinity, in: axis, by: minor))[axis]
            let flex = high - low
            probes.append(StackProbe(priority: subview.priority, min: low, flex: flex.isNaN ? 0 : flex))
        }
        return probes
    }

    /// S3: shares `available` major length among the children.
    private func distribute(_ available: CGFloat, minor: CGFloat?, probes: [StackProbe], _ subviews: LayoutSubviews,
                            into majors: inout [CGFloat], scratch: inout StackScratch) {
        // The order and the groups are worked out in the cache's scratch
        // arrays (taken out while in use, so they stay uniquely referenced).
        var entries = scratch.entries
        var groupStarts = scratch.groupStarts
        scratch = StackScratch()
        defer { scratch = StackScratch(entries: entries, groupStarts: groupStarts) }
        entries.removeAll(keepingCapacity: true)
        for (i, probe) in probes.enumerated() {
            entries.append(StackScratch.Entry(index: i, priority: probe.priority, min: probe.min, flex: probe.flex))
        }
        // Stable order: priority descending, flexibility ascending; two
        // infinitely flexible children: the larger minimum first.
        entries.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flex != b.flex { return a.flex < b.flex }
            if a.flex == .infinity && a.min != b.min { return a.min > b.min }
            return a.index < b.index
        }
        groupStarts.removeAll(keepingCapacity: true)
        groupStarts.append(0)
        for k in 1..<Swift.max(entries.count, 1) where entries[k].priority != entries[k - 1].priority {
            groupStarts.append(k)
        }
        var avail = available
        // Reserve the minimums of every group after the first.
        for k in (groupStarts.count > 1 ? groupStarts[1] : entries.count)..<entries.count {
            avail -= entries[k].min
        }
        for (g, start) in groupStarts.enumerated() {
            let end = g + 1 < groupStarts.count ? groupStarts[g + 1] : entries.count
            if g > 0 {
                for k in start..<end { avail += entries[k].min }
            }
            for k in start..<end {
                let remaining = CGFloat(end - k)
                let offer = Swift.max(avail / remaining, 0)
                let index = entries[k].index
                let length = offer.isNaN ? 0 : offer
                let proposal = ProposedViewSize(major: length, in: axis, by: minor)
                majors[index] = length
                let taken = subviews[subviews.startIndex + index].sizeThatFits(proposal)[axis]
                let next = avail - taken
                if !next.isNaN { avail = next }
            }
        }
    }

    /// The size for `proposal` (S2–S4).
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> CGSize {
        run(proposal, subviews, cache: &cache).size
    }

    /// Places children in `bounds`; an unspecified minor proposal becomes
    /// the stack's own minor size, so flexible children stretch (S6).
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                       cache: inout _StackLayoutCache) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let result = run(p, subviews, cache: &cache)
        for (i, subview) in subviews.enumerated() {
            let origin = CGPoint(x: bounds.minX + result.origins[i].x, y: bounds.minY + result.origins[i].y)
            subview.place(at: origin, anchor: .topLeading, proposal: result.proposal(i, along: axis))
        }
    }

    /// A stack's spacing: edges across the axis from every child, the
    /// leading (top) edge from the first child and the trailing (bottom)
    /// edge from the last (V4).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing(values: [:], defaults: first.spacing.defaults)
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return result
    }
}

/// Internal: the distances between a stack's adjacent children (S1) — one
/// value when they are all the same (a fixed `spacing`, or children with the
/// same preferences: the common case, 8 bytes a child spared), else one a gap.
struct StackGaps {
    private let uniform: CGFloat
    private let values: [CGFloat]
    /// The sum of the gaps, added in order (as `reduce(0, +)` would).
    let total: CGFloat

    init(uniform: CGFloat, count: Int) {
        self.uniform = uniform
        self.values = []
        var total: CGFloat = 0
        for _ in 0..<count { total += uniform }
        self.total = total
    }

    init(values: [CGFloat]) {
        self.uniform = 0
        self.values = values
        self.total = values.reduce(0, +)
    }

    /// The distance between child `i` and child `i + 1`.
    @inline(__always)
    subscript(i: Int) -> CGFloat { values.isEmpty ? uniform : values[i] }
}
