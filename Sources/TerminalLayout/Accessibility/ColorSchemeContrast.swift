/// The contrast asked for, as in SwiftUI
/// (`EnvironmentValues.colorSchemeContrast`, the Increase Contrast setting).
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The usual contrast.
    case standard
    /// More contrast asked for.
    case increased
}
