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

    // MARK: The controller's view (UIV1)

    /// The controller's view, loaded (`loadView()`, then `viewDidLoad()`) when first asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?

    /// The view, if it is loaded; loads nothing.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` (there are no nib files here).
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Told once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view unless it is loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Told before the view appears (a representable's controller: after its first update).
    open func viewWillAppear(_ animated: Bool) {}
    /// Told after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Told before the view disappears (a representable's controller: as it is dismantled).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Told after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Told before the view lays out its subviews (not called here: frames are set directly).
    open func viewWillLayoutSubviews() {}
    /// Told after the view laid out its subviews (not called here).
    open func viewDidLayoutSubviews() {}

    /// The size the controller would like to be shown at (kept).
    open var preferredContentSize: CGSize = .zero

    /// How the controller is presented (kept).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether a sheet's swipe cannot dismiss it (kept: a sheet here is dismissed by Esc or
    /// by its views).
    open var isModalInPresentation = false

    /// Dismisses the presentation this controller is shown in: for a representable's
    /// controller, the environment's `dismiss` where the representable is (the sheet it is
    /// in); `completion` runs after.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentationDismiss?.callAsFunction()
        completion?()
    }

    /// The environment's `dismiss` where a representable shows this controller.
    package var presentationDismiss: DismissAction?
}

/// How a view controller is presented (kept: a presentation here is SwiftUI's).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
