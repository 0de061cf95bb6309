import Foundation

/// UIKit's window, as SwiftUI code on iOS reads it — `UIApplication.shared.windows.first?
/// .safeAreaInsets.top` — through `import SwiftUI` alone (UIK1).
///
/// A terminal app has one window, the terminal: its bounds are the screen's, its safe-area
/// insets zero (SwiftUI's safe area here is empty too), and it is the key window. Views
/// cannot be added to it: SwiftUI draws the window's content.
open class UIWindow: NSObject, @unchecked Sendable {
    /// A number the app gives the window.
    open var tag = 0

    /// The window's screen: the terminal.
    open var screen: UIScreen { .main }

    /// The window's bounds: the screen's.
    open var bounds: CGRect { screen.bounds }

    /// The window's frame: the screen's bounds.
    open var frame: CGRect { screen.bounds }

    /// The insets of the area no bar or rounded corner covers: zero.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Whether the window takes the keys: the terminal's always does.
    open var isKeyWindow: Bool { true }

    /// Whether the window is hidden: the terminal's never is.
    open var isHidden: Bool {
        get { false }
        set {}
    }

    /// The scene showing the window.
    open weak var windowScene: UIWindowScene?

    /// A window.
    public override init() {
        super.init()
    }

    /// A window in `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// Makes the window the key window: it is one.
    open func makeKey() {}

    /// Makes the window the key window and shows it: it is, and is shown.
    open func makeKeyAndVisible() {}
}
