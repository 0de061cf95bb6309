/// The settings a layout pass runs with.
public struct LayoutEnvironment: Equatable, Sendable {
    /// How many points a terminal column and row are. `.cells` (1×1) by default.
    public var cellMetrics: CellMetrics = .cells
    /// The default distance between views in points; `nil` means one cell
    /// along the axis (one column horizontally, one row vertically). SwiftUI
    /// uses 8 points on iOS (V3, V5).
    public var defaultSpacing: CGFloat? = nil

    /// Creates an environment with the given metrics and default spacing.
    public init(cellMetrics: CellMetrics = .cells, defaultSpacing: CGFloat? = nil) {
        self.cellMetrics = cellMetrics
        self.defaultSpacing = defaultSpacing
    }

    /// The default spacing per axis in points.
    var defaultSpacingSize: CGSize {
        if let d = defaultSpacing { return CGSize(width: d, height: d) }
        return CGSize(width: cellMetrics.column, height: cellMetrics.row)
    }

    /// The default padding per edge in points: one cell (U11).
    var defaultPadding: EdgeInsets {
        EdgeInsets(top: cellMetrics.row, leading: cellMetrics.column, bottom: cellMetrics.row, trailing: cellMetrics.column)
    }
}
