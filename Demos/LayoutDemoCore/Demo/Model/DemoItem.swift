import TerminalLayout

/// One item of the demo: a coloured box with a label and an ideal size in cells.
///
/// Sizes are in cells so that they mean the same under both cell metrics;
/// `ItemView` turns them into points. Every item is at least
/// ``minimumColumns`` × ``minimumRows`` so that its label fits inside its border.
public struct DemoItem: Identifiable, Hashable, Sendable {
    /// The narrowest ideal width an item has, in columns.
    public static let minimumColumns = 5
    /// The widest ideal width an item has, in columns.
    public static let maximumColumns = 12
    /// The lowest ideal height an item has, in rows.
    public static let minimumRows = 3
    /// The highest ideal height an item has, in rows.
    public static let maximumRows = 5

    /// The item's identity.
    public let id: ItemID
    /// The text drawn inside the box: the 1-based item number.
    public var label: String
    /// The ideal width in columns, ``minimumColumns``...``maximumColumns``.
    public var columns: Int
    /// The ideal (and only) height in rows, ``minimumRows``...``maximumRows``.
    public var rows: Int
    /// The box's fill.
    public var color: Color
    /// The label's colour, chosen to be readable on ``color``.
    public var labelColor: Color
    /// The item's weight in `ProportionalLayout`, 1...3.
    public var weight: Int
    /// The item's `placementPriority` in `PriorityLayout`, 0...3.
    public var priority: Int

    /// Creates an item.
    public init(id: ItemID, label: String, columns: Int, rows: Int, color: Color, labelColor: Color,
                weight: Int, priority: Int) {
        self.id = id
        self.label = label
        self.columns = columns
        self.rows = rows
        self.color = color
        self.labelColor = labelColor
        self.weight = weight
        self.priority = priority
    }
}
