import Foundation

/// UIKit's navigation controller, as far as a SwiftUI app meets it: the superclass of
/// `UIImagePickerController`, a stack of controllers whose top one's view it shows (UIV1).
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, bottom first.
    open var viewControllers: [UIViewController] = []

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The bottom controller.
    open var rootViewController: UIViewController? { viewControllers.first }

    /// The delegate (kept).
    open weak var delegate: UINavigationControllerDelegate?

    /// Whether the navigation bar is hidden (kept).
    open var isNavigationBarHidden = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    /// A navigation controller with no controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller from an archive: here, one with no controllers.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Puts `viewController` on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Takes the top controller off (not the last one) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Takes every controller but the bottom one off and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        return popped
    }

    /// Shows the top controller's view.
    open override func loadView() {
        view = topViewController?.view ?? UIView(frame: .zero)
    }
}

/// What a navigation controller tells its delegate (nothing here: the protocol is what an
/// image picker's delegate conforms to).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {}
