import Foundation

/// UIKit's text view — the multi-line editor SwiftUI apps wrapped before `TextEditor` (UIV1):
/// drawn as SwiftUI's `TextEditor` editing the view's own `text` while `isEditable`, else as
/// its text, wrapped.
///
/// A typed change asks the delegate `textView(_:shouldChangeTextIn:replacementText:)` (the
/// range in UTF-16, as `UITextField`'s; `false` keeps the text), then sets `text` and tells
/// `textViewDidChange(_:)` and `textViewDidChangeSelection(_:)`; focus taken and lost are
/// `textViewDidBeginEditing(_:)` and `textViewDidEndEditing(_:)`. With `isScrollEnabled`
/// (the default) it has no intrinsic size and takes what it is proposed; without, its
/// intrinsic size is its text's.
@MainActor
open class UITextView: UIView {
    /// The text.
    open var text: String! = ""

    /// The text with attributes (only its characters are used).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }

    /// The text's font: its weight is drawn.
    open var font: UIFont?
    /// The text's colour.
    open var textColor: UIColor?
    /// How the lines are aligned (when not editable).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected (kept).
    open var isSelectable = true
    /// Whether the text scrolls within the view: without, the view is as tall as its text.
    open var isScrollEnabled = true
    /// The space round the text (kept).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard asked for (kept).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's name (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// Autocorrection (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Capitalisation (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// The delegate, asked and told about editing.
    open weak var delegate: UITextViewDelegate?

    /// Whether the text view is being edited (focused).
    open private(set) var isEditing = false

    /// Whether the view asked to be focused and is not yet.
    var wantsFocus = false

    /// A text view with an empty text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text view from an archive: here, one with an empty text.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    open override var isFirstResponder: Bool { isEditing }

    /// Asks to be focused; the view takes focus when it is next drawn.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) != false else { return false }
        wantsFocus = true
        return true
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
    }

    /// Its text's size, wrapped to `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = self.text ?? ""
        guard !text.isEmpty else { return CGSize(width: 1, height: 1) }
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return ViewGraph(Text(verbatim: text)).layout(proposal: ProposedViewSize(width: width, height: nil)).size
    }

    /// A typed edit: asked of the delegate, then made and told.
    func edit(to newText: String) {
        let old = text ?? ""
        guard newText != old else { return }
        let (range, replacement) = UITextField.change(from: old, to: newText)
        if delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) == false { return }
        text = newText
        delegate?.textViewDidChange(self)
        delegate?.textViewDidChangeSelection(self)
    }

    /// Focus taken (`true`) or lost.
    func editingChanged(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing {
            wantsFocus = false
            delegate?.textViewDidBeginEditing(self)
        } else {
            delegate?.textViewDidEndEditing(self)
        }
    }

    package override func terminalContent() -> AnyView {
        AnyView(ZStack(alignment: .topLeading) {
            super.terminalContent()
            TextViewContent(view: self)
        })
    }
}

/// What a text view tells and asks its delegate. Each method is optional: by default a view
/// may begin and end editing and change.
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Internal: a `UITextView` drawn as SwiftUI's `TextEditor` (or its text, when not editable)
/// (UIV1); a count of edits in `@State` has it drawn again with the view's new text.
struct TextViewContent: View {
    let view: UITextView
    /// When it was made (see `UIViewDrawing.generation`).
    let generation = UIView.drawingGeneration
    @State private var edits = 0
    @FocusState private var focused: Bool

    var body: some View {
        let color = view.textColor.map { Color(uiColor: $0) }
        // Read, so that an edit counted draws the view again.
        let _ = edits
        if view.isEditable {
            TextEditor(text: Binding(get: { view.text ?? "" }, set: { new in
                view.edit(to: new)
                edits &+= 1
            }))
            .foregroundColor(color)
            .focused($focused)
            .onAppear { if view.wantsFocus { focused = true } }
            .onChange(of: view.wantsFocus) { _, wants in if wants { focused = true } }
            .onChange(of: focused) { _, now in view.editingChanged(now) }
        } else {
            Text(verbatim: view.text ?? "")
                .foregroundColor(color)
                .multilineTextAlignment(view.textAlignment.swiftUIAlignment)
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: view.textAlignment.swiftUIAlignment.horizontal,
                                                                 vertical: .top))
        }
    }
}
