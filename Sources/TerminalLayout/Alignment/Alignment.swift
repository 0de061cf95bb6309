/// An alignment in both axes: a horizontal and a vertical guide.
public struct Alignment: Equatable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical guide.
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension Alignment {
    /// The unit point this alignment names when both guides are frame
    /// guides (internal; used to anchor unplaced content).
    var unitPoint: UnitPoint {
        let x: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}
