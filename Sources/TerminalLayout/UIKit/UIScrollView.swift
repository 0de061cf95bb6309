import Foundation

/// UIKit's scroll view, for its appearance proxy (UIK1): SwiftUI code on iOS turns bouncing
/// off with `UIScrollView.appearance().bounces = false`. A terminal's scroll views never
/// bounce and draw no indicators, so what is set is kept and changes nothing.
open class UIScrollView: NSObject, @unchecked Sendable {
    /// How dragging a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The proxy every scroll view takes its appearance from.
    private static let proxy = UIScrollView()

    /// The appearance proxy.
    open class func appearance() -> UIScrollView { proxy }

    /// Whether content bounces at its edges (kept; nothing bounces in a terminal).
    open var bounces = true
    /// Whether vertical content always bounces (kept).
    open var alwaysBounceVertical = false
    /// Whether horizontal content always bounces (kept).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (kept; none is drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (kept; none is drawn).
    open var showsHorizontalScrollIndicator = true
    /// How dragging dismisses the keyboard (kept: there is no drag).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the content scrolls by pages (kept).
    open var isPagingEnabled = false
}
