import Foundation

/// UIKit's responder, the class an app delegate and a scene delegate inherit from — the
/// Xcode template's `class AppDelegate: UIResponder, UIApplicationDelegate` (UIK2).
///
/// Its `init()` is `required`, so that `UIApplicationMain` and
/// `UIApplicationDelegate.main()` can make the delegates from their classes, as UIKit
/// makes them from their names. (For the same reason `UIViewController` here is not a
/// responder: its subclasses declare initialisers of their own.) A terminal's focus is
/// SwiftUI's (`focused`, KEY1), so no responder here becomes first responder.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public required override init() {
        super.init()
    }

    /// The next responder in the chain: none.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder: no (keys go by SwiftUI's focus).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder can give up being first responder: yes.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is first responder: no.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder: refused, `false` (keys go by SwiftUI's focus).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up being first responder: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
