/// The weight text is to be drawn in for legibility, as in SwiftUI
/// (`EnvironmentValues.legibilityWeight`, the Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable {
    /// The usual weight.
    case regular
    /// Bold text asked for.
    case bold
}
