/// Internal: the layout of `LazyVGrid` (tracks are columns, `axis`
/// horizontal) and `LazyHGrid` (tracks are rows, `axis` vertical).
///
/// The `GridItem`s are resolved into tracks along `axis` (LG1), from the
/// proposed length L and each item's spacing s (its `spacing`, or the
/// default spacing — one cell):
/// - the available length is L minus the spacings between the items;
/// - `.fixed(w)` items take w first;
/// - then the other items, **in order**, each take `remaining / itemsLeft`:
///   a `.flexible(minimum:maximum:)` item clamped into its bounds, an
///   `.adaptive(minimum:maximum:)` item unclamped;
/// - an adaptive item with share A holds k = max(1, ⌊(A + s) / (minimum + s)⌋)
///   tracks of (A − (k − 1)s) / k each (at most its maximum) — its minimum
///   only decides how many, so tracks may end up narrower than it.
///
/// ```
/// spacing 8, width 200 (available 192):
/// fixed 70 + adaptive(min 40)         → 70 | 57 | 57   (122 holds ⌊130/48⌋ = 2)
/// flexible(min 140) + adaptive(min 70) → 140 | 52      (96 → 140; 52 holds 1)
/// flexible(min 50) + flexible(min 120) → 96 | 120      (224: overflows 200)
/// ```
///
/// Unoffered (`nil`), a flexible item takes its minimum and an adaptive item
/// one track of its minimum; offered `.infinity`, flexible and adaptive
/// items take their maximum (one track each). Views fill the tracks in
/// order; each line across is as long as its longest view, lines are
/// `spacing` apart; a view is proposed (track length, nil) and aligned in
/// its cell by the item's alignment, else the grid's. Sizing and placement
/// resolve the tracks from the same proposal, so they agree (L1).
///
/// Sections (LZ2): a section's header and footer each take a line of their
/// own, spanning every track — proposed the grid's whole length across and
/// `nil` along, aligned by the grid's alignment — and a section's views
/// start a new line (the views after it too), as SwiftUI draws them:
///
/// ```
/// LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3))],    Fruit
///           alignment: .leading, spacing: 0) {                     A   B
///     Section("Fruit") { A; B; C }                                 C
///     Section("Veg") { D }                                         Veg
/// }                                                                D
/// ```
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    /// One resolved `GridItem`: `count` tracks of `length`, `spacing` apart
    /// and `spacing` before the next item.
    struct Resolved: Equatable {
        var count: CGFloat = 1
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment

        /// The length the item's tracks take, with the spacing between them.
        var total: CGFloat { count * length + (count - 1) * spacing }
    }

    /// One track (a column of `LazyVGrid`, a row of `LazyHGrid`).
    struct Track: Equatable {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment
    }

    /// A usable spacing: finite and not negative, else 0.
    static func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// The items resolved for an available length (LG1).
    func resolve(available: CGFloat?, defaultSpacing: CGFloat) -> [Resolved] {
        let spacings = items.map { Self.usable($0.spacing ?? defaultSpacing) }
        var resolved = items.indices.map {
            Resolved(length: 0, spacing: spacings[$0], alignment: items[$0].alignment ?? alignment)
        }
        guard let available, !available.isNaN else {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let w): resolved[i].length = Self.usable(w)
                case .flexible(let lo, _), .adaptive(let lo, _): resolved[i].length = Self.usable(lo)
                }
            }
            return resolved
        }
        if available == .infinity {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let w): resolved[i].length = Self.usable(w)
                case let .flexible(lo, hi), let .adaptive(lo, hi):
                    resolved[i].length = hi.isNaN ? Self.usable(lo) : Swift.max(Self.usable(lo), hi)
                }
            }
            return resolved
        }
        var remaining = available - spacings.dropLast().reduce(0, +)
        var left = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let w) = item.size {
                resolved[i].length = Self.usable(w)
                remaining -= resolved[i].length
            } else {
                left += 1
            }
        }
        for (i, item) in items.enumerated() {
            let share = remaining / CGFloat(Swift.max(left, 1))
            switch item.size {
            case .fixed:
                continue
            case let .flexible(lo, hi):
                let minimum = Self.usable(lo)
                let maximum = Swift.max(minimum, hi.isNaN ? minimum : hi)
                resolved[i].length = Swift.min(Swift.max(share.isNaN ? minimum : share, minimum), maximum)
                remaining -= resolved[i].length
            case let .adaptive(lo, hi):
                let share = share.isNaN ? 0 : Swift.max(0, share)
                let (count, length) = adaptiveTracks(share: share, minimum: Self.usable(lo), maximum: hi,
                                                     spacing: spacings[i])
                resolved[i].count = count
                resolved[i].length = length
                remaining -= resolved[i].total
            }
            left -= 1
        }
        return resolved
    }

    /// How many tracks of what length an adaptive item holds in `share`:
    /// k = max(1, ⌊(share + s) / (minimum + s)⌋) tracks dividing the share
    /// equally, each at most `maximum`. An infinite share holds one track of
    /// the maximum. `k` stays a floating-point count: a huge share holds a
    /// huge number of tracks without converting it to `Int`.
    func adaptiveTracks(share: CGFloat, minimum: CGFloat, maximum: CGFloat, spacing s: CGFloat) -> (CGFloat, CGFloat) {
        let maximum = maximum.isNaN ? .infinity : Swift.max(maximum, 0)
        guard share.isFinite else { return (1, Swift.min(share, maximum)) }
        // A tiny tolerance so that an exact fit (e.g. 32 = 3 × 10 + 2 × 1) is not lost to rounding.
        let fit = ((share + s) / Swift.max(minimum + s, .ulpOfOne) + 1e-9).rounded(.down)
        let count = Swift.max(1, fit.isFinite ? fit : 1)
        return (count, Swift.min((share - (count - 1) * s) / count, maximum))
    }

    /// The tracks for `proposal`, at most `limit` of them (the views fill
    /// only that many; the length across counts them all), and the length across.
    func tracks(_ proposal: ProposedViewSize, _ subviews: Subviews, limit: Int) -> (tracks: [Track], across: CGFloat) {
        tracks(proposal, defaultSpacing: defaultSpacing(subviews), limit: limit)
    }

    /// The tracks for `proposal` with `defaultSpacing` (what the views' spacing defaults to), at most `limit`.
    func tracks(_ proposal: ProposedViewSize, defaultSpacing: CGSize, limit: Int) -> (tracks: [Track], across: CGFloat) {
        let resolved = resolve(available: proposal[axis], defaultSpacing: defaultSpacing[axis])
        var tracks: [Track] = []
        let wanted = resolved.reduce(0) { $0 + Swift.min($1.count.isFinite ? $1.count : 1, CGFloat(limit)) }
        tracks.reserveCapacity(Swift.min(limit, Int(Swift.min(wanted, CGFloat(limit)))))
        for item in resolved where tracks.count < limit {
            let count = item.count < CGFloat(limit - tracks.count) ? Int(item.count) : limit - tracks.count
            for _ in 0..<Swift.max(count, 0) {
                tracks.append(Track(length: item.length, spacingAfter: item.spacing, alignment: item.alignment))
            }
        }
        let across = resolved.map(\.total).reduce(0, +) + resolved.dropLast().map(\.spacing).reduce(0, +)
        return (tracks, resolved.isEmpty ? 0 : across)
    }

    func defaultSpacing(_ subviews: Subviews) -> CGSize {
        subviews.first?.spacing.defaults ?? CGSize(width: 1, height: 1)
    }

    /// How a section's header or footer, which spans the grid on a line of
    /// its own, is aligned: across the tracks by the grid's alignment, along
    /// the line at its start (LZ2).
    var spanAlignment: Alignment {
        axis == .horizontal ? Alignment(horizontal: alignment.horizontal, vertical: .top)
                            : Alignment(horizontal: .leading, vertical: alignment.vertical)
    }

    /// What a view in a track of `length` is proposed: the track's length, its ideal along the lines.
    func cellProposal(_ length: CGFloat) -> ProposedViewSize { ProposedViewSize(major: length, in: axis, by: nil) }

    /// The marks `Section` wrote on the subviews (LZ2), in order.
    static func marks(_ subviews: Subviews) -> [LineMark] {
        var marks: [LineMark] = []
        for (i, subview) in subviews.enumerated() {
            let mark = subview[SectionMarkKey.self]
            if !mark.isEmpty { marks.append(LineMark(row: i, mark: mark)) }
        }
        return marks
    }

    /// What `arrange` works out for one proposal.
    struct Arrangement {
        var tracks: [Track] = []
        /// Which subviews lie on which line (sections break lines).
        var map = LazyLineMap(rowCount: 0, perLine: 1)
        /// Each line's length along the lines' axis.
        var lines: [CGFloat] = []
        /// The length across the tracks (what a header or footer spans).
        var across: CGFloat = 0
        var size: CGSize = .zero
    }

    /// Track positions, which subviews lie on which line, line lengths and
    /// the grid's size for `proposal`. A section's header or footer is
    /// alone on its line and proposed the grid's whole length across.
    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let defaults = defaultSpacing(subviews)
        let (tracks, across) = self.tracks(proposal, subviews, limit: Swift.max(subviews.count, 1))
        guard !tracks.isEmpty else { return Arrangement() }
        let map = LazyLineMap(rowCount: subviews.count, perLine: tracks.count, marks: Self.marks(subviews))
        let spanProposal = cellProposal(across)
        var lines = [CGFloat](repeating: 0, count: map.lineCount)
        for j in 0..<map.lineCount {
            let spans = map.spans(line: j)
            for (t, i) in map.rows(ofLine: j).enumerated() {
                let size = subviews[i].sizeThatFits(spans ? spanProposal : cellProposal(tracks[t].length))
                lines[j] = Swift.max(lines[j], size[axis.other])
            }
        }
        let lineSpacing = Self.usable(spacing ?? defaults[axis.other])
        let along = lines.reduce(0, +) + lineSpacing * CGFloat(Swift.max(0, lines.count - 1))
        return Arrangement(tracks: tracks, map: map, lines: lines, across: across,
                           size: CGSize(major: across, in: axis, by: along))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        let tracks = arrangement.tracks, lines = arrangement.lines
        guard !tracks.isEmpty else { return }
        let lineSpacing = Self.usable(spacing ?? defaultSpacing(subviews)[axis.other])
        var trackStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacingAfter
        }
        var lineStart: CGFloat = 0
        for (j, lineLength) in lines.enumerated() {
            let spans = arrangement.map.spans(line: j)
            for (t, i) in arrangement.map.rows(ofLine: j).enumerated() {
                let length = spans ? arrangement.across : tracks[t].length
                let cellProposal = cellProposal(length)
                let cell = CGSize(major: length, in: axis, by: lineLength)
                let origin = alignedOrigin(size: cell, child: subviews[i].dimensions(in: cellProposal),
                                           alignment: spans ? spanAlignment : tracks[t].alignment)
                var corner = CGPoint.zero
                corner[axis] = spans ? 0 : trackStarts[t]
                corner[axis.other] = lineStart
                subviews[i].place(at: CGPoint(x: bounds.minX + corner.x + origin.x, y: bounds.minY + corner.y + origin.y),
                                  proposal: cellProposal)
            }
            lineStart += lineLength + lineSpacing
        }
    }
}
