import Foundation
import TerminalCurses
import TerminalLayout
import TerminalRenderer
#if canImport(Glibc)
import Glibc
#endif

extension UIApplicationDelegate where Self: UIResponder {
    /// Runs the app in the terminal — what `@main` calls on an app delegate, as UIKit's
    /// `main()` does (UIK2).
    ///
    /// The delegate is made and launched, the terminal's scene connected to the scene
    /// delegate (the configuration's class, or the app's `SceneDelegate`), and the key
    /// window's `UIHostingController` shown as `App.main()` shows a `WindowGroup`: keys,
    /// state changes and resizes as in any app. When the run ends the scene and the app
    /// are told so, and the process exits with the run's code. A terminal that cannot be
    /// driven, or a window without a hosting controller, is refused in one line with exit
    /// code 2.
    ///
    /// (`@UIApplicationMain` is the compiler's, and needs Apple's UIKit: write `@main`, as
    /// Swift 6 asks anyway.)
    @MainActor
    public static func main() {
        TerminalProgram.refuseUnusableTerminal()
        runLaunched(UIApplicationLaunch(delegate: Self()))
    }
}

/// Runs the app whose delegate's class is named `delegateClassName` in the terminal, as
/// UIKit's `UIApplicationMain` does — for a `main.swift` that calls it,
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`
/// (UIK2). The principal class is always `UIApplication`. Never returns: the process exits
/// with the run's code, or 2 with one line when the class is not found or the app has no
/// hosting controller to show.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    TerminalProgram.refuseUnusableTerminal()
    guard let delegateClassName else {
        TerminalProgram.fail(line: "\(TerminalProgram.name): UIApplicationMain needs the app delegate's class name", code: 2)
    }
    do {
        runLaunched(try UIApplicationLaunch(delegateClassNamed: delegateClassName))
    } catch {
        TerminalProgram.fail(line: "\(TerminalProgram.name): \(error)", code: 2)
    }
}

/// Launches, shows the hosted view until the run ends, terminates, exits.
@MainActor
private func runLaunched(_ launch: UIApplicationLaunch) -> Never {
    var launch = launch
    let content: AnyView
    do {
        content = try launch.launch()
    } catch {
        TerminalProgram.fail(line: "\(TerminalProgram.name): \(error)", code: 2)
    }
    let screen = TerminalProgram.openScreen()
    let app = TerminalApp(content, screen: screen)
    let code = app.run()
    screen.stop()
    launch.terminate()
    exit(code)
}
