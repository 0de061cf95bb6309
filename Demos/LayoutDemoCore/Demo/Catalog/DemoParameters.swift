/// The adjustable parameters of the demo layouts, in cells.
///
/// One set is shared by all layouts, so switching layouts keeps, say, the
/// spacing. Every value is kept within its range by the mutating helpers.
public struct DemoParameters: Hashable, Sendable {
    /// Allowed spacings, in cells.
    public static let spacingRange = 0...4
    /// Allowed column counts (items per row for the row-based layouts).
    public static let columnRange = 1...8
    /// Allowed minimum item widths, in columns.
    public static let minItemWidthRange = 5...40
    /// Allowed extra radius, in rows.
    public static let radiusRange = 0...20
    /// How much one `←`/`→` press changes the minimum item width.
    public static let minItemWidthStep = 2

    /// The distance between items (and between lines or rows), in cells.
    public var spacing = 1
    /// Columns of `MasonryLayout` and `EfficientGridLayout`; items per row of the row-based layouts.
    public var columns = 3
    /// The minimum item width of `ResponsiveLayout` and `AdaptiveFlexRow`, in columns.
    public var minItemWidth = 14
    /// Rows added to the radius `RadialLayout` needs so that no items overlap.
    public var extraRadius = 0

    /// Creates the default parameters: spacing 1, 3 columns, minimum width 14, no extra radius.
    public init() {}

    /// Changes the spacing by `delta`, within ``spacingRange``; returns whether it changed.
    public mutating func adjustSpacing(by delta: Int) -> Bool {
        Self.adjust(&spacing, by: delta, in: Self.spacingRange)
    }

    /// Changes the parameter of `kind` by one step in the direction of `direction`'s sign;
    /// returns whether it changed (never for ``DemoParameterKind/none``).
    public mutating func adjust(_ kind: DemoParameterKind, by direction: Int) -> Bool {
        switch kind {
        case .none: return false
        case .columns: return Self.adjust(&columns, by: direction.signum(), in: Self.columnRange)
        case .minItemWidth:
            return Self.adjust(&minItemWidth, by: direction.signum() * Self.minItemWidthStep, in: Self.minItemWidthRange)
        case .radius: return Self.adjust(&extraRadius, by: direction.signum(), in: Self.radiusRange)
        }
    }

    /// The value of the parameter of `kind` (`nil` for ``DemoParameterKind/none``).
    public func value(of kind: DemoParameterKind) -> Int? {
        switch kind {
        case .none: return nil
        case .columns: return columns
        case .minItemWidth: return minItemWidth
        case .radius: return extraRadius
        }
    }

    private static func adjust(_ value: inout Int, by delta: Int, in range: ClosedRange<Int>) -> Bool {
        let new = Swift.min(range.upperBound, Swift.max(range.lowerBound, value + delta))
        defer { value = new }
        return new != value
    }
}
