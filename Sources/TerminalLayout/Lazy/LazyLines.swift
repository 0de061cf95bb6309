/// Internal: how a lazy container lays its rows across its axis, for one
/// proposal — one row a line in a stack, one row per track in a grid.
///
/// ```
///  LazyVStack (axis ↓)            LazyVGrid, 3 columns (axis ↓)
///  ┌──────────────────┐  line 0   ┌─────┬─────┬─────┐  line 0: rows 0 1 2
///  │ row 0            │           │  0  │  1  │  2  │
///  ├──────────────────┤  line 1   ├─────┼─────┼─────┤  line 1: rows 3 4 5
///  │ row 1            │           │  3  │  4  │  5  │
///  └──────────────────┘           └─────┴─────┴─────┘
///  row proposed (width, nil)      row in column t proposed (column t, nil)
/// ```
///
/// A line is as long as its longest row; `LazyContainerState` keeps the
/// lengths per line. In a grid, a section's header or footer is a line of
/// its own whose one row spans the tracks (`span`; which lines, `LazyLineMap`).
struct LazyLines {
    /// One position across a grid's line: a track (a column of `LazyVGrid`).
    struct Cell {
        /// Where the track starts across the axis, from the container's edge.
        var start: CGFloat
        /// The track's length across the axis.
        var length: CGFloat
        /// How a row is aligned in its cell.
        var alignment: Alignment
    }

    /// How many rows a line holds (0: the grid has no tracks and shows nothing).
    var perLine: Int
    /// What the row at each position of a line is proposed.
    var proposals: [ProposedViewSize]
    /// The cells across a grid's line; empty for a stack.
    var cells: [Cell]
    /// The container's length across the axis when its tracks decide it
    /// (a grid); `nil` for a stack.
    var across: CGFloat?
    /// A grid's section header or footer: the cell of a line that spans
    /// every track (from the grid's start, `across` long, aligned by the
    /// grid's alignment across and at the line's start along it), and what
    /// its row is proposed: `across` and `nil` along the axis (LZ2).
    var span: Cell?
    var spanProposal: ProposedViewSize?

    /// Whether lines are broken by sections (a grid; a stack's line is one row anyway).
    var breaksAtSections: Bool { span != nil }

    /// What the row at position `t` of a line is proposed (`spans`: the line is a header or footer).
    func proposal(_ t: Int, spans: Bool) -> ProposedViewSize {
        spans ? spanProposal ?? proposals[t] : proposals[t]
    }

    /// A stack's line: one row, proposed the stack's cross proposal and its
    /// ideal length along `axis` (a stack in a scroll view).
    static func stack(_ proposal: ProposedViewSize, axis: Axis) -> LazyLines {
        var rowProposal = proposal
        rowProposal[axis] = nil
        return LazyLines(perLine: 1, proposals: [rowProposal], cells: [], across: nil, span: nil, spanProposal: nil)
    }

    /// A grid's line: its tracks resolved from the proposal across the axis
    /// (LG1, the same tracks as the eager grid's), at most one per row.
    static func grid(_ layout: LazyGridLayout, _ proposal: ProposedViewSize, defaultSpacing: CGSize,
                     rowCount: Int) -> LazyLines {
        let (tracks, across) = layout.tracks(proposal, defaultSpacing: defaultSpacing, limit: Swift.max(rowCount, 1))
        var cells: [Cell] = []
        var proposals: [ProposedViewSize] = []
        cells.reserveCapacity(tracks.count)
        proposals.reserveCapacity(tracks.count)
        var position: CGFloat = 0
        for track in tracks {
            cells.append(Cell(start: position, length: track.length, alignment: track.alignment))
            proposals.append(ProposedViewSize(major: track.length, in: layout.axis, by: nil))
            position += track.length + track.spacingAfter
        }
        return LazyLines(perLine: tracks.count, proposals: proposals, cells: cells, across: across,
                         span: Cell(start: 0, length: across, alignment: layout.spanAlignment),
                         spanProposal: ProposedViewSize(major: across, in: layout.axis, by: nil))
    }
}
