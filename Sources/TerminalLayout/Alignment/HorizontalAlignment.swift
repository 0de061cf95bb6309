/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    /// The guide with `key` (a key of this axis).
    init(key: AlignmentKey) { self.key = key }

    /// The leading edge: 0.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre: width / 2.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge: width.
    public static let trailing = HorizontalAlignment(Trailing.self)

    enum Leading: FrameAlignmentID {
        static var position: FramePosition { .start }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum Center: FrameAlignmentID {
        static var position: FramePosition { .center }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    enum Trailing: FrameAlignmentID {
        static var position: FramePosition { .end }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
}
