import Foundation

/// A zoom asked for by assistive technology, as in SwiftUI
/// (`accessibilityZoomAction(_:)`); a terminal app has none, so a zoom
/// action is never performed (A11Y2).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way to zoom.
    public enum Direction: Hashable, Sendable {
        /// Closer.
        case zoomIn
        /// Farther.
        case zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// Where to zoom, in unit coordinates of the view.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates.
    public let point: CGPoint
}
