extension GraphicsContext {
    /// Options of the `blur(radius:options:)` filter (nothing in cells: a
    /// blur draws nothing, CNV2).
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Make the result fully opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1 << 0) }
        /// Dither the result, against banding.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 1 << 1) }
    }
}
