/// A control that edits a line of text, as in SwiftUI (TXF1).
///
/// ```swift
/// @State private var name = ""
/// TextField("Name", text: $name)
///     .onSubmit { save(name) }
/// ```
///
/// In a terminal a text field is one row as wide as offered (its text's width and a cell
/// for the cursor when the width is unspecified). Empty, it shows its prompt (or title) in
/// `.secondary`. It is focusable (Tab); while focused its text is bold and the cell at the
/// cursor is drawn on the accent colour, and keys edit it: printable characters insert at
/// the cursor, Backspace (`.delete`) and Delete (`.deleteForward`) remove the character
/// before and after it, ← → Home End move it — with Shift, select (TXF4) —, Return runs the
/// action `onSubmit` set above it. A text wider than the field scrolls to keep the cursor in view. Below
/// `disabled(true)` it takes no focus and its text is `.secondary`. ``SecureField`` shows a
/// `•` for each character.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String?
    let label: Label
    let isSecure: Bool
    /// The title given as a string (the prompt when there is no other).
    let title: String?
    /// Whether it is a `searchable` field: Return runs `onSubmit(of: .search)`'s action.
    let isSearch: Bool
    /// `.vertical`: the text wraps onto as many rows as it needs, within the line limit (TXF2).
    var axis: Axis = .horizontal
    /// For a field of a value (`value:format:`, `value:formatter:`): the value's text and how
    /// an edited text is given back to it (TXF2).
    var valueEditor: TextValueEditor? = nil
    /// The deprecated `onEditingChanged:` (focus taken and lost) and `onCommit:` (Return).
    var onEditingChanged: ((Bool) -> Void)? = nil
    var onCommit: (() -> Void)? = nil
    /// Whether this is the field a style of your own is given, drawn as it is (TXF3).
    var isStyleConfiguration = false
    /// The selection the field writes its cursor into and shows (TXF4).
    var selection: Binding<TextSelection?>? = nil
    @State private var cursor: Int?
    /// The other end of the selected characters (TXF4).
    @State private var anchor: Int?
    /// The text being edited of a field of a value, until it is committed.
    @State private var draft: String?
    /// The width the rows of a vertical field were last drawn at (for ↑ ↓).
    @State private var area = TextAreaWidth()
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.submitAction) private var submit
    @Environment(\.searchSubmitAction) private var searchSubmit
    @Environment(\.textFieldDrawsBorder) private var drawsBorder
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.reservedLines) private var reservedLines
    @Environment(\.tint) private var tint
    @Environment(\.customTextFieldStyle) private var customStyle
    @Environment(\.backspaceAtStart) private var backspaceAtStart
    @Environment(\.textSelectionAffinity) private var affinity

    init(text: Binding<String>, prompt: String?, title: String?, isSecure: Bool, isSearch: Bool = false, label: Label) {
        self.text = text
        self.prompt = prompt
        self.title = title
        self.isSecure = isSecure
        self.isSearch = isSearch
        self.label = label
    }

    /// A field editing `text`, labelled by the view `label` makes; `prompt` is shown while
    /// the text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt?.content, title: nil, isSecure: false, label: label())
    }

    /// The text edited: the bound string, or a value's draft.
    private var edited: Binding<String> {
        guard let valueEditor else { return text }
        let draft = $draft
        return Binding(get: { draft.wrappedValue ?? valueEditor.display() }, set: { draft.wrappedValue = $0 })
    }

    /// The field, or what a style of your own makes of it (TXF3).
    @ViewBuilder
    public var body: some View {
        if let customStyle, !isStyleConfiguration {
            customStyle.makeBody(styleConfiguration)
        } else {
            drawnField
        }
    }

    /// This field as a style of your own is given it: the same field and binding, its label
    /// type-erased, drawn as it is (TXF3).
    private var styleConfiguration: TextField<_TextFieldStyleLabel> {
        var field = TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, title: title, isSecure: isSecure,
                                                    isSearch: isSearch, label: _TextFieldStyleLabel(content: AnyView(label)))
        field.axis = axis
        field.valueEditor = valueEditor
        field.onEditingChanged = onEditingChanged
        field.onCommit = onCommit
        field.selection = selection
        field.isStyleConfiguration = true
        return field
    }

    /// The field drawn: its row or rows, with a box below `.roundedBorder`.
    private var drawnField: some View {
        let text = edited
        let characters = Array(text.wrappedValue)
        let state = currentCursor(in: text.wrappedValue, count: characters.count)
        let placeholder = prompt ?? title ?? ""
        let focused = isFocused && isEnabled
        let field = line(characters, position: state.cursor, selected: state.selected, placeholder: placeholder,
                         focused: focused)
            .focusable(isEnabled)
            .focused($isFocused)
            .onKeyPress(phases: .down) { press in
                guard isEnabled else { return .ignored }
                // Read at the press: the text or a bound selection may have changed since drawing.
                let characters = Array(text.wrappedValue)
                return edit(press, text: text, characters: characters,
                            state: currentCursor(in: text.wrappedValue, count: characters.count))
            }
            .onChange(of: isFocused) { _, focused in
                if !focused { commitValue() }
                if focused, let selection, selection.wrappedValue == nil {
                    selection.wrappedValue = state.selection(in: text.wrappedValue, affinity: affinity)
                }
                onEditingChanged?(focused)
            }
        return TextFieldBorder(drawsBorder: drawsBorder, color: focused ? tint ?? Color.accentColor : Color.secondary) {
            field
        }
        .preference(key: TextInputFocusKey.self, value: focused)
    }

    /// The field's row (TXF1), or its rows (a vertical field, TXF2).
    @ViewBuilder
    private func line(_ characters: [Character], position: Int, selected: Range<Int>?, placeholder: String,
                      focused: Bool) -> some View {
        let shown = isSecure ? characters.map { _ in "•" } : characters
        if axis == .vertical {
            let area = self.area
            TextAreaLayout(text: String(shown), minLines: reservedLines ?? 1, maxLines: lineLimit, fills: false) {
                GeometryReader { proxy in
                    let width = proxy.columns()
                    let _ = area.width = width
                    TextAreaLines(characters: shown, cursor: position, placeholder: placeholder, width: width,
                                  height: proxy.cellMetrics.rows(in: proxy.size.height), isFocused: focused,
                                  isEnabled: isEnabled, selection: selected)
                }
            }
        } else {
            let ideal = max(DisplayWidth.of(String(characters)), DisplayWidth.of(placeholder)) + 1
            GeometryReader { proxy in
                TextFieldLine(characters: shown, cursor: position, placeholder: placeholder, width: proxy.columns(),
                              isFocused: focused, isEnabled: isEnabled, selection: focused ? selected : nil)
            }
            .frame(minWidth: 1, idealWidth: CGFloat(ideal), maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
        }
    }

    /// The cursor and selection: the field's own, unless a bound selection (TXF4) says
    /// otherwise — set by the app, or the text changed under it.
    private func currentCursor(in string: String, count: Int) -> TextCursor {
        let own = TextCursor(cursor: min(cursor ?? count, count), anchor: anchor.map { min($0, count) })
        guard let bound = selection?.wrappedValue else { return own }
        let given = TextCursor(bound, in: string)
        return given.selected == own.selected && (own.selected != nil || given.cursor == own.cursor) ? own : given
    }

    /// Gives a field of a value its edited text (TXF2), then forgets the draft.
    private func commitValue() {
        guard let valueEditor, let edited = draft else { return }
        valueEditor.commit(edited)
        draft = nil
    }

    /// Applies `press` to the text and cursor; `.ignored` for keys a field does not take
    /// (Tab, Escape, ↑ ↓ in a one-row field, keys with Control or Command).
    private func edit(_ press: KeyPress, text: Binding<String>, characters: [Character], state: TextCursor) -> KeyPress.Result {
        var characters = characters
        var state = state
        if press.key == .return {
            commitValue()
            onCommit?()
            (isSearch ? searchSubmit : submit)?()
            return .handled
        }
        if press.key == .delete, state.cursor == 0, state.selected == nil, let backspaceAtStart {
            backspaceAtStart.action()
            return .handled
        }
        if axis == .vertical {
            guard TextArea.edit(press, characters: &characters, cursor: &state, width: area.width,
                                returnInsertsLine: false) != nil else { return .ignored }
        } else {
            switch press.key {
            case .upArrow, .downArrow: return .ignored
            case .home, .end:
                let anchor = press.modifiers.contains(.shift) ? (state.anchor ?? state.cursor) : nil
                state = TextCursor(cursor: press.key == .home ? 0 : characters.count, anchor: anchor)
            default:
                guard TextArea.edit(press, characters: &characters, cursor: &state, width: Int.max,
                                    returnInsertsLine: false) != nil else { return .ignored }
            }
        }
        let edited = String(characters)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        cursor = state.cursor
        anchor = state.anchor
        if let selection {
            let written = state.selection(in: edited, affinity: affinity)
            if selection.wrappedValue != written { selection.wrappedValue = written }
        }
        return .handled
    }
}

/// Internal: how a field of a value shows it and takes an edited text back (TXF2).
struct TextValueEditor {
    let display: () -> String
    let commit: (String) -> Void
}

/// Internal: the width a text area was last drawn at, for the keys that move between its rows
/// (a reference kept in `@State`: drawing sets it without invalidating anything).
final class TextAreaWidth {
    var width = 80
}

extension TextField where Label == Text {
    /// A field titled `title` editing `text`; the title is shown while the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, title: String(title), isSecure: false, label: Text(title))
    }

    /// A field titled `title` editing `text`; `prompt` is shown while the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.content, title: String(title), isSecure: false, label: Text(title))
    }
}

/// A field that edits a secret line of text, as in SwiftUI: a ``TextField`` that shows a `•`
/// for each character (TXF1).
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A field editing `text`, labelled by the view `label` makes.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt?.content, title: nil, isSecure: true, label: label())
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled `title` editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, title: String(title), isSecure: true, label: Text(title))
    }

    /// A secure field titled `title` editing `text`; `prompt` is shown while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt?.content, title: String(title), isSecure: true, label: Text(title))
    }

    /// A secure field titled `title` that runs `onCommit` on Return (deprecated in SwiftUI,
    /// which now has `onSubmit`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField(text: text, prompt: nil, title: String(title), isSecure: true, label: Text(title))
        field.onCommit = onCommit
        self.field = field
    }

    /// A secure field titled by a key that runs `onCommit` on Return (deprecated in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(Text(titleKey).content, text: text, onCommit: onCommit)
    }
}

/// Internal: a text field's row for a width: the part of the text that keeps the cursor in
/// view, the cursor's cell on the accent colour while focused — or, when characters are
/// selected (TXF4), those on the accent colour and no cursor cell —; the placeholder when empty.
nonisolated struct TextFieldLine: View {
    let characters: [Character]
    let cursor: Int
    let placeholder: String
    let width: Int
    let isFocused: Bool
    let isEnabled: Bool
    /// The selected characters of this row (offsets into `characters`, clamped to them).
    var selection: Range<Int>? = nil

    var body: some View {
        let window = Self.window(characters, cursor: cursor, width: isFocused ? width : Int.max)
        let selected = selection.map { $0.clamped(to: window.start..<max(window.start, window.end)) }.flatMap { $0.isEmpty ? nil : $0 }
        return HStack(spacing: 0) {
            if characters.isEmpty && !isFocused {
                Text(placeholder).foregroundColor(.secondary)
            } else if characters.isEmpty {
                cursorCell(" ")
                Text(placeholder).foregroundColor(.secondary)
            } else if let selected {
                Text(String(characters[window.start..<selected.lowerBound]))
                Text(String(characters[selected])).background(Color.accentColor)
                Text(String(characters[selected.upperBound..<max(selected.upperBound, window.end)]))
            } else {
                let afterStart = min(characters.count, cursor + (isFocused ? 1 : 0))
                Text(String(characters[window.start..<cursor]))
                if isFocused { cursorCell(cursor < characters.count ? String(characters[cursor]) : " ") }
                Text(String(characters[afterStart..<max(afterStart, window.end)]))
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1, reservesSpace: false)
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
    }

    private func cursorCell(_ character: String) -> some View {
        Text(character).background(Color.accentColor)
    }

    /// The characters shown in `width` cells: from the start, or — when the text up to and
    /// including the cursor's cell is wider — ending with the cursor's cell.
    static func window(_ characters: [Character], cursor: Int, width: Int) -> (start: Int, end: Int) {
        let width = max(1, width)
        var start = 0
        var used = characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) } + 1   // the cursor's cell
        while used > width && start < cursor {
            used -= DisplayWidth.of(characters[start])
            start += 1
        }
        var end = start
        var shown = 0
        while end < characters.count && shown + DisplayWidth.of(characters[end]) <= width {
            shown += DisplayWidth.of(characters[end])
            end += 1
        }
        return (start, max(end, min(cursor, characters.count)))
    }
}

nonisolated extension View {
    /// Runs `action` when Return is pressed in a text field in this view (the innermost
    /// `onSubmit` above the field) — with `of: .search`, in a `searchable` field — as in
    /// SwiftUI (TXF1).
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            if triggers.contains(.text) { values.submitAction = action }
            if triggers.contains(.search) { values.searchSubmitAction = action }
            resolved = values.resolved
        })
    }
}

/// What `onSubmit(of:_:)` responds to, as in SwiftUI; a terminal has text fields only.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a `searchable` field.
    public static let search = SubmitTriggers(rawValue: 2)
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

private struct SearchSubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// The action Return runs in a `searchable` field (internal; set by `onSubmit(of: .search)`).
    var searchSubmitAction: (() -> Void)? {
        get { self[SearchSubmitActionKey.self] }
        set { self[SearchSubmitActionKey.self] = newValue }
    }

    /// The action Return runs in a text field (internal; set by `onSubmit`).
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}
