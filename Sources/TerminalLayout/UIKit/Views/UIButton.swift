import Foundation

/// UIKit's button (UIV1): drawn as SwiftUI's `Button` in the plain style — its title (for
/// the current state, else for `.normal`), in its title colour, else its tint — focusable,
/// Return (or Space) sending `.touchUpInside` and `.primaryActionTriggered` to its actions.
/// Its intrinsic size is its title's, one row.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    /// The button's kind.
    public let buttonType: ButtonType

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A button of `buttonType` running `primaryAction` when pressed, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A custom button whose frame is `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button from an archive: here, a custom one.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title shown in `state` (that of `.normal` when none is set for it).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// The title's colour in `state` (that of `.normal` when none is set for it).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// Sets the image shown before the title in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    /// The image shown in `state` (that of `.normal` when none is set for it).
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// What is drawn: the image's glyph and a space, then the title.
    private var shownText: String {
        let glyph = currentImage.map { Image(uiImage: $0).glyph } ?? ""
        let title = currentTitle ?? ""
        return [glyph, title].filter { !$0.isEmpty }.joined(separator: " ")
    }

    open override var intrinsicContentSize: CGSize {
        let text = shownText
        return text.isEmpty ? .zero : CGSize(width: CGFloat(DisplayWidth.of(text)), height: 1)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Runs the button's actions, as a tap does.
    func press() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    package override func terminalContent() -> AnyView {
        let text = shownText
        let color = (titleColor(for: state) ?? ownTintColor).map { Color(uiColor: $0) }
        return AnyView(ZStack {
            super.terminalContent()
            Button { [unowned self] in press() } label: { Text(verbatim: text).foregroundColor(color) }
                .buttonStyle(.plain)
                .disabled(!isEnabled)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        })
    }
}
