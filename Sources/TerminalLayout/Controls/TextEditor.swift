/// A view that edits text of many lines, as in SwiftUI (TXF2).
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes)
/// ```
///
/// In a terminal it takes all the space it is offered and shows the text wrapped at its width
/// (by characters; `\n` ends a line), scrolled to keep the cursor's row in view. It is
/// focusable (Tab); while focused its text is bold and the cell at the cursor is on the accent
/// colour, and keys edit it: printable characters insert at the cursor, Return inserts a new
/// line, Backspace and Delete remove the character before and after it, ← → move it, ↑ ↓ move
/// it to the row above or below, Home and End to the start and end of its row; with Shift
/// they select (TXF4). Below `disabled(true)` it takes no focus.
///
/// Given a binding to a ``TextSelection`` (`TextEditor(text:selection:)`), it writes its
/// cursor into it while focused and shows what it holds.
nonisolated public struct TextEditor: View {
    let text: Binding<String>
    let selection: Binding<TextSelection?>?
    @State private var cursor: Int?
    @State private var anchor: Int?
    @State private var area = TextAreaWidth()
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textSelectionAffinity) private var affinity
    @Environment(\.textEditorStyle) private var style
    @Environment(\.tint) private var tint

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
        selection = nil
    }

    /// An editor of `text` whose cursor and selection are bound to `selection` (TXF4).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
        self.selection = selection
    }

    public var body: some View {
        if let makeBody = style?.makeBody {
            makeBody(TextEditorStyleConfiguration(editor: AnyView(editor)))
        } else {
            editor
        }
    }

    /// The editor, in a rounded box when its style draws one (TXF5).
    private var editor: some View {
        let characters = Array(text.wrappedValue)
        let state = currentCursor(count: characters.count)
        let area = self.area
        let focused = isFocused && isEnabled
        return TextFieldBorder(drawsBorder: style?.drawsBorder ?? false,
                               color: focused ? tint ?? Color.accentColor : Color.secondary) {
            TextAreaLayout(text: text.wrappedValue, minLines: 1, maxLines: nil, fills: true) {
                GeometryReader { proxy in
                    let width = proxy.columns()
                    let _ = area.width = width
                    TextAreaLines(characters: characters, cursor: state.cursor, placeholder: "", width: width,
                                  height: proxy.cellMetrics.rows(in: proxy.size.height), isFocused: focused,
                                  isEnabled: isEnabled, selection: state.selected)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { press in
            guard isEnabled else { return .ignored }
            // Read at the press: the text or a bound selection may have changed since drawing.
            var edited = Array(text.wrappedValue)
            var moved = currentCursor(count: edited.count)
            guard TextArea.edit(press, characters: &edited, cursor: &moved, width: area.width,
                                returnInsertsLine: true) != nil else { return .ignored }
            let string = String(edited)
            if string != text.wrappedValue { text.wrappedValue = string }
            cursor = moved.cursor
            anchor = moved.anchor
            if let selection {
                let written = moved.selection(in: string, affinity: affinity)
                if selection.wrappedValue != written { selection.wrappedValue = written }
            }
            return .handled
        }
        .preference(key: TextInputFocusKey.self, value: isFocused && isEnabled)
        .onChange(of: isFocused) { _, focused in
            if focused, let selection, selection.wrappedValue == nil {
                selection.wrappedValue = state.selection(in: text.wrappedValue, affinity: affinity)
            }
        }
    }

    /// The cursor and selection: the editor's own, unless a bound selection says otherwise.
    private func currentCursor(count: Int) -> TextCursor {
        let own = TextCursor(cursor: min(cursor ?? count, count), anchor: anchor.map { min($0, count) })
        guard let bound = selection?.wrappedValue else { return own }
        let given = TextCursor(bound, in: text.wrappedValue)
        return given.selected == own.selected && (own.selected != nil || given.cursor == own.cursor) ? own : given
    }
}
