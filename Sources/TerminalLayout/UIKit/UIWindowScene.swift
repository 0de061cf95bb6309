import Foundation

/// UIKit's window scene (UIK1): the terminal's window — its screen, and the window as its
/// one and key window — for `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?
/// .keyWindow?.safeAreaInsets`.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: those the app made key (UIK2), else the terminal's own.
    open var windows: [UIWindow] { shown.isEmpty ? [window] : shown }

    /// The key window: the one the app last made key, else the terminal's own.
    open var keyWindow: UIWindow? { key ?? window }

    /// The window the app made key, if it made one.
    package var windowMadeKey: UIWindow? { key }

    /// The scene's screen: the terminal.
    open var screen: UIScreen { .main }

    /// The terminal's own window.
    private lazy var window = UIWindow(windowScene: self)
    /// The windows the app made key, in order.
    private var shown: [UIWindow] = []
    /// The window the app last made key.
    private weak var key: UIWindow?

    /// Makes `window` one of the scene's windows and its key window.
    func makeKey(_ window: UIWindow) {
        if !shown.contains(where: { $0 === window }) { shown.append(window) }
        key = window
    }
}
