import Foundation

/// UIKit's screen, for SwiftUI code that sizes views by it — `UIScreen.main.bounds.width` —
/// through `import SwiftUI` alone, as on iOS (UIK1).
///
/// The screen is the terminal: `bounds` is the size, in the layout's points (cells under
/// `.cells`), its window was last laid out at — the size of the graph a body belongs to,
/// read while that body is evaluated. When the terminal is resized every view that read it
/// is evaluated again with the new size. Read outside a body (an app's or a model's `init`)
/// it is the last size any window was laid out at, 80 × 24 before the first. The scale is 1.
///
/// ```swift
/// Text("Half")
///     .frame(width: UIScreen.main.bounds.width / 2)
/// ```
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen the app runs on: the terminal.
    public static let main = UIScreen()

    /// Every screen: the terminal.
    public static var screens: [UIScreen] { [main] }

    /// The screen's bounds, in points: the terminal's size, its origin at zero.
    public var bounds: CGRect {
        if isOnMainActor, let screen = ScreenBox.current { return screen.read() }
        return ScreenBox.lastLaidOut
    }

    /// The bounds in pixels: the bounds (a cell's point is its pixel, scale 1).
    public var nativeBounds: CGRect { bounds }

    /// Points per pixel: 1.
    public var scale: CGFloat { 1 }

    /// Points per pixel: 1.
    public var nativeScale: CGFloat { 1 }

    /// The screen's brightness, 0…1: a terminal's is its user's, so setting it keeps 1.
    public var brightness: CGFloat {
        get { 1 }
        set {}
    }

    /// The rectangle an app may draw in: the bounds.
    public var applicationFrame: CGRect { bounds }
}
