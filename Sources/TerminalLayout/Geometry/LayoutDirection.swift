/// The direction in which the content of a layout flows horizontally.
///
/// TerminalLayout lays out left to right; `rightToLeft` is accepted and
/// reported by `LayoutSubviews.layoutDirection`, but the built-in layouts do
/// not mirror (terminals do not either).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
