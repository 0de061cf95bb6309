#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalLayout

/// The cells that differ between two canvases of the same size, as runs per row.
///
/// A run covers whole characters: when either half of a wide character changed (in the
/// old or the new canvas), both halves are in the run, so a screen that redraws the runs
/// never leaves half a wide character behind.
public struct CanvasDiff: Hashable, Sendable {
    /// One run of changed columns in a row.
    public struct Span: Hashable, Sendable {
        /// The row.
        public var row: Int
        /// The changed columns, contiguous.
        public var columns: Range<Int>

        /// Creates a span.
        public init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }
    }

    /// The runs, row by row, left to right.
    public var spans: [Span]

    /// Creates a diff from its runs.
    public init(spans: [Span]) {
        self.spans = spans
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { spans.isEmpty }

    /// Number of changed cells.
    public var cellCount: Int { spans.reduce(0) { $0 + $1.columns.count } }
}

extension Canvas {
    /// The runs of cells where `self` differs from `old`.
    ///
    /// Canvases of different sizes are compared over the size of `self`, `old` read as
    /// blank outside its bounds. Rows whose cells are identical byte for byte are skipped
    /// without comparing cell by cell, which keeps an unchanged frame cheap.
    public func diff(from old: Canvas) -> CanvasDiff {
        var spans: [CanvasDiff.Span] = []
        for y in 0..<height {
            appendChangedSpans(row: y, old: old, into: &spans)
        }
        return CanvasDiff(spans: spans)
    }

    /// Adds the changed runs of row `y` to `spans`; `old` `nil` stands for a blank canvas
    /// (a cleared screen), compared without reading one.
    ///
    /// Only the columns either canvas wrote since it was blank (``written``) are compared:
    /// outside them both rows are blank.
    func appendChangedSpans(row y: Int, old: Canvas?, into spans: inout [CanvasDiff.Span]) {
        let sameShape = old.map { $0.width == width && $0.height == height } ?? false
        let columns: Range<Int>
        if let old {
            columns = sameShape ? Self.union(rows[y].written, old.rows[y].written) : 0..<width
        } else {
            columns = rows[y].written
        }
        guard !columns.isEmpty else { return }
        if let old, sameShape && rowIsBitwiseEqual(y, to: old, columns: columns) { return }
        cells.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            let row = base + y * width
            if let old {
                if sameShape {
                    old.cells.withUnsafeBufferPointer { oldCells in
                        let oldRow = oldCells.baseAddress! + y * width
                        Self.appendChangedSpans(row: y, new: row, width: width, columns: columns, into: &spans) { oldRow[$0] }
                    }
                } else {
                    Self.appendChangedSpans(row: y, new: row, width: width, columns: columns, into: &spans) { old[x: $0, y: y] }
                }
            } else {
                let blank = Cell.blank
                Self.appendChangedSpans(row: y, new: row, width: width, columns: columns, into: &spans) { _ in blank }
            }
        }
    }

    /// The runs where the cells of `columns` from `new` (a row `width` wide) differ from
    /// `previous(x)`, for row `y`.
    ///
    /// A changed cell that is, or was, half of a wide character brings the other half
    /// into its run; runs that touch are merged.
    @inline(__always)
    private static func appendChangedSpans(row y: Int, new: UnsafePointer<Cell>, width: Int, columns: Range<Int>,
                                           into spans: inout [CanvasDiff.Span], previous: (Int) -> Cell) {
        var runStart = -1    // the open run, not yet appended
        var runEnd = -1
        var x = columns.lowerBound
        while x < columns.upperBound {
            let cell = new[x]
            let before = previous(x)
            if Cell.same(cell, before) {
                x &+= 1
                continue
            }
            var first = x
            if (cell.isContinuation || before.isContinuation) && x > 0 { first = x - 1 }
            var last = x
            if (cell.columns == 2 || before.columns == 2) && x + 1 < width { last = x + 1 }
            if runStart >= 0 && first <= runEnd {
                runStart = Swift.min(runStart, first)
                runEnd = Swift.max(runEnd, last + 1)
            } else {
                if runStart >= 0 { spans.append(CanvasDiff.Span(row: y, columns: runStart..<runEnd)) }
                runStart = first
                runEnd = last + 1
            }
            x = last + 1
        }
        if runStart >= 0 { spans.append(CanvasDiff.Span(row: y, columns: runStart..<runEnd)) }
    }

    /// Whether `columns` (the whole row by default) of row `y` hold exactly the same bytes
    /// in both canvases (same size required). `false` does not prove a difference: equal
    /// characters can be stored differently.
    func rowIsBitwiseEqual(_ y: Int, to old: Canvas, columns: Range<Int>? = nil) -> Bool {
        let columns = columns ?? 0..<width
        guard !columns.isEmpty else { return true }
        return cells.withUnsafeBufferPointer { new in
            old.cells.withUnsafeBufferPointer { previous in
                let stride = MemoryLayout<Cell>.stride
                let offset = y * width + columns.lowerBound
                if new.baseAddress == previous.baseAddress { return true }
                return memcmp(new.baseAddress! + offset, previous.baseAddress! + offset, columns.count * stride) == 0
            }
        }
    }

    /// The smallest range holding both (an empty range holds nothing).
    static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return Swift.min(a.lowerBound, b.lowerBound)..<Swift.max(a.upperBound, b.upperBound)
    }

    /// This canvas cut or padded with blanks to `size`; a wide character cut by the right
    /// edge becomes a space.
    public func fitted(to size: CellSize) -> Canvas {
        if self.size == size { return self }
        var fitted = Canvas(size: size)
        for y in 0..<Swift.min(size.rows, height) {
            for x in 0..<Swift.min(size.columns, width) {
                let cell = self[x: x, y: y]
                if cell.width == 2 && x + 1 >= size.columns {
                    fitted[x: x, y: y] = Cell(" ", style: cell.style)
                } else {
                    fitted[x: x, y: y] = cell
                }
            }
        }
        return fitted
    }
}

extension Cell {
    /// Whether two cells show the same (``Cell``'s equality, inlined for the diff).
    @inline(__always)
    static func same(_ a: Cell, _ b: Cell) -> Bool {
        a.word == b.word
    }
}
