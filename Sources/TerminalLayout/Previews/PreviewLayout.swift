import Foundation

/// The size constraint of a preview, as in SwiftUI (PRV1).
public enum PreviewLayout: Sendable {
    /// The preview in the device's frame (in a terminal: the window's).
    case device
    /// The preview at the size its view fits.
    case sizeThatFits
    /// The preview in a container of the given size, in points (cells).
    case fixed(width: CGFloat, height: CGFloat)
}
