/// A rectangle of whole terminal cells: column `x`, row `y`, `width`
/// columns by `height` rows.
public struct CellFrame: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a cell rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `x,y widthxheight`, e.g. `0,0 10x3`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
