/// Internal: measuring and placing one line of a lazy container, and
/// pinning section headers and footers (LZ1, LZ2).
extension LazyContainerBehavior {
    /// Measures line `j` (making its rows if needed) and records its length.
    /// A line already measured whose rows were all kept from earlier passes
    /// is not measured again. A grid's header or footer line is one row
    /// proposed the grid's whole length across (`LazyLines.spanProposal`).
    func measureLine(_ j: Int, _ lines: LazyLines, state: LazyContainerState, engine: LayoutEngine) {
        var rows: [NodeList] = []
        measureLine(j, lines, state: state, engine: engine, into: &rows)
    }

    /// Measures line `j` as above, appending each row's elements to `rows`;
    /// returns where they are (one buffer for every line of a pass, not an
    /// array a line).
    @discardableResult
    func measureLine(_ j: Int, _ lines: LazyLines, state: LazyContainerState, engine: LayoutEngine,
                     into rows: inout [NodeList]) -> Range<Int> {
        let gap = gap(engine)
        var length: Double = 0, cross: Double = 0
        var anyFresh = false
        let first = rows.count
        for i in state.rows(ofLine: j) {
            let (elements, isFresh) = state.made(i, engine: engine)
            rows.append(elements)
            anyFresh = anyFresh || isFresh
        }
        let range = first..<rows.count
        if !anyFresh, state.lengths.measured(j) != nil { return range }
        let spans = state.spans(line: j)
        for (t, elements) in rows[range].enumerated() {
            let proposal = lines.proposal(t, spans: spans)
            var rowLength: Double = 0
            for (k, element) in elements.enumerated() {
                let size = engine.measure(element, proposal)
                rowLength += Double(size[axis]) + (k > 0 ? gap : 0)
                cross = Swift.max(cross, Double(size[crossAxis]))
            }
            length = Swift.max(length, rowLength)
        }
        state.record(line: j, length: length, cross: cross)
        return range
    }

    /// Keeps the headers (footers) of the sections shown at the start (end)
    /// of the visible part, within their sections (LZ2): placed last, over
    /// the rows, instead of where they would be. `shown` are the lines placed.
    ///
    /// A header is placed at `max(its own start, the visible start)`, but no
    /// lower than its section's end minus its length (the next section
    /// pushes it away); a footer at `min(its own start, the visible end minus
    /// its length)`, but not above the pinned header's end. In a grid the
    /// header and footer are lines of their own (spanning the tracks) and a
    /// section's end is the end of its last line.
    func pinSections(_ pinned: PinnedScrollableViews, shown: ClosedRange<Int>, visible: Range<Double>,
                     _ lines: LazyLines, state: LazyContainerState, in bounds: CGRect, engine: LayoutEngine,
                     into placements: inout [ChildPlacement], placed: inout [Node]) {
        let gap = gap(engine)
        let firstRow = state.rows(ofLine: shown.lowerBound).lowerBound
        let lastRow = Swift.max(firstRow, state.rows(ofLine: shown.upperBound).upperBound - 1)
        for section in state.rows.sections(overlapping: firstRow...lastRow) {
            let lengths = state.lengths
            let sectionStart = lengths.start(of: state.line(ofRow: section.rows.lowerBound), gap: gap)
            let last = state.line(ofRow: section.rows.upperBound - 1)
            let sectionEnd = lengths.start(of: last, gap: gap) + lengths.length(last)
            var pins: [(row: Int, line: Int, at: Double)] = []
            var headerEnd = sectionStart
            if pinned.contains(.sectionHeaders), let header = section.header {
                let line = state.line(ofRow: header)
                measureLine(line, lines, state: state, engine: engine)
                let length = state.lengths.length(line)
                let natural = state.lengths.start(of: line, gap: gap)
                let at = Swift.max(natural, Swift.min(Swift.max(natural, visible.lowerBound), sectionEnd - length))
                pins.append((header, line, at))
                headerEnd = at + length
            }
            if pinned.contains(.sectionFooters), let footer = section.footer, footer != section.header {
                let line = state.line(ofRow: footer)
                measureLine(line, lines, state: state, engine: engine)
                let length = state.lengths.length(line)
                let natural = state.lengths.start(of: line, gap: gap)
                let at = Swift.min(natural, Swift.max(Swift.min(natural, visible.upperBound - length), headerEnd))
                pins.append((footer, line, at))
            }
            for (row, line, at) in pins {
                let elements = state.make(row, engine: engine)
                // Where the row was placed with the others, it is not any more.
                if elements.contains(where: { placed.contains($0) }) {
                    placements.removeAll { placement in elements.contains(where: placement.places) }
                    placed.removeAll { elements.contains($0) }
                }
                place([elements][...], line: CGFloat(at), length: CGFloat(state.lengths.length(line)),
                      spans: state.spans(line: line), lines, in: bounds, gap: CGFloat(gap), engine: engine,
                      into: &placements, placed: &placed)
            }
        }
    }

    /// Places the rows of one line that starts at `line` along the axis
    /// (from the container's start) and is `length` long. A row of several
    /// views stacks them along the axis, `gap` apart. `spans`: the line is
    /// a grid section's header or footer, one row across every track.
    func place(_ rows: ArraySlice<NodeList>, line: CGFloat, length: CGFloat, spans: Bool, _ lines: LazyLines,
               in bounds: CGRect, gap: CGFloat, engine: LayoutEngine,
               into placements: inout [ChildPlacement], placed: inout [Node]) {
        for (t, elements) in rows.enumerated() {
            let proposal = lines.proposal(t, spans: spans)
            var along: CGFloat = 0
            for element in elements {
                let dimensions = engine.dimensions(of: element, proposal, countAsLayoutCall: false)
                var origin = CGPoint.zero
                switch arrangement {
                case .stack(let alignment, _):
                    let guide = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
                    origin[axis] = bounds.minimum(axis) + line + along
                    origin[crossAxis] = bounds.minimum(crossAxis) + guide - dimensions[alignment]
                case .grid:
                    let cell = spans ? lines.span ?? lines.cells[t] : lines.cells[t]
                    let inCell = alignedOrigin(size: CGSize(major: cell.length, in: crossAxis, by: length),
                                               child: dimensions, alignment: cell.alignment)
                    origin[axis] = bounds.minimum(axis) + line + along + inCell[axis]
                    origin[crossAxis] = bounds.minimum(crossAxis) + cell.start + inCell[crossAxis]
                }
                placements.append(ChildPlacement(child: element, origin: origin, proposal: proposal))
                placed.append(element)
                along += dimensions.size[axis] + gap
            }
        }
    }
}
