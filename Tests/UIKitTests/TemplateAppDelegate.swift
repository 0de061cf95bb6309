// The app delegate of Xcode 11's SwiftUI template, as written for iOS: this file imports
// UIKit alone (UIK2). Each call is recorded in `LifecycleLog`.
import UIKit

/// What the delegates were told, in order (reset by each test).
@MainActor
enum LifecycleLog {
    static var events: [String] = []
}


/// (`@main` in an app; a test target has its own entry point.)
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        LifecycleLog.events.append("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        LifecycleLog.events.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        LifecycleLog.events.append("didDiscardSceneSessions")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        LifecycleLog.events.append("applicationWillTerminate")
    }
}

/// An app delegate from before scenes: it makes its window when launched.
class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The window's root, set by the test.
    static var makeRoot: @MainActor () -> UIViewController? = { nil }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LifecycleLog.events.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LifecycleLog.events.append("didFinishLaunching")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = Self.makeRoot()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LifecycleLog.events.append("applicationDidBecomeActive")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        LifecycleLog.events.append("applicationWillResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        LifecycleLog.events.append("applicationDidEnterBackground")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        LifecycleLog.events.append("applicationWillTerminate")
    }
}

/// A class that is not an app delegate.
class NotADelegate: NSObject {}
