/// A rectangle of character cells with integer origin and size.
///
/// `x` grows to the right and `y` downwards; the rectangle covers columns
/// `x ..< x + width` and rows `y ..< y + height`. A negative size counts as empty.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle so large that clipping to it changes nothing on any canvas.
    public static let unbounded = CellRect(x: -(1 << 40), y: -(1 << 40), width: 1 << 41, height: 1 << 41)

    /// The first column to the right of the rectangle.
    public var maxX: Int { x + width }
    /// The first row below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at (`x`, `y`) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The cells both rectangles cover; an empty rectangle when they do not meet.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else {
            return CellRect(x: left, y: top, width: 0, height: 0)
        }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `amount` cells on every side (never below zero size).
    public func insetBy(_ amount: Int) -> CellRect {
        CellRect(x: x + amount, y: y + amount,
                 width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// `x,y widthxheight`, e.g. `2,1 10x4`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
