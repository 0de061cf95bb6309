import Foundation

/// UIKit's insets from a rectangle's edges (UIK1): what `UIWindow.safeAreaInsets` gives —
/// zero in a terminal, which has no notch, bars or home indicator.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No inset.
    public static let zero = UIEdgeInsets()
}
