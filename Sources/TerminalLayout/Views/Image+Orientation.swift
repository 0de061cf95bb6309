extension Image {
    /// The orientation of a bitmap image's pixels, as in SwiftUI (raw
    /// values 0…7 in the order declared). A terminal has no
    /// bitmaps (`CGImage` is not available on Linux), so no initialiser
    /// takes one; the type is here for code that names it (IMG4).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Rotated 180°.
        case down
        /// Rotated 180° and flipped horizontally.
        case downMirrored
        /// Rotated 90° counter-clockwise.
        case left
        /// Rotated 90° counter-clockwise and flipped horizontally.
        case leftMirrored
        /// Rotated 90° clockwise.
        case right
        /// Rotated 90° clockwise and flipped horizontally.
        case rightMirrored
    }
}
