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
/// before and after it, ← → Home End move it, Return runs the action `onSubmit` set above
/// it. A text wider than the field scrolls to keep the cursor in view. Below
/// `disabled(true)` it takes no focus and its text is `.secondary`. ``SecureField`` shows a
/// `•` for each character.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String?
    let label: Label
    let isSecure: Bool
    /// The title given as a string (the prompt when there is no other).
    let title: String?
    /// Whether it is a `searchable` field: Return runs `onSubmit(of: .search)`'s action.
    let isSearch: Bool
    @State private var cursor: Int?
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.submitAction) private var submit
    @Environment(\.searchSubmitAction) private var searchSubmit

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

    public var body: some View {
        let characters = Array(text.wrappedValue)
        let position = min(cursor ?? characters.count, characters.count)
        let placeholder = prompt ?? title ?? ""
        let ideal = max(DisplayWidth.of(text.wrappedValue), DisplayWidth.of(placeholder)) + 1
        return GeometryReader { proxy in
            TextFieldLine(characters: isSecure ? characters.map { _ in "•" } : characters, cursor: position,
                          placeholder: placeholder, width: proxy.columns(), isFocused: isFocused && isEnabled,
                          isEnabled: isEnabled)
        }
        .frame(minWidth: 1, idealWidth: CGFloat(ideal), maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { press in
            guard isEnabled else { return .ignored }
            return edit(press, characters: characters, position: position)
        }
    }

    /// Applies `press` to the text and cursor; `.ignored` for keys a field does not take
    /// (Tab, Escape, ↑ ↓, keys with Control or Command).
    private func edit(_ press: KeyPress, characters: [Character], position: Int) -> KeyPress.Result {
        var characters = characters
        var position = position
        switch press.key {
        case .return:
            (isSearch ? searchSubmit : submit)?()
            return .handled
        case .delete:
            guard position > 0 else { return .handled }
            characters.remove(at: position - 1)
            position -= 1
        case .deleteForward:
            guard position < characters.count else { return .handled }
            characters.remove(at: position)
        case .leftArrow: position = max(0, position - 1)
        case .rightArrow: position = min(characters.count, position + 1)
        case .home: position = 0
        case .end: position = characters.count
        default:
            guard press.modifiers.isDisjoint(with: [.control, .command]), !press.characters.isEmpty,
                  press.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) })
            else { return .ignored }
            let typed = Array(press.characters)
            characters.insert(contentsOf: typed, at: position)
            position += typed.count
        }
        let edited = String(characters)
        if edited != text.wrappedValue { text.wrappedValue = edited }
        cursor = position
        return .handled
    }
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
public struct SecureField<Label: View>: View {
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
}

/// Internal: a text field's row for a width: the part of the text that keeps the cursor in
/// view, the cursor's cell on the accent colour while focused; the placeholder when empty.
struct TextFieldLine: View {
    let characters: [Character]
    let cursor: Int
    let placeholder: String
    let width: Int
    let isFocused: Bool
    let isEnabled: Bool

    var body: some View {
        let window = Self.window(characters, cursor: cursor, width: isFocused ? width : Int.max)
        return HStack(spacing: 0) {
            if characters.isEmpty && !isFocused {
                Text(placeholder).foregroundColor(.secondary)
            } else if characters.isEmpty {
                cursorCell(" ")
                Text(placeholder).foregroundColor(.secondary)
            } else {
                let afterStart = min(characters.count, cursor + (isFocused ? 1 : 0))
                Text(String(characters[window.start..<cursor]))
                if isFocused { cursorCell(cursor < characters.count ? String(characters[cursor]) : " ") }
                Text(String(characters[afterStart..<max(afterStart, window.end)]))
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
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

extension View {
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
