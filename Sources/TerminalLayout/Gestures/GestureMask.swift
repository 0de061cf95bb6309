import Foundation

/// Options that control how adding a gesture to a view affects the other
/// gestures recognised by the view and its subviews, as in SwiftUI.
///
/// In a terminal (GES1): without `.gesture` the view's own gesture takes no
/// key and does not make the view focusable; without `.subviews` the
/// gestures of the views inside it (`gesture`, `onTapGesture`…) take none.
nonisolated public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates a mask from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Turns off all gestures in the subview hierarchy, the view's own included.
    public static let none: GestureMask = []
    /// Turns on the added gesture only, off those of the subviews.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Turns on the subviews' gestures only, off the added one.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Turns on the added gesture and the subviews' gestures: the default.
    public static let all: GestureMask = [.gesture, .subviews]
}
