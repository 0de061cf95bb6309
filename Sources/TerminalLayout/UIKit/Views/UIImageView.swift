import Foundation

/// UIKit's image view (UIV1): its image drawn as `Image(uiImage:)` — one glyph (IMG1) —
/// centred in its bounds, in its own `tintColor` when it has one. Its intrinsic size is the
/// glyph's (one cell, two for a wide glyph; zero for an empty image), none without an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// The image shown while highlighted.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown.
    open var isHighlighted = false

    /// An image view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// An image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view from an archive: here, one with no image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image shown now.
    private var shown: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    open override var intrinsicContentSize: CGSize {
        guard let shown else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let glyph = Image(uiImage: shown).glyph
        return glyph.isEmpty ? .zero : CGSize(width: CGFloat(DisplayWidth.of(glyph)), height: 1)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    package override func terminalContent() -> AnyView {
        guard let shown else { return super.terminalContent() }
        let tint = ownTintColor.map { Color(uiColor: $0) }
        return AnyView(ZStack {
            super.terminalContent()
            Image(uiImage: shown).foregroundColor(tint).frame(maxWidth: .infinity, maxHeight: .infinity)
        })
    }
}
