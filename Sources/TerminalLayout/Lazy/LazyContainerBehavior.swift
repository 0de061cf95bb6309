/// Internal: the behaviour of a `LazyVStack`, `LazyHStack`, `LazyVGrid`
/// or `LazyHGrid` inside a scroll view that scrolls along its axis: rows
/// are made, measured and placed only where the scroll view shows them
/// (LZ1). A grid works line by line (`LazyLines`: a line is one row per
/// track); what follows says "row" for a stack's line.
///
/// ```
///   scroll view (clips)          the stack, as long as all its rows
///  ┌──────────────────┐   ─┬─  row 0 … 9        measured, recycled
///  │                  │    │   row 10 … 14      overscan (½ a screen)
///  │ row 15 … 38      │ ◀──┼── visible rows: made, measured, placed
///  │                  │    │   row 39 … 50      overscan
///  └──────────────────┘    │   row 51 … 999,999 never made: estimated
///                         ─┴─
/// ```
///
/// Sizing: along the axis, the sum of the measured rows' lengths, the
/// estimate (their mean) for each row not measured yet, and the spacing
/// between every two rows (`RowLengths`); before any row is measured it
/// measures rows from where it was last placed until they fill
/// the screen (the root's proposal along the axis, or `sampleLength` when
/// that is open); a list of at most `sampleRows` rows is measured whole, so
/// its size is exact and does not depend on what was shown before. Lengths
/// hold for one cross proposal: another one (a vertical stack given a new
/// width) forgets them, as rows may wrap differently. Across the axis it takes the proposed length, or the
/// widest row measured when the proposal leaves it open (it cannot know
/// the widest of rows it has not made). Every row is proposed the
/// stack's cross proposal and an unspecified length along the axis, its
/// ideal, as a stack in a scroll view is.
///
/// Placing: the visible part of the stack is its bounds clipped by the
/// scroll view (`LayoutEngine.currentClip`), widened by half its length
/// on each side (overscan). The first row in it is found from the
/// estimated starts; rows follow at their measured lengths. Each row is
/// aligned across the axis on the stack's alignment guide, as in a stack
/// whose width is its bounds'. Rows measured for the first time, or
/// measured differently, change the stack's length: the pass is then run
/// again (see `ViewGraph.layout`), with the enclosing scroll view's offset
/// moved so that the first row shown stays where it was on screen, or,
/// when the scroll view showed the stack's end, so that it still does
/// (`End` shows the last rows however wrong the first estimate was).
///
/// Spacing: `spacing`, or the environment's default spacing along the
/// axis between every two rows (a row's own spacing preferences are not
/// consulted: its neighbours may not exist).
///
/// A grid: its length across the axis and its tracks are the eager grid's
/// (`LazyGridLayout`, from the cross proposal); lines are `spacing` apart
/// (negative or non-finite: none, as in the eager grid); a row is proposed
/// its track's length and aligned in its cell (track × line) by the
/// track's alignment, so every frame is the eager grid's. A new number of
/// tracks forgets the lines' lengths (lines hold other rows). A section's
/// header and footer are lines of their own spanning the tracks, and its
/// rows start a new line (`LazyLineMap`, LZ2).
///
/// Pinning (LZ2): with `pinnedViews`, the header (footer) of each section
/// shown is placed at the start (end) of the visible part, within its
/// section, after the rows — see `pinSections`.
struct LazyContainerBehavior: NodeBehavior {
    /// Its rows are not its children, so whether one depends on its
    /// container is not known from them: taken to (CRF1; worked out only
    /// in a graph that has container-relative frames).
    var containerDependence: ContainerDependence { .always }
    /// How rows lie across the axis.
    enum Arrangement {
        /// One row a line, aligned across the axis on a guide; the
        /// section headers or footers in `pinned` stay in view (LZ2).
        case stack(alignment: AlignmentKey, pinned: PinnedScrollableViews)
        /// Rows in the tracks of a grid (its `axis` is across the container's);
        /// the section headers or footers in `pinned` stay in view.
        case grid(LazyGridLayout, pinned: PinnedScrollableViews)

        /// The section headers or footers kept in view.
        var pinned: PinnedScrollableViews {
            switch self {
            case .stack(_, let pinned), .grid(_, let pinned): return pinned
            }
        }
    }

    let axis: Axis
    let arrangement: Arrangement
    let spacing: CGFloat?

    /// How much of the stack's length is measured before its first size is
    /// known when the root's proposal does not say how long the screen is.
    static let sampleLength: Double = 64
    /// The most rows measured before the first size is known; a container
    /// of at most this many rows is measured whole.
    static let sampleRows = 256

    var kindName: String {
        switch arrangement {
        case .stack: return axis == .vertical ? "LazyVStack" : "LazyHStack"
        case .grid: return axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        }
    }

    /// Rows come from closures, which cannot be compared: the stack counts
    /// as changed at every update (its size is cheap to work out again).
    func isSame(as other: any NodeBehavior) -> Bool { false }

    var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The space between two lines (and between the views of one row).
    func gap(_ engine: LayoutEngine) -> Double {
        switch arrangement {
        case .stack:
            return Double(spacing.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
                          ?? engine.environment.defaultSpacingSize[axis])
        case .grid:
            return Double(LazyGridLayout.usable(spacing ?? engine.environment.defaultSpacingSize[axis]))
        }
    }

    /// How rows lie across the axis for `proposal`.
    func lines(_ proposal: ProposedViewSize, rowCount: Int, engine: LayoutEngine) -> LazyLines {
        switch arrangement {
        case .stack:
            return .stack(proposal, axis: axis)
        case .grid(let layout, _):
            return .grid(layout, proposal, defaultSpacing: engine.environment.defaultSpacingSize, rowCount: rowCount)
        }
    }

    /// Prepares `state` for `proposal`: its lengths hold for the rows'
    /// proposals (a stack's cross proposal, a grid's tracks) and rows a line.
    private func prepare(_ state: LazyContainerState, _ proposal: ProposedViewSize, engine: LayoutEngine) -> LazyLines {
        let lines = lines(proposal, rowCount: state.rowCount, engine: engine)
        state.arrange(lines)
        return lines
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        guard let state = node.lazyState else { return .zero }
        let lines = prepare(state, proposal, engine: engine)
        guard lines.perLine > 0 else { return .zero }
        let count = state.lineCount
        var rows: [NodeList] = []   // one buffer for the lines measured
        if state.rowCount <= Self.sampleRows {
            // A short list is measured whole: its size is then exact and
            // the same whatever was measured or placed before.
            for j in 0..<count where state.lengths.measured(j) == nil {
                rows.removeAll(keepingCapacity: true)
                measureLine(j, lines, state: state, engine: engine, into: &rows)
            }
        } else if state.lengths.measuredCount == 0 {
            var j = Swift.min(Swift.max(0, state.firstPlacedLine), count - 1)
            let screen = engine.rootProposal[axis].flatMap { $0.isFinite ? Double($0) : nil } ?? Self.sampleLength
            let gap = gap(engine)
            var filled: Double = 0
            var measured = 0
            while j < count, filled < screen, measured < Self.sampleRows {
                rows.removeAll(keepingCapacity: true)
                measureLine(j, lines, state: state, engine: engine, into: &rows)
                filled += state.lengths.length(j) + gap
                measured += state.rows(ofLine: j).count
                j += 1
            }
        }
        state.endMaking()
        var size = CGSize.zero
        size[axis] = CGFloat(state.lengths.total(gap: gap(engine)))
        if let across = lines.across {
            size[crossAxis] = across
        } else if let cross = proposal[crossAxis], cross.isFinite {
            size[crossAxis] = cross
        } else {
            size[crossAxis] = CGFloat(state.widest)
        }
        return size
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        guard let state = node.lazyState else { return [] }
        engine.stats.placeSubviewsCalls += 1
        state.beginPass()
        let lines = prepare(state, proposal, engine: engine)
        let count = lines.perLine > 0 ? state.lineCount : 0
        let gap = gap(engine)
        let totalBefore = state.lengths.total(gap: gap)
        let widestBefore = state.widest

        // The visible stretch along the axis, relative to the container's start, with overscan.
        var window = engine.currentClip ?? bounds
        // Right to left, rows are laid out left to right and placed mirrored
        // (RTL1): the visible stretch, mirrored within the bounds, is the one
        // the rows are laid out in.
        if axis == .horizontal, node.isRightToLeft {
            window.origin.x = bounds.minX + bounds.maxX - window.maxX
        }
        let start = Double(bounds.minimum(axis))
        let visibleFrom = Double(window.minimum(axis)) - start
        let visibleTo = Double(window.maximum(axis)) - start
        let overscan = Swift.max(0, visibleTo - visibleFrom) / 2
        let from = visibleFrom - overscan, to = visibleTo + overscan

        // The first line shown, and where it starts before anything new is measured.
        let anchorLine = count > 0 ? state.lengths.row(at: Swift.max(0, visibleFrom), gap: gap) : 0
        let anchorStart = state.lengths.start(of: anchorLine, gap: gap)
        let showedEnd = visibleFrom > 0 && visibleTo >= totalBefore - 0.5

        var placements: [ChildPlacement] = []
        var placed: [Node] = []
        var first = 0, last = -1
        if count > 0, to >= 0, visibleTo > visibleFrom {
            // The lines to place, each with its rows' elements (in one buffer), and where the first starts.
            var shown: [(index: Int, rows: Range<Int>)] = []
            var cells: [NodeList] = []
            var position: Double
            if showedEnd {
                // Showing the end: lines from the last one back until they cover the
                // window, placed so that the last ends where the container does.
                var covered: Double = 0
                var j = count - 1
                while j >= 0, covered < totalBefore - from {
                    let rows = measureLine(j, lines, state: state, engine: engine, into: &cells)
                    covered += state.lengths.length(j) + (shown.isEmpty ? 0 : gap)
                    shown.append((j, rows))
                    j -= 1
                }
                shown.reverse()
                position = totalBefore - covered
            } else {
                // Elsewhere: lines from the first in the window, from its estimated start.
                var j = state.lengths.row(at: Swift.max(0, from), gap: gap)
                position = state.lengths.start(of: j, gap: gap)
                var end = position
                while j < count, end <= to {
                    let rows = measureLine(j, lines, state: state, engine: engine, into: &cells)
                    shown.append((j, rows))
                    end += state.lengths.length(j) + gap
                    j += 1
                }
            }
            // Lines in the overscan are made and measured, not placed: only what
            // the scroll view shows is.
            var firstVisible: Int?, lastVisible = 0
            for (j, rows) in shown {
                let lineLength = state.lengths.length(j)
                if position + lineLength > visibleFrom && position < visibleTo {
                    place(cells[rows], line: CGFloat(position), length: CGFloat(lineLength), spans: state.spans(line: j),
                          lines, in: bounds, gap: CGFloat(gap), engine: engine, into: &placements, placed: &placed)
                    if firstVisible == nil { firstVisible = j }
                    lastVisible = j
                }
                position += lineLength + gap
            }
            if !arrangement.pinned.isEmpty, let firstVisible {
                pinSections(arrangement.pinned, shown: firstVisible...lastVisible, visible: visibleFrom..<visibleTo,
                            lines, state: state, in: bounds, engine: engine, into: &placements, placed: &placed)
            }
            first = shown.first?.index ?? 0
            last = shown.last?.index ?? -1
        }
        state.endMaking()
        state.firstPlacedLine = first
        if node.setChildren(NodeList(placed), engine: engine) { node.childrenChanged() }
        // Keep the lines of a screen or so either side; recycle the rest.
        let margin = Swift.max(16, (last - first + 1) * 2)
        state.evict(keepingLines: Swift.max(0, first - margin)...Swift.max(0, last + margin), arena: engine.arena)

        let crossFromRows = lines.across == nil && (proposal[crossAxis].map { !$0.isFinite } ?? true)
        let totalAfter = state.lengths.total(gap: gap)
        if totalAfter != totalBefore || (crossFromRows && state.widest != widestBefore) {
            node.forgetSizes()
            engine.lazyNodesRemeasured.append(node)
            if totalAfter != totalBefore, let scroll = engine.currentClipOwner, scroll.hasBehavior(ScrollViewBehavior.self) {
                var offset = scroll.scrollOffset
                if showedEnd {
                    offset[axis] = CGFloat(Double(offset[axis]) + totalAfter - totalBefore)
                } else {
                    offset[axis] += CGFloat(state.lengths.start(of: anchorLine, gap: gap) - anchorStart)
                }
                scroll.scrollOffset = offset
            }
        }
        return placements
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .container(kindName)
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`.
    func minimum(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    /// The largest coordinate along `axis`.
    func maximum(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
