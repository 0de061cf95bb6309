import Foundation
import SwiftUI
import Testing
import UIKit
@testable import TerminalLayout

/// A screen of 20 × 2 cells with no keys, for drawing what a launch shows.
private struct SmallScreen: Screen, KeySource {
    var size = CellSize(columns: 20, rows: 2)
    mutating func present(_ canvas: TerminalCanvas.Canvas) {}
    mutating func readKey(timeoutMs: Int?) -> KeyEvent? { nil }
}

/// The UIKit life cycle around a terminal's run (UIK2): the delegates of Xcode 11's SwiftUI
/// template told what UIKit tells them, in UIKit's order, and the key window's hosting
/// controller's view shown. Each test launches its own `UIApplication`.
@MainActor
@Suite(.serialized)
struct UIApplicationLaunchTests {
    /// The first line of what `content` draws on a 20-column screen.
    static func firstLine(_ content: AnyView) -> String {
        TerminalApp(content, screen: SmallScreen()).drawFrame(size: CellSize(columns: 20, rows: 2)).lines[0]
    }

    @Test("The template's delegates: launched, the scene connected to SceneDelegate, its hosting controller's view shown; then the scene and the app end")
    func template() throws {
        LifecycleLog.events = []
        let application = UIApplication()
        let delegate = AppDelegate()
        var launch = UIApplicationLaunch(delegate: delegate, application: application)
        #expect(launch.sceneDelegateName == "UIKitTests.SceneDelegate")
        let content = try launch.launch()
        #expect(LifecycleLog.events == ["didFinishLaunching", "configurationForConnecting",
                                        "willConnectTo UIWindowSceneSessionRoleApplication",
                                        "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(Self.firstLine(content) == "Hello, World!       ")

        #expect(application.delegate === delegate)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(scene.keyWindow === window)
        #expect(scene.windows.count == 1)
        #expect(window.isKeyWindow)
        #expect(window.windowScene === scene && window.rootViewController is UIHostingController<ContentView>)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(application.openSessions == [scene.session])

        LifecycleLog.events = []
        launch.terminate()
        #expect(LifecycleLog.events == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                        "applicationWillTerminate"])
    }

    @Test("A scene delegate the configuration names, whose view reads an environment object")
    func configurationClass() throws {
        var launch = UIApplicationLaunch(delegate: CountingAppDelegate(), application: UIApplication())
        #expect(Self.firstLine(try launch.launch()) == "Count 3             ")
        #expect(launch.sceneDelegate is CountingSceneDelegate)
    }

    @Test("An app without scenes: its delegate's window, made key when launched, is shown; the app is told it became active, then resigns, goes to the background and terminates")
    func withoutScenes() throws {
        LifecycleLog.events = []
        WindowAppDelegate.makeRoot = { UIHostingController(rootView: Text("No scenes")) }
        let application = UIApplication()
        let delegate = WindowAppDelegate()
        var launch = UIApplicationLaunch(delegate: delegate, application: application)
        launch.sceneDelegateName = nil
        let content = try launch.launch()
        #expect(Self.firstLine(content) == "No scenes           ")
        #expect(LifecycleLog.events == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        #expect(launch.sceneDelegate == nil)
        // The window made key joined the application's scene.
        #expect(application.keyWindow === delegate.window)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(application.windows.count == 1)
        LifecycleLog.events = []
        launch.terminate()
        #expect(LifecycleLog.events == ["applicationWillResignActive", "applicationDidEnterBackground",
                                        "applicationWillTerminate"])
    }

    @Test("A window that cannot be shown is refused, saying why",
          arguments: [("none", "the app made no window key with a root view controller (set window.rootViewController = UIHostingController(rootView:) and call makeKeyAndVisible())"),
                      ("plain", "the key window's root view controller is a UIViewController, not a UIHostingController: a terminal shows SwiftUI views")])
    func refused(root: String, message: String) {
        WindowAppDelegate.makeRoot = { root == "plain" ? UIViewController() : nil }
        var launch = UIApplicationLaunch(delegate: WindowAppDelegate(), application: UIApplication())
        launch.sceneDelegateName = nil
        #expect(throws: UIApplicationLaunch.Failure.self) { _ = try launch.launch() }
        do {
            _ = try launch.launch()
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("UIApplicationMain's delegate class name: found as NSStringFromClass names it, else refused",
          arguments: [(NSStringFromClass(AppDelegate.self), nil),
                      ("UIKitTests.NoSuchDelegate", "no class named UIKitTests.NoSuchDelegate (UIApplicationMain's delegate class name: Module.ClassName)"),
                      (NSStringFromClass(NotADelegate.self), "UIKitTests.NotADelegate is not a UIResponder adopting UIApplicationDelegate")])
    func delegateByName(name: String, failure: String?) {
        do {
            let launch = try UIApplicationLaunch(delegateClassNamed: name, application: UIApplication())
            #expect(failure == nil && launch.delegate is AppDelegate)
        } catch {
            #expect(error.description == failure)
        }
    }
}

/// `UIHostingController`: its root view, and the size it takes (UIK2).
@MainActor
struct UIHostingControllerTests {
    @Test("sizeThatFits(in:) lays the root view out: a finite dimension is proposed, an infinite one asks for the ideal",
          arguments: [(CGSize(width: 80, height: 24), CGSize(width: 5, height: 1)),
                      (CGSize(width: 3, height: 24), CGSize(width: 3, height: 2)),
                      (CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: 5, height: 1))])
    func sizeThatFits(proposed: CGSize, size: CGSize) {
        let controller = UIHostingController(rootView: Text("Hello"))
        #expect(controller.sizeThatFits(in: proposed) == size)
    }

    @Test("The root view can be replaced; a plain controller hosts nothing")
    func rootView() {
        let controller = UIHostingController(rootView: Text("one"))
        controller.rootView = Text("two")
        #expect(UIApplicationLaunchTests.firstLine(controller.hostedContent!) == "two                 ")
        #expect(UIViewController().hostedContent == nil)
    }

    @Test("Controllers contain controllers: added once, removed from their parent")
    func children() {
        let parent = UIViewController(), other = UIViewController(), child = UIHostingController(rootView: Text("c"))
        parent.addChild(child)
        parent.addChild(child)
        #expect(parent.children.count == 1 && child.parent === parent)
        other.addChild(child)
        #expect(parent.children.isEmpty && other.children.count == 1 && child.parent === other)
        child.removeFromParent()
        #expect(other.children.isEmpty && child.parent == nil)
    }
}
