extension Image {
    /// The quality of resampling when an image is scaled, as in SwiftUI:
    /// accepted — a glyph is drawn in its cell, never resampled (IMG4).
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation.
        case none
        /// Low-quality interpolation.
        case low
        /// Medium-quality interpolation.
        case medium
        /// High-quality interpolation.
        case high
    }

    /// The image with `interpolation`: the same image in cells (IMG4).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }

    /// The image with antialiasing on or off: the same image in cells,
    /// whose edges are the cells' (IMG4).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
