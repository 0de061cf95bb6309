import Synchronization
import TerminalLayout

/// A grid of character cells that views are drawn into before a ``Screen`` shows it.
///
/// A canvas is a plain value: draw into it (``fill(_:style:clip:)``,
/// ``drawText(_:x:y:maxColumns:style:clip:)``, ``drawBox(_:border:label:labelPlacement:style:fill:clip:)``),
/// then hand it to ``Screen/present(_:)``. Writes outside the canvas are ignored, and
/// every drawing call also takes a clip rectangle it never draws outside of.
///
/// Invariants kept by every drawing call:
/// - A wide (2-column) character always occupies a lead cell plus a continuation cell.
///   A wide character that would straddle the clip or canvas edge is drawn as a space.
/// - Overwriting either half of a wide character turns its other half into a space, so
///   no half is ever left orphaned. When that other half lies outside the clip, the cell
///   is left alone instead (the clip is never crossed).
/// - Box labels are *protected* cells: box borders and box fills drawn later skip them,
///   so boxes that touch or share a border line never erase each other's labels
///   (see ``drawBox(_:border:label:labelPlacement:style:fill:clip:)``).
public struct Canvas: Hashable, Sendable {
    /// Number of columns.
    public private(set) var width: Int
    /// Number of rows.
    public private(set) var height: Int
    /// Row-major cells, `width * height` of them.
    var cells: [Cell]
    /// Row-major flags: `true` where a box label lives.
    var protected: [Bool]
    /// Per row, the columns written since the canvas was blank and what the row may hold
    /// (see ``Row``).
    var rows: [Row]

    /// What a row may hold that overwriting its cells must take care of.
    struct RowFlags: OptionSet {
        let rawValue: UInt8
        /// Half of a wide character (a lead or a continuation cell).
        static let wide = RowFlags(rawValue: 1)
        /// Label (protected) cells.
        static let labels = RowFlags(rawValue: 2)
    }

    /// What the canvas keeps about one row besides its cells.
    struct Row {
        /// The columns written since the canvas was blank, `lower..<upper` (none when
        /// `lower >= upper`): every cell outside is ``Cell/blank`` and not a label, so
        /// ``reset(to:)`` blanks and the diff compares only these (an over-approximation is
        /// fine; one interval per row).
        var lower: Int
        /// See ``lower``.
        var upper: Int
        /// What the row may hold that a write must take care of: set by the writes that
        /// store such cells, cleared only by ``reset(to:)``.
        var flags: RowFlags

        /// A row nothing was written to: extending it is a `min` and a `max`.
        static let blank = Row(lower: .max, upper: .min, flags: [])

        /// The columns written since the canvas was blank (empty: none).
        var written: Range<Int> { lower < upper ? lower..<upper : 0..<0 }

        /// Adds `start..<end` (not empty) to the columns written.
        @inline(__always)
        mutating func extend(_ start: Int, _ end: Int) {
            lower = Swift.min(lower, start)
            upper = Swift.max(upper, end)
        }
    }

    /// Creates a canvas of `width`×`height` blank cells (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
        self.protected = Array(repeating: false, count: self.width * self.height)
        self.rows = Array(repeating: .blank, count: self.height)
    }

    /// Makes this canvas blank at `size` (negative sizes count as 0), reusing its storage:
    /// no allocation when the storage is not shared with another canvas and holds enough
    /// cells, so a frame drawn into a reused canvas touches no fresh memory.
    public mutating func reset(to size: CellSize) {
        reset(to: size, expecting: nil)
    }

    /// Makes this canvas blank at `size` like ``reset(to:)``, reading into cache, in order,
    /// the cells the frame drawn next will likely write.
    ///
    /// `next` is the canvas on screen, which the next frame will likely resemble. When it
    /// has this size, the cells it wrote are brought into cache: those the reset blanks
    /// are stored anyway, the others are read, one word per cache line, in order.
    ///
    /// A frame drawn after the process slept (it waited in `write(2)` for the terminal)
    /// finds the canvas out of cache, and a box's borders touch it a few cells per row:
    /// scattered stores, each waiting for its line. Read in order first, the lines come in
    /// as one stream the hardware prefetches ahead of. Measured on the 200-box frame of
    /// the renderer benchmark: drawn into a canvas out of cache (and out of L3) in 20 µs
    /// instead of 23–30; about 1 µs slower when the canvas is in cache.
    mutating func reset(to size: CellSize, expecting next: Canvas?) {
        let (newWidth, newHeight) = (Swift.max(0, size.columns), Swift.max(0, size.rows))
        let count = newWidth * newHeight
        if newWidth == width && newHeight == height {
            guard count > 0 else { return }
            let hint = next.flatMap { $0.width == newWidth && $0.height == newHeight ? $0.rows : nil }
            var touched: UInt64 = 0
            let blank = Cell.blank
            // Only what was written since the canvas was blank.
            withStorage { cells, protected, rows in
                for y in 0..<newHeight {
                    let row = rows[y]
                    if row.lower < row.upper {
                        let start = y &* newWidth &+ row.lower
                        (cells + start).update(repeating: blank, count: row.upper &- row.lower)
                        (protected + start).update(repeating: false, count: row.upper &- row.lower)
                    } else if let hint, hint[y].lower < hint[y].upper {
                        touched &+= Canvas.touch(cells + (y &* newWidth &+ hint[y].lower), count: hint[y].upper &- hint[y].lower)
                    }
                }
                rows.update(repeating: .blank, count: newHeight)
            }
            if touched != 0 { Canvas.touchedSum.add(touched, ordering: .relaxed) }
            return
        }
        width = newWidth
        height = newHeight
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: repeatElement(.blank, count: count))
        protected.removeAll(keepingCapacity: true)
        protected.append(contentsOf: repeatElement(false, count: count))
        rows.removeAll(keepingCapacity: true)
        rows.append(contentsOf: repeatElement(.blank, count: newHeight))
    }

    /// Reads the first word of every cache line of `count` cells from `start`, in order,
    /// and returns their sum (kept in ``touchedSum`` so the reads are not optimised away).
    @inline(never)
    static func touch(_ start: UnsafePointer<Cell>, count: Int) -> UInt64 {
        let perLine = Swift.max(1, 64 / MemoryLayout<Cell>.stride)
        var sum: UInt64 = 0
        var i = 0
        while i < count {
            sum &+= start[i].word
            i &+= perLine
        }
        return sum
    }

    /// Where ``touch(_:count:)``'s sums go.
    static let touchedSum = Atomic<UInt64>(0)

    /// The whole canvas as a rectangle at the origin.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; reading outside gives ``Cell/blank``, writing outside is ignored.
    ///
    /// The setter stores the cell as given and does not repair wide characters; prefer the
    /// drawing methods.
    public subscript(x x: Int, y y: Int) -> Cell {
        get {
            guard bounds.contains(x: x, y: y) else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard bounds.contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
            markWritten(row: y, x..<(x + 1))
            if newValue.isWideHalf { rows[y].flags.insert(.wide) }
        }
    }

    /// Whether the cell at (`x`, `y`) belongs to a box label (so borders and fills skip it).
    public func isLabelCell(x: Int, y: Int) -> Bool {
        bounds.contains(x: x, y: y) && protected[y * width + x]
    }

    /// The rows as plain text: continuation cells omitted, trailing spaces kept, so every
    /// line is exactly ``width`` columns wide.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for cell in cells[(row * width)..<((row + 1) * width)] {
                if let character = cell.character { line.append(character) }
            }
            return line
        }
    }

    // MARK: - The one primitive every drawing call goes through

    /// How a write treats protected (label) cells.
    enum Protection {
        /// Write anything, leave protection flags as they are (fills, text).
        case overwrite
        /// Skip protected cells (box borders and box fills).
        case respect
        /// Write anything and mark the written cells protected (labels).
        case mark
    }

    /// Writes one glyph at (`x`, `y`) inside `area` (clip ∩ canvas), keeping the
    /// wide-character invariants. Returns the columns consumed (its width), even when
    /// the glyph had to become a space or was skipped.
    @discardableResult
    mutating func put(_ character: Character, width glyphWidth: Int, style: CellStyle,
                      x: Int, y: Int, area: CellRect, protection: Protection) -> Int {
        guard area.contains(x: x, y: y) else {
            if glyphWidth == 2 && area.contains(x: x + 1, y: y) {
                // Straddles the left clip or canvas edge: a space in its visible column.
                put(" ", width: 1, style: style, x: x + 1, y: y, area: area, protection: protection)
            }
            return glyphWidth
        }
        if glyphWidth == 2 {
            guard area.contains(x: x + 1, y: y) else {
                // Straddles the clip or canvas edge: a space in its first column.
                put(" ", width: 1, style: style, x: x, y: y, area: area, protection: protection)
                return 2
            }
            guard canClaim(x: x, y: y, area: area, protection: protection),
                  canClaim(x: x + 1, y: y, area: area, protection: protection) else {
                // Cannot take both cells: draw what fits of it as plain spaces.
                put(" ", width: 1, style: style, x: x, y: y, area: area, protection: protection)
                put(" ", width: 1, style: style, x: x + 1, y: y, area: area, protection: protection)
                return 2
            }
            release(x: x, y: y)
            release(x: x + 1, y: y)
            store(Cell(character, style: style), x: x, y: y, protection: protection)
            store(.continuation(style: style), x: x + 1, y: y, protection: protection)
            return 2
        }
        guard canClaim(x: x, y: y, area: area, protection: protection) else { return 1 }
        release(x: x, y: y)
        store(Cell(character, style: style), x: x, y: y, protection: protection)
        return 1
    }

    /// ``put(_:width:style:x:y:area:protection:)`` for a ready-made one-column cell (a
    /// border glyph or a fill space, built once per call instead of once per cell).
    @inline(__always)
    mutating func putNarrow(_ cell: Cell, x: Int, y: Int, area: CellRect, protection: Protection) {
        guard area.contains(x: x, y: y), canClaim(x: x, y: y, area: area, protection: protection) else { return }
        release(x: x, y: y)
        store(cell, x: x, y: y, protection: protection)
    }

    /// Whether a write may take the cell: inside the area, not a protected cell when
    /// protection is respected, and not half of a wide character whose other half is
    /// outside the area.
    private func canClaim(x: Int, y: Int, area: CellRect, protection: Protection) -> Bool {
        let index = y * width + x
        if protection == .respect && protected[index] { return false }
        let cell = cells[index]
        if cell.isContinuation && !area.contains(x: x - 1, y: y) { return false }
        if cell.width == 2 && !area.contains(x: x + 1, y: y) { return false }
        return true
    }

    /// Turns the other half of a wide character at (`x`, `y`) into a space before the cell is reused.
    private mutating func release(x: Int, y: Int) {
        let cell = cells[y * width + x]
        if cell.isContinuation, x > 0 {
            let lead = y * width + x - 1
            cells[lead] = Cell(" ", style: cells[lead].style)
            markWritten(row: y, (x - 1)..<x)
        } else if cell.width == 2, x + 1 < width {
            let tail = y * width + x + 1
            cells[tail] = Cell(" ", style: cells[tail].style)
            markWritten(row: y, (x + 1)..<(x + 2))
        }
    }

    private mutating func store(_ cell: Cell, x: Int, y: Int, protection: Protection) {
        let index = y * width + x
        cells[index] = cell
        markWritten(row: y, x..<(x + 1))
        if cell.isWideHalf { rows[y].flags.insert(.wide) }
        if protection == .mark {
            protected[index] = true
            rows[y].flags.insert(.labels)
        }
    }

    /// Adds `columns` (not empty) of row `y` to what was written since the canvas was blank.
    @inline(__always)
    mutating func markWritten(row y: Int, _ columns: Range<Int>) {
        rows.withUnsafeMutableBufferPointer { $0[y].extend(columns.lowerBound, columns.upperBound) }
    }

    /// Calls `body` with the canvas's storage, made unique once: the cells and the label
    /// flags (both row-major), and the ``Row``s. Not for an empty canvas (the pointers
    /// would be dangling).
    @inline(__always)
    mutating func withStorage<R>(_ body: (UnsafeMutablePointer<Cell>, UnsafeMutablePointer<Bool>,
                                          UnsafeMutablePointer<Row>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer { cells in
            protected.withUnsafeMutableBufferPointer { flags in
                rows.withUnsafeMutableBufferPointer { rows in
                    body(cells.baseAddress.unsafelyUnwrapped, flags.baseAddress.unsafelyUnwrapped,
                         rows.baseAddress.unsafelyUnwrapped)
                }
            }
        }
    }

    /// The part of `clip` that lies on the canvas.
    @inline(__always)
    func drawableArea(_ clip: CellRect) -> CellRect {
        // `clip.intersection(bounds)`, inlined: it runs for every drawing call.
        let left = Swift.max(clip.x, 0), top = Swift.max(clip.y, 0)
        let right = Swift.min(clip.x + clip.width, width), bottom = Swift.min(clip.y + clip.height, height)
        guard right > left, bottom > top else { return CellRect(x: left, y: top, width: 0, height: 0) }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
