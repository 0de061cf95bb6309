import Foundation

/// The UIKit life cycle around a terminal's run (UIK2): what `UIApplicationMain` does
/// before the window is shown — the delegate told it launched, the terminal's scene
/// connected to the scene delegate, the key window's hosting controller found — and what
/// it tells them when the run is over. `TerminalUI` runs the content in between.
///
/// ```text
/// delegate ── willFinishLaunching, didFinishLaunching
///          ── configurationForConnecting ─▶ scene delegate class (or the app's SceneDelegate)
/// scene delegate ── scene(_:willConnectTo:options:) ─▶ window.rootViewController = UIHostingController(rootView:)
///                ── sceneWillEnterForeground, sceneDidBecomeActive
///        … the terminal shows the root view …
/// scene delegate ── sceneWillResignActive, sceneDidEnterBackground, sceneDidDisconnect
/// delegate ── applicationWillTerminate
/// ```
@MainActor
package struct UIApplicationLaunch {
    /// Why an app of the UIKit life cycle cannot be shown.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// `UIApplicationMain` was given a delegate class name no class of the program has.
        case unknownDelegateClass(String)
        /// The named delegate class is not a `UIResponder` that adopts `UIApplicationDelegate`.
        case notADelegate(String)
        /// No window was made key with a root controller.
        case noWindow
        /// The key window's root controller is not a `UIHostingController`.
        case notHosting(String)

        package var description: String {
            switch self {
            case .unknownDelegateClass(let name):
                "no class named \(name) (UIApplicationMain's delegate class name: Module.ClassName)"
            case .notADelegate(let name):
                "\(name) is not a UIResponder adopting UIApplicationDelegate"
            case .noWindow:
                "the app made no window key with a root view controller "
                    + "(set window.rootViewController = UIHostingController(rootView:) and call makeKeyAndVisible())"
            case .notHosting(let name):
                "the key window's root view controller is a \(name), not a UIHostingController: a terminal shows SwiftUI views"
            }
        }
    }

    /// The app's delegate.
    package let delegate: any UIApplicationDelegate
    /// The scene's delegate, once connected.
    package private(set) var sceneDelegate: (any UISceneDelegate)?

    /// The application launched: `UIApplication.shared`, or a test's own.
    package let application: UIApplication

    /// A launch of the app whose delegate is `delegate`, as `application`.
    package init(delegate: any UIApplicationDelegate, application: UIApplication = .shared) {
        self.delegate = delegate
        self.application = application
        let delegateName = String(reflecting: type(of: delegate))
        self.sceneDelegateName = delegateName.split(separator: ".").first.map { "\($0).SceneDelegate" }
    }

    /// The name of the scene delegate class used when the configuration names none: the
    /// app delegate's module's `SceneDelegate`, as the Xcode template's Info.plist has it
    /// (`$(PRODUCT_MODULE_NAME).SceneDelegate`); `nil` for none (an app without scenes).
    package var sceneDelegateName: String?

    /// A launch of the app whose delegate's class is named `name` ("Module.AppDelegate",
    /// as `NSStringFromClass` names it).
    package init(delegateClassNamed name: String, application: UIApplication = .shared) throws(Failure) {
        guard let found = NSClassFromString(name) else { throw .unknownDelegateClass(name) }
        guard let type = found as? UIResponder.Type, let delegate = type.init() as? any UIApplicationDelegate else {
            throw .notADelegate(name)
        }
        self.init(delegate: delegate, application: application)
    }

    /// Launches the app and connects the terminal's scene; returns the SwiftUI view the
    /// key window's hosting controller shows.
    package mutating func launch() throws(Failure) -> AnyView {
        UIApplication.launching = application
        defer { UIApplication.launching = nil }
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        let scene = application.terminalScene
        let session = scene.session
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configuration = configuration
        if let type = sceneDelegateClass(configuration),
           let sceneDelegate = type.init() as? any UISceneDelegate {
            self.sceneDelegate = sceneDelegate
            scene.delegate = sceneDelegate
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
            sceneDelegate.sceneWillEnterForeground(scene)
            sceneDelegate.sceneDidBecomeActive(scene)
        } else {
            delegate.applicationDidBecomeActive(application)
        }
        let window = scene.windowMadeKey ?? delegate.window ?? (sceneDelegate as? any UIWindowSceneDelegate)?.window
        guard let root = window?.rootViewController else { throw .noWindow }
        guard let content = root.hostedContent else { throw .notHosting(String(describing: type(of: root))) }
        return content
    }

    /// Tells the delegates the run is over: the scene resigns, goes to the background and
    /// disconnects; the app terminates.
    package func terminate() {
        if let sceneDelegate {
            let scene = application.terminalScene
            sceneDelegate.sceneWillResignActive(scene)
            sceneDelegate.sceneDidEnterBackground(scene)
            sceneDelegate.sceneDidDisconnect(scene)
        } else {
            delegate.applicationWillResignActive(application)
            delegate.applicationDidEnterBackground(application)
        }
        delegate.applicationWillTerminate(application)
    }

    /// The scene delegate's class: the configuration's, else the class named
    /// `sceneDelegateName`; `nil` for an app without scenes.
    func sceneDelegateClass(_ configuration: UISceneConfiguration) -> UIResponder.Type? {
        if let type = configuration.delegateClass { return type as? UIResponder.Type }
        return sceneDelegateName.flatMap(NSClassFromString) as? UIResponder.Type
    }
}
