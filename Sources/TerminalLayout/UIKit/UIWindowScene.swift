import Foundation

/// UIKit's window scene (UIK1): the terminal's window — its screen, and the window as its
/// one and key window — for `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?
/// .keyWindow?.safeAreaInsets`.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: the terminal's.
    open var windows: [UIWindow] { [window] }

    /// The key window: the terminal's.
    open var keyWindow: UIWindow? { window }

    /// The scene's screen: the terminal.
    open var screen: UIScreen { .main }

    /// The window.
    private lazy var window = UIWindow(windowScene: self)
}
