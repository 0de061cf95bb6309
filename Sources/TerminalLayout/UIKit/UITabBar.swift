import Foundation

/// UIKit's tab bar, for its appearance proxy (UIK1): SwiftUI code on iOS that draws a tab
/// bar of its own hides the system's with `UITabBar.appearance().isHidden = true` (in an
/// `init`, before the `TabView` shows). A `TabView` here then draws no bar row: its
/// content takes the whole height, and the app's own controls select the tabs. The colours
/// are kept, not drawn (the bar is drawn in the terminal's colours).
open class UITabBar: NSObject, @unchecked Sendable {
    /// The proxy every tab bar takes its appearance from.
    private static let proxy = UITabBar()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var hidden = false

    /// The appearance proxy: what is set on it applies to every tab bar.
    open class func appearance() -> UITabBar { proxy }

    /// Whether tab bars are hidden: a `TabView` drawn while it is `true` has no bar.
    open var isHidden: Bool {
        get { Self.lock.withLock { Self.hidden } }
        set { Self.lock.withLock { Self.hidden = newValue } }
    }

    /// The bar's background colour (kept).
    open var backgroundColor: UIColor?
    /// The bar's tint (kept).
    open var barTintColor: UIColor?
    /// The selected item's tint (kept).
    open var tintColor: UIColor?
    /// The other items' tint (kept).
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
}
