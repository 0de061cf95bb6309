/// The set of values a `Canvas` (or `drawingGroup`) composites colours
/// with.
///
/// A terminal cell shows one colour from a fixed palette and nothing is
/// composited, so the mode changes nothing that is drawn (rule CNV1); it is
/// accepted so that SwiftUI code compiles unchanged.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Colours in the non-linear sRGB working space (SwiftUI's default).
    case nonLinear
    /// Colours in linear sRGB, clamped to 0…1.
    case linear
    /// Colours in linear sRGB, unclamped.
    case extendedLinear
}
