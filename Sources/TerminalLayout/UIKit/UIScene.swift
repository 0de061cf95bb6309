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

    /// The scene's delegate, kept by the scene: set when the app's scene delegate
    /// connects it (UIK2).
    open var delegate: (any UISceneDelegate)?

    /// The scene's session: one, of role `.windowApplication`, for the whole run.
    open private(set) lazy var session: UISceneSession = {
        let session = UISceneSession(role: .windowApplication)
        session.scene = self
        return session
    }()

    /// What a scene was connected with: a terminal app is started from a shell, so
    /// there is no URL, activity or asking app.
    open class ConnectionOptions: NSObject, @unchecked Sendable {
        /// The bundle identifier of the app that asked for the scene: none.
        open var sourceApplication: String? { nil }
        /// The type of the activity handed off to the scene: none.
        open var handoffUserActivityType: String? { nil }
        /// Options with nothing in them.
        public override init() { super.init() }
    }
}
