extension GraphicsContext {
    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Clip to everything outside the path (in cells: the clip is left
        /// as it is, CNV1).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }
}
