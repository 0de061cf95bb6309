import Foundation

/// UIKit's text field, as SwiftUI apps wrap it in a `UIViewRepresentable` (UIV1): drawn as
/// SwiftUI's `TextField` (a `SecureField` with `isSecureTextEntry`), editing the field's own
/// `text`, and telling its delegate and actions what UIKit tells them.
///
/// A typed key asks the delegate `textField(_:shouldChangeCharactersIn:replacementString:)`
/// (the range of the change in UTF-16, as `NSRange`; `false` keeps the text as it was), then
/// sets `text`, sends `.editingChanged` and tells `textFieldDidChangeSelection(_:)`.
/// Focus taken and lost are `textFieldDidBeginEditing(_:)` / `.editingDidBegin` and
/// `textFieldDidEndEditing(_:)` / `.editingDidEnd`; Return asks `textFieldShouldReturn(_:)`
/// and sends `.editingDidEndOnExit` and `.primaryActionTriggered`. `becomeFirstResponder()`
/// focuses the field when it is drawn. It is one row high; its intrinsic width is its text's
/// (or placeholder's) and a cell for the cursor.
@MainActor
open class UITextField: UIControl {
    /// The text.
    open var text: String? = ""

    /// The text with attributes (only its characters are used).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// What is shown while the text is empty.
    open var placeholder: String?

    /// The placeholder with attributes (only its characters are used).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The text's font: its weight is drawn.
    open var font: UIFont?
    /// The text's colour.
    open var textColor: UIColor?
    /// How the text is aligned (kept: a field's text starts at its leading edge here).
    open var textAlignment: NSTextAlignment = .natural
    /// The border drawn: `.roundedRect`, `.line` and `.bezel` as SwiftUI's `.roundedBorder`.
    open var borderStyle: BorderStyle = .none
    /// Whether the text is hidden as it is typed (drawn as a `SecureField`).
    open var isSecureTextEntry = false
    /// The keyboard asked for (kept: the terminal's keyboard is the keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's name (kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalisation (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// When the clear button shows (kept: none is drawn).
    open var clearButtonMode: ViewMode = .never
    /// Whether the text clears when editing begins.
    open var clearsOnBeginEditing = false
    /// What the text is (kept).
    open var textContentType: UITextContentType?

    /// The delegate, asked and told about editing.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (focused).
    open private(set) var isEditing = false

    /// Whether the field asked to be focused (`becomeFirstResponder()`) and is not yet.
    var wantsFocus = false

    /// A text field with an empty text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text field from an archive: here, one with an empty text.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override var isFirstResponder: Bool { isEditing }

    /// Asks to be focused; the field takes focus when it is next drawn.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        wantsFocus = true
        return true
    }

    /// Gives up focus, unless the delegate says not to.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isEditing, delegate?.textFieldShouldEndEditing(self) == false { return false }
        wantsFocus = false
        resignRequested = isEditing
        return true
    }

    /// Whether focus should be given up when the field is next drawn.
    var resignRequested = false

    /// The width of the text (or placeholder) and a cell for the cursor; one row.
    open override var intrinsicContentSize: CGSize {
        let shown = (text?.isEmpty ?? true) ? placeholder ?? "" : text ?? ""
        let width = ViewGraph(Text(verbatim: shown)).layout(proposal: .unspecified).size.width
        return CGSize(width: width + 1, height: borderStyle == .none ? 1 : 3)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A typed edit: asked of the delegate, then made and told (see the type's description).
    func edit(to newText: String) {
        let old = text ?? ""
        guard newText != old else { return }
        let (range, replacement) = Self.change(from: old, to: newText)
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) == false { return }
        text = newText
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Focus taken (`true`) or lost.
    func editingChanged(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing {
            wantsFocus = false
            if clearsOnBeginEditing { text = "" }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        } else {
            resignRequested = false
            delegate?.textFieldDidEndEditing(self)
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
        }
    }

    /// Return pressed.
    func returnPressed() {
        _ = delegate?.textFieldShouldReturn(self)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    /// The range of `old` (UTF-16) that `new` replaced, and what replaced it: what is
    /// between their common beginning and end.
    static func change(from old: String, to new: String) -> (NSRange, String) {
        let a = Array(old.utf16), b = Array(new.utf16)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let replacement = String(decoding: b[prefix..<(b.count - suffix)], as: UTF16.self)
        return (NSRange(location: prefix, length: a.count - suffix - prefix), replacement)
    }

    /// The field drawn as SwiftUI's.
    package override func terminalContent() -> AnyView {
        AnyView(ZStack(alignment: .leading) {
            super.terminalContent()
            TextFieldContent(field: self)
        })
    }

    /// The borders a text field can have.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }
}

/// What a text field tells and asks its delegate. Each method is optional: by default a
/// field may begin and end editing, change, clear and return.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The name of the Return key (kept).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether text is autocorrected (kept).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Internal: a `UITextField` drawn as SwiftUI's text field (UIV1). Its edits go to the
/// field; a count of them, in `@State`, has the view drawn again with the field's new text.
struct TextFieldContent: View {
    let field: UITextField
    /// When it was made (see `UIViewDrawing.generation`).
    let generation = UIView.drawingGeneration
    @State private var edits = 0
    @FocusState private var focused: Bool

    var body: some View {
        _ = edits
        let text = Binding<String>(get: { field.text ?? "" }, set: { new in
            field.edit(to: new)
            edits &+= 1
        })
        let placeholder = field.placeholder ?? ""
        let drawn = Group {
            if field.isSecureTextEntry {
                SecureField(placeholder, text: text)
            } else {
                TextField(placeholder, text: text, onEditingChanged: { field.editingChanged($0) })
            }
        }
        .focused($focused)
        .onSubmit { field.returnPressed() }
        .disabled(!field.isEnabled)
        // `becomeFirstResponder()` in `makeUIView` or an update: focus when drawn.
        .onAppear { if field.wantsFocus { focused = true } }
        .onChange(of: field.wantsFocus) { _, wants in if wants { focused = true } }
        .onChange(of: field.resignRequested) { _, resign in if resign { focused = false } }
        .onChange(of: focused) { _, now in
            // A secure field has no editing callback of its own.
            if field.isSecureTextEntry { field.editingChanged(now) }
        }
        return Group {
            if field.borderStyle == .none { drawn } else { drawn.textFieldStyle(.roundedBorder) }
        }
        .foregroundColor(field.textColor.map { Color(uiColor: $0) })
    }
}
