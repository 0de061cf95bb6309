// The scene delegate and content view of Xcode 11's SwiftUI template, as written for iOS
// (UIK2). Each call is recorded in `LifecycleLog`.
import SwiftUI
import UIKit

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LifecycleLog.events.append("willConnectTo \(session.role.rawValue)")
        // Create the SwiftUI view that provides the window contents.
        let contentView = ContentView()

        // Use a UIHostingController as window root view controller.
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) { LifecycleLog.events.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { LifecycleLog.events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LifecycleLog.events.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LifecycleLog.events.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LifecycleLog.events.append("sceneDidEnterBackground") }
}

/// A scene delegate named by its configuration, with an environment object for its view.
final class Counter: ObservableObject {
    @Published var count = 3
}

struct CountView: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
        Text("Count \(counter.count)")
    }
}

class CountingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: CountView().environmentObject(Counter()))
        self.window = window
        window.makeKeyAndVisible()
    }
}

class CountingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = CountingSceneDelegate.self
        return configuration
    }
}
