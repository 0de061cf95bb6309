/// The size of a screen or canvas in character cells.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// Number of columns.
    public var columns: Int
    /// Number of rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `columnsxrows`, e.g. `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}

extension Canvas {
    /// Creates a blank canvas of `size`.
    public init(size: CellSize) {
        self.init(width: size.columns, height: size.rows)
    }

    /// The canvas size.
    public var size: CellSize { CellSize(columns: width, rows: height) }
}
