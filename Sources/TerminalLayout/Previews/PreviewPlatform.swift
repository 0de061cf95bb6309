/// The platforms a preview can run on, as in SwiftUI (PRV1).
public enum PreviewPlatform: Sendable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
