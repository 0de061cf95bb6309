/// Internal: what a `Section` says about how its rows lie in a grid
/// (LZ2): its header and footer rows span the grid on lines of their own,
/// its first row starts a line and its last row ends one.
struct SectionMark: OptionSet, Hashable {
    let rawValue: UInt8

    /// The row is a section's header or footer: alone on its line, across every track.
    static let spans = SectionMark(rawValue: 1)
    /// The row is the first of a section's content: it starts a line.
    static let startsLine = SectionMark(rawValue: 2)
    /// The row is the last of a section's content: the next row starts a line.
    static let endsLine = SectionMark(rawValue: 4)

    /// The most views of one header or footer that span (a header made by
    /// a `ForEach` of millions of rows is not marked row by row).
    static let spanningLimit = 4_096
}

/// Internal: the layout value `Section` writes on the views it makes
/// (header, footer, the first and last of its content), for grids to read.
/// Not public: other layouts never see it.
struct SectionMarkKey: LayoutValueKey {
    static let defaultValue = SectionMark()
}

extension SectionMark {
    /// Adds `mark` to the section marks of `nodes` (being resolved).
    static func write(_ mark: SectionMark, on nodes: ArraySlice<Node>) {
        let key = ObjectIdentifier(SectionMarkKey.self)
        for node in nodes {
            let old = node.pendingTraits.layoutValues[key] as? SectionMark ?? []
            node.pendingTraits.layoutValues[key] = old.union(mark)
        }
    }
}

/// Internal: which rows of a lazy container lie on which line — one row
/// per track on a line, except that rows marked by a `Section`
/// (`SectionMark`) break the lines: a header or footer is a line alone
/// (spanning the tracks), and a section's content starts and ends on a
/// line of its own. A stack's map is one row a line.
///
/// ```
///  3 columns; rows: header h, items a … e, footer f, then items g h
///  line 0   h . . . . . . . .   (spans)
///  line 1   a b c
///  line 2   d e                 (the section's last row ends the line)
///  line 3   f . . . . . . . .   (spans)
///  line 4   g h
/// ```
///
/// The map is a list of *blocks*: runs of rows laid `perLine` a line, or
/// one spanning row. Without marks there are no blocks and line j holds
/// rows j·perLine … (j + 1)·perLine − 1 (the plain grid pays nothing);
/// with them, a row's line and a line's rows are binary searches over the
/// blocks (a few per section).
struct LazyLineMap: Equatable {
    /// A run of rows laid out the same way.
    struct Block: Equatable {
        var firstRow: Int
        var rowCount: Int
        var firstLine: Int
        /// One row spanning the tracks (a header or footer), on one line.
        var spans: Bool

        var endRow: Int { firstRow + rowCount }
        func lineCount(perLine: Int) -> Int { spans ? 1 : (rowCount + perLine - 1) / perLine }
    }

    /// Rows a line (at least 1).
    let perLine: Int
    /// The number of rows.
    let rowCount: Int
    /// The number of lines.
    let lineCount: Int
    /// The blocks in row order; empty when every line holds `perLine` rows.
    private let blocks: [Block]

    /// The map of `rowCount` rows `perLine` a line, broken by `marks` (in
    /// row order, one per row; see `LazyRows.marks`).
    init(rowCount: Int, perLine: Int, marks: [LineMark] = []) {
        let perLine = Swift.max(1, perLine)
        let rowCount = Swift.max(0, rowCount)
        self.perLine = perLine
        self.rowCount = rowCount
        var blocks: [Block] = []
        var cursor = 0, line = 0, spans = false
        func closeCells(upTo end: Int) {
            guard end > cursor else { return }
            let block = Block(firstRow: cursor, rowCount: end - cursor, firstLine: line, spans: false)
            blocks.append(block)
            line += block.lineCount(perLine: perLine)
            cursor = end
        }
        for mark in marks where mark.row >= cursor && mark.row < rowCount {
            if mark.mark.contains(.spans) {
                closeCells(upTo: mark.row)
                blocks.append(Block(firstRow: mark.row, rowCount: 1, firstLine: line, spans: true))
                line += 1
                cursor = mark.row + 1
                spans = true
                continue
            }
            if mark.mark.contains(.startsLine) { closeCells(upTo: mark.row) }
            if mark.mark.contains(.endsLine) { closeCells(upTo: mark.row + 1) }
        }
        closeCells(upTo: rowCount)
        // One run of every row is the plain map.
        if !spans, blocks.count <= 1 {
            self.blocks = []
            self.lineCount = (rowCount + perLine - 1) / perLine
        } else {
            self.blocks = blocks
            self.lineCount = line
        }
    }

    /// Whether lines are broken by sections.
    var hasSections: Bool { !blocks.isEmpty }

    /// The block that holds line `j` (blocks not empty).
    private func block(ofLine j: Int) -> Block {
        var low = 0, high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if blocks[mid].firstLine <= j { low = mid } else { high = mid - 1 }
        }
        return blocks[low]
    }

    /// The rows of line `j` (empty past the last line).
    func rows(ofLine j: Int) -> Range<Int> {
        guard j >= 0, j < lineCount else { return rowCount..<rowCount }
        if blocks.isEmpty {
            let first = j * perLine
            return first..<Swift.min(first + perLine, rowCount)
        }
        let block = block(ofLine: j)
        if block.spans { return block.firstRow..<block.endRow }
        let first = block.firstRow + (j - block.firstLine) * perLine
        return first..<Swift.min(first + perLine, block.endRow)
    }

    /// Whether line `j` is one row spanning the tracks (a section's header or footer).
    func spans(line j: Int) -> Bool {
        guard !blocks.isEmpty, j >= 0, j < lineCount else { return false }
        return block(ofLine: j).spans
    }

    /// The line of row `i` (clamped to the rows).
    func line(ofRow i: Int) -> Int {
        let i = Swift.min(Swift.max(0, i), Swift.max(0, rowCount - 1))
        if blocks.isEmpty { return i / perLine }
        var low = 0, high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if blocks[mid].firstRow <= i { low = mid } else { high = mid - 1 }
        }
        let block = blocks[low]
        return block.firstLine + (block.spans ? 0 : (i - block.firstRow) / perLine)
    }

    /// The blocks, the plain map's one run included.
    private var runs: [Block] {
        blocks.isEmpty && rowCount > 0 ? [Block(firstRow: 0, rowCount: rowCount, firstLine: 0, spans: false)] : blocks
    }

    /// How many leading lines hold the same rows, laid out the same way, in
    /// this map and `other` (of the same `perLine`), counting only lines
    /// whose rows are all below `rowLimit` (the rows known unchanged).
    func commonLines(with other: LazyLineMap, below rowLimit: Int) -> Int {
        guard perLine == other.perLine else { return 0 }
        if blocks.isEmpty && other.blocks.isEmpty {
            // Two plain maps (one run each, or none): without building the runs.
            if rowCount == other.rowCount && rowCount <= rowLimit { return lineCount }
            return Swift.max(0, Swift.min(rowCount, other.rowCount, rowLimit)) / perLine
        }
        let mine = runs, theirs = other.runs
        var lines = 0
        for (a, b) in zip(mine, theirs) {
            guard a.firstRow == b.firstRow, a.spans == b.spans, a.firstLine == b.firstLine else { break }
            if a == b, a.endRow <= rowLimit {
                lines += a.lineCount(perLine: perLine)
                continue
            }
            // The same start: the full lines both runs hold below the limit.
            if !a.spans {
                let same = Swift.min(a.rowCount, b.rowCount, rowLimit - a.firstRow)
                lines += Swift.max(0, same) / perLine
            }
            break
        }
        return lines
    }
}

/// Internal: a `SectionMark` on one row of a lazy container.
struct LineMark: Equatable {
    var row: Int
    var mark: SectionMark
}

extension Array where Element == LineMark {
    /// In row order, one mark per row (the marks of a row combined).
    func normalized() -> [LineMark] {
        var sorted = self
        if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.row < $1.row }) {
            sorted.sort { $0.row < $1.row }
        }
        var result: [LineMark] = []
        result.reserveCapacity(sorted.count)
        for mark in sorted where !mark.mark.isEmpty {
            if let last = result.last, last.row == mark.row {
                result[result.count - 1].mark.formUnion(mark.mark)
            } else {
                result.append(mark)
            }
        }
        return result
    }
}
