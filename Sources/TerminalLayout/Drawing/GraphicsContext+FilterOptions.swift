extension GraphicsContext {
    /// Options of `addFilter(_:options:)` (nothing in cells: filters draw
    /// nothing, CNV2).
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Work the filter out in a linear colour space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1 << 0) }
    }
}
