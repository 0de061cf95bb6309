import Foundation

/// UIKit's scene delegate: what a scene is told as it connects, becomes active and goes
/// (UIK2). The terminal is one scene, connected once the app has launched.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene connected: where the Xcode template makes its window and hosting controller.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene went away: the terminal's run is over.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: shown, receiving keys.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing to do.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing to do.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// UIKit's window scene delegate: a scene delegate that keeps the scene's window (UIK2).
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window: none unless the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window of its own.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
