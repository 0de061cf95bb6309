import Foundation

/// UIKit's spinner (UIV1): drawn as SwiftUI's indeterminate `ProgressView` while it
/// animates, and while it is stopped unless `hidesWhenStopped` (the default) hides it. Its
/// intrinsic size is that progress view's, which it hugs (hugging `.defaultHigh` on both
/// axes, as UIKit's fixed-size controls): a representable of it keeps that size.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's style (its size in UIKit; one cell here).
    open var style: Style

    /// The spinner's colour; none: the tint.
    open var color: UIColor!

    /// Whether a stopped spinner is hidden (UIKit's default: yes).
    open var hidesWhenStopped = true

    /// Whether the spinner is animating.
    open private(set) var isAnimating = false

    /// A spinner of `style`, stopped.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        hugIntrinsicSize()
    }

    /// A medium spinner, stopped, whose frame is `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        hugIntrinsicSize()
    }

    /// A spinner from an archive: here, a medium one, stopped.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        hugIntrinsicSize()
    }

    /// Hugs the intrinsic size on both axes.
    private func hugIntrinsicSize() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Starts the animation.
    open func startAnimating() { isAnimating = true }

    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }

    /// The size of the progress view it is drawn as: one cell.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: 1, height: 1)
    }

    /// Its intrinsic size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The background, then the spinner centred, unless it is hidden while stopped.
    package override func terminalContent() -> AnyView {
        guard isAnimating || !hidesWhenStopped else { return super.terminalContent() }
        let tint = (color ?? tintColor).map { Color(uiColor: $0) }
        return AnyView(ZStack {
            super.terminalContent()
            ProgressView().tint(tint)
        })
    }

    /// The styles of spinner.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }
}
