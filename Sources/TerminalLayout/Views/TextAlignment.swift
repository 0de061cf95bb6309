/// How the lines of multi-line text are aligned with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension TextAlignment {
    /// The alignment that puts lines on the same side under the other layout
    /// direction: a text resolved right to left keeps its lines' leading
    /// edge on the right (RTL1); the text's drawing is left to right.
    var mirrored: TextAlignment {
        switch self {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
    }
}
