extension GraphicsContext {
    /// Options of the gradient shadings; a terminal draws a gradient as one
    /// colour (STYLE1), so none changes what is drawn.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Repeat the gradient outside its range.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeat it mirrored.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolate in linear colour.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
