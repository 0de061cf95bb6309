// A SwiftUI app of the UIKit life cycle, laid out as Xcode 11's template made them — an app
// delegate, a scene delegate that hosts the SwiftUI content in its window — and run in the
// terminal unchanged but for `@main` (Swift 6 asks for it; `@UIApplicationMain` needs Apple's
// UIKit). This file imports UIKit alone.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        // The terminal is given back before this is called: what is printed stays on it.
        print("Tally: application will terminate")
    }
}
