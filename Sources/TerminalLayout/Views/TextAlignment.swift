/// How the lines of multi-line text are aligned with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
