import Foundation

/// UIKit's label: text in a view (UIV1), drawn as a `Text` with the label's colour, font,
/// alignment and line limit, centred vertically in the label's bounds as UIKit centres it.
///
/// Its intrinsic size is its text's, laid out as `Text` with a `lineLimit` of
/// `numberOfLines` (0: no limit): as wide as its longest line, as many lines high as it
/// has. `sizeThatFits(_:)` wraps the text to the width given.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? {
        get { storedText }
        set { storedText = newValue; storedAttributedText = nil }
    }
    private var storedText: String?

    /// The text shown, with attributes (only its characters are drawn).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set { storedAttributedText = newValue; storedText = newValue?.string }
    }
    private var storedAttributedText: NSAttributedString?

    /// The text's colour (UIKit's default, `.label`).
    open var textColor: UIColor! = .label

    /// The text's font: its weight is drawn (bold from semibold up); its size is not.
    open var font: UIFont! = .systemFont(ofSize: 17)

    /// How the lines are aligned within the label.
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines drawn; 0 is no limit.
    open var numberOfLines = 1

    /// How a line too long for the label ends (drawn as SwiftUI truncates: `…` at the end).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Whether the font shrinks to fit (kept: a cell's size is the terminal's).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale the font shrinks to (kept).
    open var minimumScaleFactor: CGFloat = 0

    /// The width lines wrap at for the intrinsic size of a multi-line label; 0: none.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// Whether the label is drawn enabled (a disabled one dims its text).
    open var isEnabled = true

    /// A label with no text; `backgroundColor` none, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    }

    /// A label from an archive: here, a label with no text.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text's size: see the type's description.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : nil
        return measured(ProposedViewSize(width: width, height: nil))
    }

    /// The text's size wrapped to `size.width` (and cut to `numberOfLines`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(ProposedViewSize(width: size.width.isFinite && size.width > 0 ? size.width : nil, height: nil))
    }

    /// The text laid out for `proposal` (an empty label: zero).
    private func measured(_ proposal: ProposedViewSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return ViewGraph(textView(text)).layout(proposal: proposal).size
    }

    /// The label's text as SwiftUI's `Text`, with its limit and alignment.
    private func textView(_ text: String) -> some View {
        Text(verbatim: text)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            .multilineTextAlignment(textAlignment.swiftUIAlignment)
    }

    /// The background, then the text centred vertically, aligned as `textAlignment` says.
    package override func terminalContent() -> AnyView {
        let alignment = Alignment(horizontal: textAlignment.swiftUIAlignment.horizontal, vertical: .center)
        guard let text, !text.isEmpty else { return super.terminalContent() }
        var label = Text(verbatim: text)
        if let font { label = label.font(Font(font)) }
        return AnyView(ZStack {
            super.terminalContent()
            label
                .foregroundColor(textColor.map { Color(uiColor: $0) })
                .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
                .multilineTextAlignment(textAlignment.swiftUIAlignment)
                .opacity(isEnabled ? 1 : 0.5)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        })
    }
}

/// How lines of text are aligned (UIKit's and AppKit's): `.natural` is the leading edge.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// SwiftUI's alignment for it (justified text is leading-aligned here).
    var swiftUIAlignment: TextAlignment {
        switch self {
        case .left, .natural, .justified: .leading
        case .center: .center
        case .right: .trailing
        }
    }
}

extension TextAlignment {
    /// The horizontal alignment of the same name.
    var horizontal: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// How a line too long for its view is wrapped or cut (UIKit's and AppKit's).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
