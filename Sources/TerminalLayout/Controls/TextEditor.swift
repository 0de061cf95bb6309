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
/// it to the row above or below, Home and End to the start and end of its row. Below
/// `disabled(true)` it takes no focus.
nonisolated public struct TextEditor: View {
    let text: Binding<String>
    @State private var cursor: Int?
    @State private var area = TextAreaWidth()
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        let characters = Array(text.wrappedValue)
        let position = min(cursor ?? characters.count, characters.count)
        let area = self.area
        return TextAreaLayout(text: text.wrappedValue, minLines: 1, maxLines: nil, fills: true) {
            GeometryReader { proxy in
                let width = proxy.columns()
                let _ = area.width = width
                TextAreaLines(characters: characters, cursor: position, placeholder: "", width: width,
                              height: proxy.cellMetrics.rows(in: proxy.size.height), isFocused: isFocused && isEnabled,
                              isEnabled: isEnabled)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { press in
            guard isEnabled else { return .ignored }
            var edited = characters
            var moved = position
            guard TextArea.edit(press, characters: &edited, cursor: &moved, width: area.width,
                                returnInsertsLine: true) != nil else { return .ignored }
            let string = String(edited)
            if string != text.wrappedValue { text.wrappedValue = string }
            cursor = moved
            return .handled
        }
    }
}
