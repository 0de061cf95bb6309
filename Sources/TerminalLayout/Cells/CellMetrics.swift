/// How many points one terminal column and one terminal row are.
///
/// Layout runs in points, as in SwiftUI; the renderer draws in cells.
/// `.cells` (1×1, the default) lets you author directly in cells.
/// `.points` (8×16) renders layouts written with SwiftUI-sized numbers
/// (`spacing: 8`, `frame(width: 200)`) at natural proportions, since a
/// terminal cell is about twice as tall as it is wide.
public struct CellMetrics: Hashable, Sendable, CustomStringConvertible {
    /// Points per column (horizontal).
    public var column: CGFloat
    /// Points per row (vertical).
    public var row: CGFloat

    /// Creates metrics; non-finite or non-positive values become 1.
    public init(column: CGFloat, row: CGFloat) {
        self.column = column.isFinite && column > 0 ? column : 1
        self.row = row.isFinite && row > 0 ? row : 1
    }

    /// One point per column and per row: author in cells.
    public static let cells = CellMetrics(column: 1, row: 1)
    /// Eight points per column, sixteen per row: SwiftUI-sized numbers.
    public static let points = CellMetrics(column: 8, row: 16)

    /// `column×row`, e.g. `8×16`.
    public var description: String { "\(column.formatted)×\(row.formatted)" }

    /// The size in points of `columns × rows` cells.
    public func points(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * column, height: CGFloat(rows) * row)
    }

    /// The cell rectangle a frame in points covers, by rule R1: each edge
    /// is rounded to the nearest cell boundary (ties up) in absolute
    /// coordinates, and the size is the difference of the rounded edges —
    /// so neighbours never overlap and never leave a gap.
    public func cellRect(for frame: CGRect) -> CellRect {
        let minX = Self.roundEdge(frame.minX / column)
        let maxX = Self.roundEdge(frame.maxX / column)
        let minY = Self.roundEdge(frame.minY / row)
        let maxY = Self.roundEdge(frame.maxY / row)
        return CellRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// Rounds to the nearest integer, ties up (R1); non-finite values become 0.
    static func roundEdge(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(saturating: (value + 0.5).rounded(.down))
    }

    /// Whole columns that fit in `width` points (at least 0); tolerant of
    /// floating error just below a whole number.
    func columns(in width: CGFloat) -> Int { Self.wholeCells(width / column) }
    /// Whole rows that fit in `height` points (at least 0).
    func rows(in height: CGFloat) -> Int { Self.wholeCells(height / row) }

    static func wholeCells(_ value: CGFloat) -> Int {
        Swift.max(0, Int(saturating: (value + 1e-9).rounded(.down)))
    }
}

extension CGFloat {
    /// A compact rendering: `8` rather than `8.0`.
    var formatted: String {
        self == rounded() && Swift.abs(self) < 1e15 ? String(Int(saturating: self)) : "\(self)"
    }
}
