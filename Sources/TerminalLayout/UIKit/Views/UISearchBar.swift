import Foundation

/// UIKit's search bar (UIV1): drawn as SwiftUI's `TextField` after a `⌕`, with a Cancel
/// button while `showsCancelButton`; editing its own `text`.
///
/// A typed change asks the delegate `searchBar(_:shouldChangeTextIn:replacementText:)`,
/// then sets `text` and tells `searchBar(_:textDidChange:)`; focus taken and lost are
/// `searchBarTextDidBeginEditing(_:)` and `searchBarTextDidEndEditing(_:)`; Return is
/// `searchBarSearchButtonClicked(_:)` and Cancel `searchBarCancelButtonClicked(_:)`. It is
/// one row high.
@MainActor
open class UISearchBar: UIView {
    /// The text searched for.
    open var text: String? = ""
    /// What is shown while the text is empty.
    open var placeholder: String?
    /// A line above the field (drawn before it).
    open var prompt: String?
    /// Whether a Cancel button is shown.
    open var showsCancelButton = false
    /// How the bar looks (kept).
    open var searchBarStyle: Style = .default
    /// The bar's tint (kept).
    open var barTintColor: UIColor?
    /// The keyboard asked for (kept).
    open var keyboardType: UIKeyboardType = .default
    /// Capitalisation (kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (kept).
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The delegate, asked and told about the search.
    open weak var delegate: UISearchBarDelegate?

    /// Whether the bar is being edited (focused).
    private(set) var isEditing = false

    /// A search bar with an empty text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A search bar from an archive: here, one with an empty text.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var isFirstResponder: Bool { isEditing }

    /// One row (two with a prompt), as wide as it is proposed.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: prompt == nil ? 1 : 2)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : 20, height: prompt == nil ? 1 : 2)
    }

    /// A typed edit: asked of the delegate, then made and told.
    func edit(to newText: String) {
        let old = text ?? ""
        guard newText != old else { return }
        let (range, replacement) = UITextField.change(from: old, to: newText)
        if delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) == false { return }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
    }

    /// Focus taken (`true`) or lost.
    func editingChanged(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if editing { delegate?.searchBarTextDidBeginEditing(self) } else { delegate?.searchBarTextDidEndEditing(self) }
    }

    package override func terminalContent() -> AnyView {
        AnyView(ZStack(alignment: .topLeading) {
            super.terminalContent()
            SearchBarContent(bar: self)
        })
    }

    /// How a search bar looks.
    public enum Style: Int, Sendable {
        case `default`, prominent, minimal
    }
}

/// What a search bar tells and asks its delegate; each method is optional.
@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange,
                          replacementText text: String) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// Internal: a search bar drawn as a `⌕`, a text field and maybe Cancel (UIV1); a count of
/// edits in `@State` has it drawn again with the bar's new text.
struct SearchBarContent: View {
    let bar: UISearchBar
    /// When it was made (see `UIViewDrawing.generation`).
    let generation = UIView.drawingGeneration
    @State private var edits = 0

    var body: some View {
        let _ = edits
        VStack(alignment: .leading, spacing: 0) {
            if let prompt = bar.prompt { Text(verbatim: prompt).foregroundColor(.secondary) }
            HStack(spacing: 1) {
                Text("⌕").foregroundColor(.secondary)
                TextField(bar.placeholder ?? "", text: Binding(get: { bar.text ?? "" }, set: { new in
                    bar.edit(to: new)
                    edits &+= 1
                }), onEditingChanged: { bar.editingChanged($0) })
                .onSubmit { bar.delegate?.searchBarSearchButtonClicked(bar) }
                if bar.showsCancelButton {
                    Button("Cancel") { bar.delegate?.searchBarCancelButtonClicked(bar) }.buttonStyle(.plain)
                }
            }
        }
    }
}
