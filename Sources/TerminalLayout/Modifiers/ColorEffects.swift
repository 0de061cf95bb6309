/// SwiftUI's colour filters over a whole subtree — inverting, multiplying,
/// luminance to alpha, hue rotation — accepted with SwiftUI's names and
/// drawn as the view is (APR1).
///
/// A terminal cell's colours are mostly palette entries (ANSI red, the
/// terminal's default foreground and background, `.secondary` as dim) whose
/// red, green and blue the user's terminal theme decides, not the app: there
/// is no colour to invert or multiply for most of what is drawn, and a
/// filter applied to the few `Color(red:green:blue:)` cells alone would
/// draw a subtree half filtered. So, as `brightness(_:)` and `contrast(_:)`
/// (`DrawingEffects.swift`), these change nothing in cells; layout never
/// depends on them, in SwiftUI too.
nonisolated extension View {
    /// Colours come from the terminal's palette: they are drawn as they are, not inverted (APR1).
    public consuming func colorInvert() -> some View { self }

    /// Colours come from the terminal's palette: they are drawn as they are, not multiplied (APR1).
    public consuming func colorMultiply(_ color: Color) -> some View { self }

    /// A cell has no alpha: the view is drawn as it is (APR1).
    public consuming func luminanceToAlpha() -> some View { self }

    /// Colours come from the terminal's palette: their hue is not rotated (APR1).
    public consuming func hueRotation(_ angle: Angle) -> some View { self }
}
