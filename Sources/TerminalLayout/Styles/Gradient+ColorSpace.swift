extension Gradient {
    /// The space a gradient's colours are blended in (iOS 18, SwiftUI's `Gradient.ColorSpace`).
    /// A gradient here is drawn as one colour (STYLE1), so the space changes nothing drawn.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space.
        public static let device = ColorSpace(name: "device")
        /// A perceptually even space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient blended in `space` (STYLE1: nothing drawn changes).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}
