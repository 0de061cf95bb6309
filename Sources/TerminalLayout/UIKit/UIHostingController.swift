import Foundation

/// SwiftUI's bridge into UIKit: a view controller showing a SwiftUI view — what a scene
/// delegate of the Xcode 11 template sets as its window's root,
/// `window.rootViewController = UIHostingController(rootView: ContentView())` (UIK2).
///
/// In a terminal, a window whose root is a hosting controller shows its `rootView`, as
/// `WindowGroup` shows an app's content. `sizeThatFits(in:)` lays the view out with this
/// package's engine.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown; set before the app's window is shown (the terminal shows the view
    /// it has when the run begins).
    public var rootView: Content {
        didSet { (viewIfLoaded as? HostingView)?.rootView = AnyView(rootView) }
    }

    /// Creates a controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive, showing `rootView`.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller needs its root view: from an archive alone, none is made.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The size the root view takes when proposed `size` (`.infinity` or `0` for a
    /// dimension asks for its ideal or smallest size, as UIKit's layout fitting sizes do).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        func dimension(_ value: CGFloat) -> CGFloat? { value.isFinite ? value : nil }
        let proposal = ProposedViewSize(width: dimension(size.width), height: dimension(size.height))
        return ViewGraph(rootView).layout(proposal: proposal).size
    }

    package override var hostedContent: AnyView? { AnyView(rootView) }

    /// The controller's view: one that draws `rootView` (a hosting controller's view put in
    /// a `UIViewRepresentable` shows its SwiftUI content, UIV1), its intrinsic size the
    /// root view's ideal size.
    open override func loadView() {
        view = HostingView(rootView: AnyView(rootView))
    }
}

/// Internal: a hosting controller's view (UIV1): draws the controller's root view (kept
/// here too, as UIKit's hosting view keeps it: the view outlives a controller let go of,
/// `UIHostingController(rootView: v).view`).
@MainActor
final class HostingView: UIView {
    var rootView: AnyView

    init(rootView: AnyView) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    private func content() -> AnyView { rootView }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        ViewGraph(content()).layout(proposal: .unspecified).size
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        func dimension(_ value: CGFloat) -> CGFloat? { value.isFinite && value > 0 ? value : nil }
        return ViewGraph(content()).layout(proposal: ProposedViewSize(width: dimension(size.width),
                                                                      height: dimension(size.height))).size
    }

    package override func terminalContent() -> AnyView {
        let content = content()
        // Centred in the view's bounds, as a hosting view centres its root view.
        return AnyView(ZStack { super.terminalContent(); content }.frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
