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
    public var rootView: Content

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
}
