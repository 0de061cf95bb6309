import Foundation

/// UIKit's scene (UIK1): what `UIApplication.shared.connectedScenes` holds — one
/// ``UIWindowScene``, the terminal's window, in the foreground.
open class UIScene: NSObject, @unchecked Sendable {
    /// A scene's state: a terminal app's is `.foregroundActive` for its whole run.
    public enum ActivationState: Int, Sendable {
        /// Not running.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state: active.
    open var activationState: ActivationState { .foregroundActive }

    /// The scene's title (not shown: a terminal has no title bar).
    open var title: String?
}
