extension GraphicsContext {
    /// The ways a graphics context combines what is drawn with what is
    /// under it (CoreGraphics' blend modes, in their order). A terminal cell
    /// shows the last thing drawn in it, so every mode draws as `.normal`
    /// (rule CNV1); the values are kept so that SwiftUI code compiles.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// CoreGraphics' number of the mode.
        public let rawValue: Int32
        /// The mode of CoreGraphics' number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// `normal` (CoreGraphics' blend mode 0).
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// `multiply` (CoreGraphics' blend mode 1).
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// `screen` (CoreGraphics' blend mode 2).
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// `overlay` (CoreGraphics' blend mode 3).
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// `darken` (CoreGraphics' blend mode 4).
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// `lighten` (CoreGraphics' blend mode 5).
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// `colorDodge` (CoreGraphics' blend mode 6).
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// `colorBurn` (CoreGraphics' blend mode 7).
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// `softLight` (CoreGraphics' blend mode 8).
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// `hardLight` (CoreGraphics' blend mode 9).
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// `difference` (CoreGraphics' blend mode 10).
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// `exclusion` (CoreGraphics' blend mode 11).
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// `hue` (CoreGraphics' blend mode 12).
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// `saturation` (CoreGraphics' blend mode 13).
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// `color` (CoreGraphics' blend mode 14).
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// `luminosity` (CoreGraphics' blend mode 15).
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// `clear` (CoreGraphics' blend mode 16).
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// `copy` (CoreGraphics' blend mode 17).
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// `sourceIn` (CoreGraphics' blend mode 18).
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// `sourceOut` (CoreGraphics' blend mode 19).
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// `sourceAtop` (CoreGraphics' blend mode 20).
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// `destinationOver` (CoreGraphics' blend mode 21).
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// `destinationIn` (CoreGraphics' blend mode 22).
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// `destinationOut` (CoreGraphics' blend mode 23).
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// `destinationAtop` (CoreGraphics' blend mode 24).
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// `xor` (CoreGraphics' blend mode 25).
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// `plusDarker` (CoreGraphics' blend mode 26).
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// `plusLighter` (CoreGraphics' blend mode 27).
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
    }
}
