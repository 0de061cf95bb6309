/// Views a lazy stack or grid pins while scrolling; accepted for source
/// compatibility (headers are not pinned in a terminal).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
