/// Internal: the layout of `LazyVGrid` (tracks are columns, `axis`
/// horizontal) and `LazyHGrid` (tracks are rows, `axis` vertical).
///
/// Tracks along `axis` from the available length L:
/// - `.fixed(x)` takes x;
/// - the length left after fixed tracks and the spacing between items is
///   shared equally among the flexible and adaptive items, each clamped to
///   its minimum and maximum (clamped items drop out and the rest share
///   again);
/// - an adaptive item with share A holds k = max(1, ⌊(A + s) / (min + s)⌋)
///   tracks of (A − (k − 1)s) / k, at most its maximum — so
///   `[GridItem(.adaptive(minimum: m))]` is a responsive grid.
/// With an unspecified length, flexible items take their minimum and an
/// adaptive item one track of its minimum. Views fill the tracks in order;
/// each line across is as long as its longest view, lines are `spacing`
/// apart; a view is proposed (track length, nil) and aligned in its cell.
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment
    }

    func tracks(available: CGFloat?, defaultSpacing: CGFloat) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().map { $0.spacing ?? defaultSpacing }.reduce(0, +)
        var shares = [CGFloat?](repeating: nil, count: items.count)
        var fixedTotal: CGFloat = 0
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            if case .fixed(let x) = item.size { shares[i] = Swift.max(0, x.isFinite ? x : 0); fixedTotal += shares[i]! }
            else { open.append(i) }
        }
        func bounds(_ i: Int) -> (CGFloat, CGFloat) {
            switch items[i].size {
            case .fixed(let x): return (x, x)
            case let .flexible(lo, hi): return (Swift.max(0, lo), Swift.max(lo, hi))
            case let .adaptive(lo, _): return (Swift.max(0, lo), .infinity)
            }
        }
        if let available {
            var remaining = available - fixedTotal - gaps
            var pending = open
            while !pending.isEmpty {
                let share = Swift.max(0, remaining / CGFloat(pending.count))
                let clamped = pending.filter { let (lo, hi) = bounds($0); return share < lo || share > hi }
                if clamped.isEmpty {
                    for i in pending { shares[i] = share }
                    break
                }
                for i in clamped {
                    let (lo, hi) = bounds(i)
                    shares[i] = share < lo ? lo : hi
                    remaining -= shares[i]!
                }
                pending.removeAll { clamped.contains($0) }
            }
        } else {
            for i in open { shares[i] = bounds(i).0 }
        }
        var result: [Track] = []
        for (i, item) in items.enumerated() {
            let spacingAfter = item.spacing ?? defaultSpacing
            let share = shares[i] ?? 0
            let trackAlignment = item.alignment ?? alignment
            if case let .adaptive(lo, hi) = item.size {
                let s = spacingAfter
                // At most 1,024 tracks: a huge finite proposal must not make billions.
                let k = Swift.max(1, Swift.min(1024, Int(saturating: ((share + s) / (Swift.max(lo, 1e-9) + s) + 1e-9).rounded(.down))))
                let length = Swift.min((share - CGFloat(k - 1) * s) / CGFloat(k), Swift.max(lo, hi))
                for _ in 0..<k { result.append(Track(length: Swift.max(length, lo), spacingAfter: s, alignment: trackAlignment)) }
            } else {
                result.append(Track(length: share, spacingAfter: spacingAfter, alignment: trackAlignment))
            }
        }
        return result
    }

    func defaultSpacing(_ subviews: Subviews) -> CGSize {
        subviews.first?.spacing.defaults ?? CGSize(width: 1, height: 1)
    }

    /// Track positions, line lengths and per-view proposals for `proposal`.
    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [Track], lines: [CGFloat], size: CGSize) {
        let defaults = defaultSpacing(subviews)
        let tracks = self.tracks(available: proposal[axis], defaultSpacing: defaults[axis])
        guard !tracks.isEmpty else { return ([], [], .zero) }
        var lines: [CGFloat] = []
        for (i, subview) in subviews.enumerated() {
            let track = tracks[i % tracks.count]
            let size = subview.sizeThatFits(ProposedViewSize(major: track.length, in: axis, by: nil))
            if i % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = Swift.max(lines[lines.count - 1], size[axis.other])
        }
        let lineSpacing = spacing ?? defaults[axis.other]
        let across = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacingAfter).reduce(0, +)
        let along = lines.reduce(0, +) + lineSpacing * CGFloat(Swift.max(0, lines.count - 1))
        return (tracks, lines, CGSize(major: across, in: axis, by: along))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = proposal
        if p[axis] == nil { p[axis] = bounds.size[axis] }
        let (tracks, lines, _) = arrange(p, subviews)
        guard !tracks.isEmpty else { return }
        let lineSpacing = spacing ?? defaultSpacing(subviews)[axis.other]
        var trackStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacingAfter
        }
        var lineStart: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let t = i % tracks.count
            let line = i / tracks.count
            if t == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let cellProposal = ProposedViewSize(major: tracks[t].length, in: axis, by: nil)
            let cell = CGSize(major: tracks[t].length, in: axis, by: lines[line])
            let origin = alignedOrigin(size: cell, child: subview.dimensions(in: cellProposal), alignment: tracks[t].alignment)
            var corner = CGPoint.zero
            corner[axis] = trackStarts[t]
            corner[axis.other] = lineStart
            subview.place(at: CGPoint(x: bounds.minX + corner.x + origin.x, y: bounds.minY + corner.y + origin.y),
                          proposal: cellProposal)
        }
    }
}
