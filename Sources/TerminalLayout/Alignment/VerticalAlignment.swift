/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    /// The guide with `key` (a key of this axis).
    init(key: AlignmentKey) { self.key = key }

    /// The top edge: 0.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre: height / 2.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge: height.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first text baseline; defaults to the bottom (LS4). `Text` sets it
    /// to the bottom of its first line (T5).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last text baseline; defaults to the bottom (LS4, T5).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    enum Top: FrameAlignmentID {
        static var position: FramePosition { .start }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum Center: FrameAlignmentID {
        static var position: FramePosition { .center }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    enum Bottom: FrameAlignmentID {
        static var position: FramePosition { .end }
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    enum FirstTextBaseline: FirstTextBaselineAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    enum LastTextBaseline: LastTextBaselineAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
}
