/// Internal: the behaviour of a `LazyVStack` or `LazyHStack` inside a
/// scroll view that scrolls along the stack's axis: rows are made,
/// measured and placed only where the scroll view shows them (LZ1).
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
struct LazyStackBehavior: NodeBehavior {
    let axis: Axis
    /// The guide rows are aligned on across the axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// How much of the stack's length is measured before its first size is
    /// known when the root's proposal does not say how long the screen is.
    static let sampleLength: Double = 64
    /// The most rows measured before the first size is known.
    static let sampleRows = 256

    var kindName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }

    /// Rows come from closures, which cannot be compared: the stack counts
    /// as changed at every update (its size is cheap to work out again).
    func isSame(as other: any NodeBehavior) -> Bool { false }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    func gap(_ engine: LayoutEngine) -> Double {
        Double(spacing.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? engine.environment.defaultSpacingSize[axis])
    }

    /// What every row is proposed: the stack's cross proposal, its ideal length along the axis.
    func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        p[axis] = nil
        return p
    }

    /// Measures row `i` (making it if needed) and records its length.
    @discardableResult
    func measureRow(_ i: Int, _ proposal: ProposedViewSize, state: LazyStackState, engine: LayoutEngine) -> [Node] {
        let elements = state.make(i, engine: engine)
        let gap = gap(engine)
        var length: Double = 0, cross: Double = 0
        for (k, element) in elements.enumerated() {
            let size = engine.measure(element, proposal)
            length += Double(size[axis]) + (k > 0 ? gap : 0)
            cross = Swift.max(cross, Double(size[crossAxis]))
        }
        state.record(i, length: length, cross: cross)
        return elements
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        guard let state = node.lazyState else { return .zero }
        let rowProposal = rowProposal(proposal)
        state.measure(across: proposal[crossAxis])
        let count = state.count
        if count <= Self.sampleRows {
            // A short list is measured whole: its size is then exact and
            // the same whatever was measured or placed before.
            for i in 0..<count where state.lengths.measured(i) == nil {
                measureRow(i, rowProposal, state: state, engine: engine)
            }
        } else if state.lengths.measuredCount == 0 {
            var i = Swift.min(Swift.max(0, state.firstPlacedRow), count - 1)
            let screen = engine.rootProposal[axis].flatMap { $0.isFinite ? Double($0) : nil } ?? Self.sampleLength
            let gap = gap(engine)
            var filled: Double = 0
            var measured = 0
            while i < count, filled < screen, measured < Self.sampleRows {
                measureRow(i, rowProposal, state: state, engine: engine)
                filled += state.lengths.length(i) + gap
                measured += 1
                i += 1
            }
        }
        var size = CGSize.zero
        size[axis] = CGFloat(state.lengths.total(gap: gap(engine)))
        if let cross = proposal[crossAxis], cross.isFinite {
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
        state.measure(across: proposal[crossAxis])
        let count = state.count
        let gap = gap(engine)
        let totalBefore = state.lengths.total(gap: gap)
        let widestBefore = state.widest
        let rowProposal = rowProposal(proposal)

        // The visible stretch along the axis, relative to the stack's start, with overscan.
        let window = engine.currentClip ?? bounds
        let start = Double(bounds.minimum(axis))
        let visibleFrom = Double(window.minimum(axis)) - start
        let visibleTo = Double(window.maximum(axis)) - start
        let overscan = Swift.max(0, visibleTo - visibleFrom) / 2
        let from = visibleFrom - overscan, to = visibleTo + overscan

        // The first row shown, and where it starts before anything new is measured.
        let anchorRow = count > 0 ? state.lengths.row(at: Swift.max(0, visibleFrom), gap: gap) : 0
        let anchorStart = state.lengths.start(of: anchorRow, gap: gap)
        let showedEnd = visibleFrom > 0 && visibleTo >= totalBefore - 0.5

        var placements: [ChildPlacement] = []
        var placed: [Node] = []
        var first = 0, last = -1
        if count > 0, to >= 0, visibleTo > visibleFrom {
            let stackGuide = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
            // The rows to place, each with its elements, and where the first starts.
            var rows: [(index: Int, elements: [Node])] = []
            var position: Double
            if showedEnd {
                // Showing the end: rows from the last one back until they cover the
                // window, placed so that the last ends where the stack does.
                var covered: Double = 0
                var i = count - 1
                while i >= 0, covered < totalBefore - from {
                    let elements = measureRow(i, rowProposal, state: state, engine: engine)
                    covered += state.lengths.length(i) + (rows.isEmpty ? 0 : gap)
                    rows.append((i, elements))
                    i -= 1
                }
                rows.reverse()
                position = totalBefore - covered
            } else {
                // Elsewhere: rows from the first in the window, from its estimated start.
                var i = state.lengths.row(at: Swift.max(0, from), gap: gap)
                position = state.lengths.start(of: i, gap: gap)
                var end = position
                while i < count, end <= to {
                    let elements = measureRow(i, rowProposal, state: state, engine: engine)
                    rows.append((i, elements))
                    end += state.lengths.length(i) + gap
                    i += 1
                }
            }
            for (_, elements) in rows {
                for element in elements {
                    let dimensions = engine.dimensions(of: element, rowProposal, countAsLayoutCall: false)
                    var origin = CGPoint.zero
                    origin[axis] = bounds.minimum(axis) + CGFloat(position)
                    origin[crossAxis] = bounds.minimum(crossAxis) + stackGuide - dimensions[alignment]
                    placements.append(ChildPlacement(child: element, origin: origin, proposal: rowProposal))
                    placed.append(element)
                    position += Double(dimensions.size[axis]) + gap
                }
            }
            first = rows.first?.index ?? 0
            last = rows.last?.index ?? -1
        }
        state.firstPlacedRow = first
        node.setChildren(NodeList(placed), engine: engine)
        // Keep the rows of a screen or so either side; recycle the rest.
        let margin = Swift.max(16, (last - first + 1) * 2)
        state.evict(keeping: Swift.max(0, first - margin)...Swift.max(0, last + margin), arena: engine.arena)

        let crossFromRows = proposal[crossAxis].map { !$0.isFinite } ?? true
        let totalAfter = state.lengths.total(gap: gap)
        if totalAfter != totalBefore || (crossFromRows && state.widest != widestBefore) {
            node.sizeMemo.removeAll()
            engine.lazyNodesRemeasured.append(node)
            if totalAfter != totalBefore, let scroll = engine.currentClipOwner, scroll.behavior is ScrollViewBehavior {
                var offset = scroll.scrollOffset
                if showedEnd {
                    offset[axis] = CGFloat(Double(offset[axis]) + totalAfter - totalBefore)
                } else {
                    offset[axis] += CGFloat(state.lengths.start(of: anchorRow, gap: gap) - anchorStart)
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
