import Foundation

/// UIKit's window, as SwiftUI code on iOS reads it — `UIApplication.shared.windows.first?
/// .safeAreaInsets.top` — through `import SwiftUI` alone (UIK1).
///
/// A terminal app has one window, the terminal: its bounds are the screen's, its safe-area
/// insets zero (SwiftUI's safe area here is empty too), and it is the key window. Views
/// cannot be added to it: SwiftUI draws the window's content. An app of the UIKit life
/// cycle makes its own window and its root controller, a `UIHostingController`, whose view
/// the terminal shows once the window is made key (UIK2).
open class UIWindow: NSObject, @unchecked Sendable {
    /// A number the app gives the window.
    open var tag = 0

    /// The interface style the window asks for: kept (a terminal's colours are its user's,
    /// and SwiftUI's `colorScheme` follows the terminal, not this).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The window's screen: the terminal.
    open var screen: UIScreen { .main }

    /// The window's bounds: the screen's.
    open var bounds: CGRect { screen.bounds }

    /// The window's frame: the screen's bounds.
    open var frame: CGRect { screen.bounds }

    /// The insets of the area no bar or rounded corner covers: zero.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Whether the window takes the keys: the one last made key in its scene (the
    /// terminal's own window until the app makes one key).
    open var isKeyWindow: Bool { (windowScene ?? UIApplication.current.terminalScene).keyWindow === self }

    /// The controller whose content the window shows: in a terminal, a
    /// `UIHostingController`'s SwiftUI view (UIK2).
    open var rootViewController: UIViewController?

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

    /// A window for an app without scenes: it covers the terminal whatever `frame` says,
    /// and joins the terminal's scene when made key.
    public init(frame: CGRect) {
        super.init()
    }

    /// Makes the window its scene's key window (and one of its windows): the window whose
    /// root controller's content the terminal shows.
    open func makeKey() {
        let scene = windowScene ?? UIApplication.current.terminalScene
        windowScene = scene
        scene.makeKey(self)
    }

    /// Ends editing in the window, hiding the keyboard — a terminal has no on-screen
    /// keyboard to hide, and SwiftUI's focus is left as it is: `true`.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// Makes the window the key window and shows it (see `makeKey()`).
    open func makeKeyAndVisible() {
        makeKey()
    }
}
