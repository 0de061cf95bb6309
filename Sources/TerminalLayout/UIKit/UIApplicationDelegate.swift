import Foundation

/// UIKit's application delegate: what an app of the UIKit life cycle is told as it
/// launches, becomes active and ends (UIK2).
///
/// `@main class AppDelegate: UIResponder, UIApplicationDelegate` runs the app in the
/// terminal (`main()`, from `TerminalUI`): the delegate is made and told it finished
/// launching, the scene delegate connects the terminal's scene and sets its window's root
/// to a `UIHostingController`, whose SwiftUI view the terminal shows until the app ends.
/// Every method is optional, as in UIKit: each has a default that does what UIKit does
/// when a delegate leaves it out.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for an app without scenes: none unless the delegate keeps one.
    var window: UIWindow? { get set }

    /// Launching has begun; `false` declines a URL the app was opened with (none here).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching is done, before the first scene connects.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a scene about to connect: by default one named "Default
    /// Configuration" for the session's role, its delegate class left to the app's
    /// `SceneDelegate` (as the Xcode template's Info.plist names it).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Scenes the user closed: none in a terminal, which has one.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// A URL to open: the terminal opens none (`false`).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The app became active (without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end: the terminal's run is over.
    func applicationWillTerminate(_ application: UIApplication)
    /// Memory is short: a terminal does not say so.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The device token of remote notifications: a terminal never registers.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

extension UIApplicationDelegate {
    /// No window of its own.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Launching goes on.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Launching goes on.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// "Default Configuration" for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Nothing to forget.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Not opened.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    /// Nothing to do.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Nothing to do.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Nothing to do.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
}

extension UIApplication {
    /// Keys of the options an app is launched with (a terminal launches it with none).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A Home Screen quick action.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity's dictionary.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app asking.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the asking app sent.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether to open the document in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
