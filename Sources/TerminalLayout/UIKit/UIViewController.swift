import Foundation

/// UIKit's view controller, as far as a SwiftUI app needs it: the window's root, which a
/// terminal shows when it is a `UIHostingController` (UIK2).
///
/// Here it is an `NSObject`, not a `UIResponder`: a responder's `init()` is required (the
/// delegates are made from their classes), which would oblige every view controller
/// subclass with an initialiser of its own to declare `init()` too.
@MainActor
open class UIViewController: NSObject {
    /// The controller's title.
    open var title: String?

    /// The interface style the controller asks for: kept (a terminal's colours are its
    /// user's, and SwiftUI's `colorScheme` follows the terminal, not this).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The controller that presents or contains this one: none until one is set.
    open weak var parent: UIViewController?

    /// The controllers this one contains.
    open private(set) var children: [UIViewController] = []

    /// Creates a controller; a terminal has no nib files, so the names are kept only.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive: here, a controller with no nib.
    public required init?(coder: NSCoder) {
        self.nibName = nil
        self.nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib's name given at creation.
    public let nibName: String?

    /// The nib's bundle given at creation.
    public let nibBundle: Bundle?

    /// Adds `child` to the contained controllers.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent's children.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The SwiftUI content a terminal shows for this controller: a hosting controller's
    /// root view; none for any other controller.
    package var hostedContent: AnyView? { nil }
}
