extension GraphicsContext {
    /// Options of the `shadow(color:radius:x:y:blendMode:options:)` filter
    /// (nothing in cells: a shadow draws nothing, CNV2).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Draw the shadow above what casts it, not below.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1 << 0) }
        /// Draw the shadow alone, not what casts it.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1 << 1) }
        /// Invert the shadow's alpha (an inner shadow, with `shadowAbove`).
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 1 << 2) }
        /// Composite the shadow and what casts it apart.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 1 << 3) }
    }
}
