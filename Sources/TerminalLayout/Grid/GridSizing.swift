/// One column or row of a `GridLayout` while the grid shares out a length (G1).
struct GridTrack: Equatable {
    /// The length at the cells' ideal sizes, guide offsets included (G1a).
    var ideal: CGFloat = 0
    /// What the track offers its cells when the grid is unoffered: `ideal` without the room
    /// taken by guide offsets — the widest (tallest) cell — so that a flexible cell is not
    /// stretched by another cell's guide and then moved by it too (G1a).
    var offered: CGFloat = 0
    /// The least length a flexible track takes.
    var minimum: CGFloat = 0
    /// The most length a flexible track takes.
    var maximum: CGFloat = 0
    /// Whether the track takes a share of the offered length.
    var flexible = false

    /// Makes the bounds consistent: `minimum ≤ maximum`, both at least 0.
    mutating func normalize() {
        minimum = Swift.max(0, minimum)
        maximum = Swift.max(maximum, minimum)
        offered = Swift.min(Swift.max(0, offered), ideal)
    }
}

/// The lengths `tracks` offer their cells, offered `offered` in all, `spacing`
/// of it taken by the gaps between them (G1): unoffered (`nil`), every track
/// offers its cells' ideal length (`GridTrack.offered`); offered `.infinity`, flexible tracks take their maximum;
/// otherwise inflexible tracks take their ideal length and the flexible ones
/// share the rest equally, a track whose share is outside its bounds taking
/// the bound and dropping out while the others share again.
///
/// ```
/// ideal 10 (fixed) | flexible | flexible, offered 300, spacing 2
/// → 10 | 144 | 144
/// ```
func resolveTracks(_ tracks: [GridTrack], offered: CGFloat?, spacing: CGFloat) -> [CGFloat] {
    guard let offered, !offered.isNaN else { return tracks.map(\.offered) }
    var lengths = tracks.map { $0.flexible ? 0 : $0.ideal }
    var pending = tracks.indices.filter { tracks[$0].flexible }
    if offered == .infinity {
        for i in pending { lengths[i] = tracks[i].maximum }
        return lengths
    }
    var remaining = offered - spacing - lengths.reduce(0, +)
    while !pending.isEmpty {
        let share = Swift.max(0, remaining / CGFloat(pending.count))
        let held = pending.filter { share < tracks[$0].minimum || share > tracks[$0].maximum }
        if held.isEmpty {
            for i in pending { lengths[i] = share }
            break
        }
        for i in held {
            lengths[i] = share < tracks[i].minimum ? tracks[i].minimum : tracks[i].maximum
            remaining -= lengths[i]
        }
        pending.removeAll { held.contains($0) }
    }
    return lengths
}

extension GridLayout {
    /// Column and row positions and sizes for one proposal.
    ///
    /// Two lengths per track (G1a): the *proposed* length, which the grid
    /// shares out and offers the cells, and the track's length, at least the
    /// extent of its guide-aligned cells once aligned on its guide (as a
    /// stack's cross size is, S4) — so a cell moved by an explicit guide
    /// widens its column (row) instead of leaving it.
    struct Geometry {
        /// The widths the columns offer their cells.
        var proposedWidths: [CGFloat]
        var columnGaps: [CGFloat]
        /// The columns' widths: the proposed width, or the extent of the
        /// column's aligned cells if larger.
        var columnWidths: [CGFloat] = []
        var columnX: [CGFloat] = []
        /// The heights the rows offer their cells.
        var proposedHeights: [CGFloat] = []
        /// The rows' heights: the proposed height, or the extent of the row's
        /// aligned cells if larger.
        var rowHeights: [CGFloat] = []
        var rowY: [CGFloat] = []
        /// The dimensions of every guide-aligned cell (by subview index) at
        /// its proposal, and the ranges their guides span (offsets from the
        /// guide) per column and per row.
        var dimensions: [ViewDimensions?] = []
        var columnRanges: [GuideExtent] = []
        var rowRanges: [GuideExtent] = []
        var size: CGSize = .zero

        /// The width of `cell`'s columns and the spacing between them, from `widths`.
        func span(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
            // Most cells are one column: no slices to sum.
            if cell.span == 1 && cell.column < widths.count { return widths[cell.column] }
            let end = min(cell.column + cell.span, widths.count)
            guard cell.column < end else { return 0 }
            return widths[cell.column..<end].reduce(0, +) + columnGaps[cell.column..<(end - 1)].reduce(0, +)
        }

        /// The width of a cell: its columns and the spacing between them.
        func width(of cell: Cell) -> CGFloat { span(cell, columnWidths) }

        /// The width a cell is offered: its columns' proposed widths and the spacing.
        func proposedWidth(of cell: Cell) -> CGFloat { span(cell, proposedWidths) }

        /// What a cell is proposed: its columns' and its row's proposed lengths.
        func proposal(for cell: Cell, row: Int) -> ProposedViewSize {
            ProposedViewSize(width: proposedWidth(of: cell), height: proposedHeights[row])
        }
    }

    /// The columns and rows for `proposal` (G1). Sizing and placement both
    /// call this with the same proposal, so they agree (L1, L2).
    func geometry(_ subviews: Subviews, cache: inout Cache, proposal: ProposedViewSize) -> Geometry {
        if let known = cache.geometries.first(where: { $0.proposal == proposal }) { return known.geometry }
        let g = computeGeometry(subviews, cache: &cache, proposal: proposal)
        cache.geometries.insert((proposal, g), at: 0)
        if cache.geometries.count > 2 { cache.geometries.removeLast() }
        return g
    }

    /// The geometry for `proposal`, from the proposal-independent column
    /// tracks (kept in the cache) and the rows at the resolved widths.
    private func computeGeometry(_ subviews: Subviews, cache: inout Cache, proposal: ProposedViewSize) -> Geometry {
        let neutral = cache.firstMarker.map { subviews[$0].spacing } ?? ViewSpacing()
        if cache.columns == nil {
            let gaps = columnGaps(subviews, cache: cache, neutral: neutral)
            cache.columns = (gaps, columnTracks(subviews, cache: cache, gaps: gaps),
                             self.rowGaps(subviews, cache: cache, neutral: neutral))
        }
        let (gaps, columns, rowGaps) = cache.columns!
        var g = Geometry(proposedWidths: resolveTracks(columns, offered: proposal.width, spacing: gaps.reduce(0, +)),
                         columnGaps: gaps)
        let rows = rowTracks(subviews, cache: cache, geometry: g)
        g.proposedHeights = resolveTracks(rows, offered: proposal.height, spacing: rowGaps.reduce(0, +))
        // G1a: each column (row) is at least as long as its guide-aligned cells once aligned
        // on its guide, measured at the proposals they are placed with.
        g.columnRanges = Array(repeating: GuideExtent(), count: g.proposedWidths.count)
        g.rowRanges = Array(repeating: GuideExtent(), count: cache.rows.count)
        g.dimensions = Array(repeating: nil, count: subviews.count)
        for (r, row) in cache.rows.enumerated() {
            let rowGuide = row.alignment ?? alignment.vertical
            for cell in row.cells where !anchored(cell) && cell.column < g.columnRanges.count {
                let d = subviews[cell.index].dimensions(in: g.proposal(for: cell, row: r))
                g.dimensions[cell.index] = d
                let guide = columnGuide(cell.column, cache)
                g.columnRanges[cell.column].formUnion(-d[guide], -d[guide] + d.width)
                g.rowRanges[r].formUnion(-d[rowGuide], -d[rowGuide] + d.height)
            }
        }
        g.columnWidths = zip(g.proposedWidths, g.columnRanges).map { Self.extend($0, to: $1) }
        g.rowHeights = zip(g.proposedHeights, g.rowRanges).map { Self.extend($0, to: $1) }
        var x: CGFloat = 0
        for c in g.columnWidths.indices {
            g.columnX.append(x)
            x += g.columnWidths[c] + (c < gaps.count ? gaps[c] : 0)
        }
        var y: CGFloat = 0
        for r in g.rowHeights.indices {
            y += rowGaps[r]
            g.rowY.append(y)
            y += g.rowHeights[r]
        }
        g.size = CGSize(width: x, height: y)
        return g
    }

    /// A track's length: `proposed`, or the extent of its aligned cells if that is larger
    /// (a finite extent only: a cell answering ∞ is not a length to widen to).
    static func extend(_ proposed: CGFloat, to extent: GuideExtent) -> CGFloat {
        guard let range = extent.range else { return proposed }
        let extent = range.upper - range.lower
        return extent.isFinite && extent > proposed ? extent : proposed
    }

    /// The spacing between columns: fixed, or from the cells' preferences (V3).
    func columnGaps(_ subviews: Subviews, cache: Cache, neutral: ViewSpacing) -> [CGFloat] {
        (0..<max(0, cache.columnCount - 1)).map { c in
            if let fixed = horizontalSpacing { return nonNegativeGridLength(fixed) }
            var left = neutral, right = neutral
            for row in cache.rows {
                for cell in row.cells where cell.span > 0 {
                    if cell.column + cell.span - 1 == c { left.formUnion(subviews[cell.index].spacing) }
                    if cell.column == c + 1 { right.formUnion(subviews[cell.index].spacing) }
                }
            }
            return nonNegativeGridLength(left.distance(to: right, along: .horizontal))
        }
    }

    /// The spacing above each row: 0 above the first non-empty row and above
    /// empty rows; otherwise fixed, or from the cells' preferences (V3).
    func rowGaps(_ subviews: Subviews, cache: Cache, neutral: ViewSpacing) -> [CGFloat] {
        var previous: Row?
        return cache.rows.map { row in
            guard !row.cells.isEmpty else { return 0 }
            defer { previous = row }
            guard let upper = previous else { return 0 }
            if let fixed = verticalSpacing { return nonNegativeGridLength(fixed) }
            var top = neutral, bottom = neutral
            for cell in upper.cells { top.formUnion(subviews[cell.index].spacing) }
            for cell in row.cells { bottom.formUnion(subviews[cell.index].spacing) }
            return nonNegativeGridLength(top.distance(to: bottom, along: .vertical))
        }
    }

    /// The columns: ideal widths from the single-column cells (aligned on the
    /// column's guide) widened by spanning cells; flexible when a cell grows
    /// with the width, or when a flexible spanning cell covers only
    /// inflexible columns (G1).
    func columnTracks(_ subviews: Subviews, cache: Cache, gaps: [CGFloat]) -> [GridTrack] {
        let n = cache.columnCount
        var tracks = [GridTrack](repeating: GridTrack(), count: n)
        var ranges = [GuideExtent](repeating: GuideExtent(), count: n)
        var spanning: [Cell] = []
        for row in cache.rows {
            for cell in row.cells {
                let subview = subviews[cell.index]
                guard !cell.unsizedAxes.contains(.horizontal) else { continue }
                if cell.merged {
                    spanning.append(cell)
                    continue
                }
                let c = cell.column
                let d = subview.dimensions(in: .unspecified)
                if anchored(cell) {
                    tracks[c].ideal = max(tracks[c].ideal, d.width)
                } else {
                    let guide = columnGuide(c, cache)
                    ranges[c].formUnion(-d[guide], -d[guide] + d.width)
                }
                tracks[c].offered = max(tracks[c].offered, d.width)
                let most = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width
                tracks[c].minimum = max(tracks[c].minimum, subview.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
                tracks[c].maximum = max(tracks[c].maximum, most)
                if most > d.width { tracks[c].flexible = true }
            }
        }
        for c in 0..<n {
            if let range = ranges[c].range { tracks[c].ideal = max(tracks[c].ideal, range.upper - range.lower) }
        }
        func spanned(_ cell: Cell) -> Range<Int> { cell.column..<min(cell.column + cell.span, n) }
        func idealWidth(_ columns: Range<Int>) -> CGFloat {
            columns.map { tracks[$0].ideal }.reduce(0, +) + gaps[columns.lowerBound..<max(columns.lowerBound, columns.upperBound - 1)].reduce(0, +)
        }
        for cell in spanning {
            let columns = spanned(cell)
            guard !columns.isEmpty else { continue }
            let missing = subviews[cell.index].sizeThatFits(.unspecified).width - idealWidth(columns)
            guard missing > 0 else { continue }
            for c in columns {
                tracks[c].ideal += missing / CGFloat(columns.count)
                tracks[c].offered += missing / CGFloat(columns.count)
            }
        }
        for cell in spanning {
            let columns = spanned(cell)
            let subview = subviews[cell.index]
            let most = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width
            guard !columns.isEmpty, most > subview.sizeThatFits(.unspecified).width,
                  !columns.contains(where: { tracks[$0].flexible }) else { continue }
            let extra = max(0, most - idealWidth(columns)) / CGFloat(columns.count)
            for c in columns {
                tracks[c].flexible = true
                tracks[c].minimum = tracks[c].ideal
                tracks[c].maximum = tracks[c].ideal + extra
            }
        }
        for c in 0..<n { tracks[c].normalize() }
        return tracks
    }

    /// The rows: ideal heights from the cells at their cells' widths (aligned
    /// on the row's guide); flexible when a cell grows with the height (G1).
    func rowTracks(_ subviews: Subviews, cache: Cache, geometry g: Geometry) -> [GridTrack] {
        cache.rows.map { row in
            var track = GridTrack()
            var extent = GuideExtent()
            let guide = row.alignment ?? alignment.vertical
            for cell in row.cells {
                let subview = subviews[cell.index]
                guard !cell.unsizedAxes.contains(.vertical) else { continue }
                let width = g.proposedWidth(of: cell)
                let d = subview.dimensions(in: ProposedViewSize(width: width, height: nil))
                if anchored(cell) {
                    track.ideal = max(track.ideal, d.height)
                } else {
                    extent.formUnion(-d[guide], -d[guide] + d.height)
                }
                track.offered = max(track.offered, d.height)
                let most = subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity)).height
                track.minimum = max(track.minimum, subview.sizeThatFits(ProposedViewSize(width: width, height: 0)).height)
                track.maximum = max(track.maximum, most)
                if most > d.height { track.flexible = true }
            }
            if let range = extent.range { track.ideal = max(track.ideal, range.upper - range.lower) }
            track.normalize()
            return track
        }
    }
}
