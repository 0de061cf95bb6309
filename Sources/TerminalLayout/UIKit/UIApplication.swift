import Foundation

/// UIKit's application object, for what SwiftUI code on iOS asks it through `import SwiftUI`
/// alone (UIK1): its windows and scenes — the terminal's one window, whose safe-area insets
/// are zero — and opening URLs, which a terminal leaves to its user (as `openURL`'s
/// system action: nothing is opened, LNK1).
open class UIApplication: NSObject, @unchecked Sendable {
    /// The running app.
    public static let shared = UIApplication()

    /// The app's state: a terminal app's is `.active` for its whole run.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's settings in the Settings app (none here: opening it does nothing).
    public static let openSettingsURLString = "app-settings:"

    /// The connected scenes: the terminal's window.
    open var connectedScenes: Set<UIScene> { [scene] }

    /// The app's windows: the terminal's (deprecated in UIKit, still read).
    open var windows: [UIWindow] { scene.windows }

    /// The key window: the terminal's (deprecated in UIKit, still read).
    open var keyWindow: UIWindow? { scene.keyWindow }

    /// The app's state: active.
    open var applicationState: State { .active }

    /// The number on the app's icon: kept, not shown (a terminal app has no icon).
    open var applicationIconBadgeNumber = 0

    /// Whether the screen may dim while the app is idle: kept (a terminal's does not dim).
    open var isIdleTimerDisabled = false

    /// The app's other icon's name: none (a terminal app has no icon).
    open var alternateIconName: String? { nil }

    /// Whether the app may change its icon: no.
    open var supportsAlternateIcons: Bool { false }

    /// The terminal's window scene.
    private let scene = UIWindowScene()

    /// The terminal's window scene, which windows without a scene join when made key.
    package var terminalScene: UIWindowScene { scene }

    /// The application `UIApplicationLaunch` is launching, while it does (a test's own);
    /// `shared` otherwise.
    nonisolated(unsafe) package static var launching: UIApplication?

    /// The application windows without a scene belong to: the one being launched, else
    /// `shared`.
    package static var current: UIApplication { launching ?? shared }

    /// The app's delegate (UIK2): the one `UIApplicationMain` or
    /// `UIApplicationDelegate.main()` made, kept for the whole run.
    open var delegate: (any UIApplicationDelegate)?

    /// The sessions of the app's scenes: the terminal's one.
    open var openSessions: Set<UISceneSession> { [scene.session] }

    /// Asks the system to open `url`: a terminal leaves URLs to its user, so nothing is
    /// opened and `completion` is called with `false`.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { completion(false) }
        } else {
            DispatchQueue.main.async { completion(false) }
        }
    }

    /// Whether an app can open `url`: none can here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Changes the app's icon: a terminal app has none, so `completion` gets an error.
    open func setAlternateIconName(_ alternateIconName: String?,
                                   completionHandler completion: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        guard let completion else { return }
        let error = NSError(domain: NSCocoaErrorDomain, code: 3328,
                            userInfo: [NSLocalizedDescriptionKey: "A terminal app has no icon."])
        DispatchQueue.main.async { completion(error) }
    }

    /// Registers for remote notifications: a terminal app receives none.
    open func registerForRemoteNotifications() {}

    /// Unregisters from remote notifications.
    open func unregisterForRemoteNotifications() {}
}
