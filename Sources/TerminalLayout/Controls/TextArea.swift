import Foundation

/// Internal: editing and drawing text of several lines — a ``TextEditor`` and a vertical
/// ``TextField`` (TXF2). The text wraps at a width by characters, leaving the last column for
/// the cursor's cell; `\n` ends a line.
enum TextArea {
    /// A row as drawn: the characters `start..<end` (no `\n`); `endsLine` when the next
    /// character is a `\n` or the text ends (a cursor at `end` is on this row).
    struct Row: Equatable {
        let start: Int
        let end: Int
        let endsLine: Bool
    }

    /// The rows `characters` wraps into at `width` cells (at least one).
    static func rows(_ characters: [Character], width: Int) -> [Row] {
        let room = max(1, width - 1)
        var rows: [Row] = []
        var start = 0
        var used = 0
        var i = 0
        while i < characters.count {
            let character = characters[i]
            if character == "\n" {
                rows.append(Row(start: start, end: i, endsLine: true))
                i += 1
                start = i
                used = 0
                continue
            }
            let w = DisplayWidth.of(character)
            if used + w > room && i > start {
                rows.append(Row(start: start, end: i, endsLine: false))
                start = i
                used = 0
            }
            used += w
            i += 1
        }
        rows.append(Row(start: start, end: characters.count, endsLine: true))
        return rows
    }

    /// The row the cursor at `cursor` is on.
    static func row(of cursor: Int, in rows: [Row]) -> Int {
        rows.firstIndex { cursor >= $0.start && (cursor < $0.end || (cursor == $0.end && $0.endsLine)) } ?? rows.count - 1
    }

    /// The widest line's width and a cell for the cursor: the ideal width.
    static func idealWidth(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayWidth.of($0) }.max().map { $0 + 1 } ?? 1
    }

    /// What a key does to the text and cursor (the keys of TXF1, and ↑ ↓ between rows, Return
    /// a new line when `returnInsertsLine`); `nil` for a key the area does not take.
    ///
    /// With a selection (TXF4): Shift with an arrow, Home or End moves the cursor and keeps
    /// the anchor, so the characters between are selected; typing or Return replaces them,
    /// Backspace and Delete remove them, ← and → without Shift go to the selection's start and
    /// end, and the other moves start from the cursor, forgetting the selection.
    static func edit(_ press: KeyPress, characters: inout [Character], cursor: inout TextCursor, width: Int,
                     returnInsertsLine: Bool) -> Bool? {
        let extending = press.modifiers.contains(.shift)
        switch press.key {
        case .upArrow, .downArrow, .home, .end, .leftArrow, .rightArrow:
            let selected = cursor.selected
            if !extending, let selected, press.key == .leftArrow || press.key == .rightArrow {
                cursor = TextCursor(cursor: press.key == .leftArrow ? selected.lowerBound : selected.upperBound)
                return true
            }
            let anchor = extending ? (cursor.anchor ?? cursor.cursor) : nil
            var position = cursor.cursor
            move(press.key, characters: characters, cursor: &position, width: width)
            cursor = TextCursor(cursor: position, anchor: anchor)
        case .return:
            guard returnInsertsLine else { return nil }
            replaceSelection(with: ["\n"], characters: &characters, cursor: &cursor)
        case .delete:
            if cursor.selected != nil {
                replaceSelection(with: [], characters: &characters, cursor: &cursor)
            } else if cursor.cursor > 0 {
                characters.remove(at: cursor.cursor - 1)
                cursor = TextCursor(cursor: cursor.cursor - 1)
            }
        case .deleteForward:
            if cursor.selected != nil {
                replaceSelection(with: [], characters: &characters, cursor: &cursor)
            } else if cursor.cursor < characters.count {
                characters.remove(at: cursor.cursor)
            }
        default:
            guard press.modifiers.isDisjoint(with: [.control, .command]), !press.characters.isEmpty,
                  press.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) })
            else { return nil }
            replaceSelection(with: Array(press.characters), characters: &characters, cursor: &cursor)
        }
        return true
    }

    /// Moves `cursor` for an arrow, Home or End: ← → by a character, ↑ ↓ to the same column
    /// of the row above or below (the start or end past the first or last row), Home and End
    /// to the start and end of its row.
    private static func move(_ key: KeyEquivalent, characters: [Character], cursor: inout Int, width: Int) {
        switch key {
        case .leftArrow: cursor = max(0, cursor - 1)
        case .rightArrow: cursor = min(characters.count, cursor + 1)
        case .home:
            let rows = rows(characters, width: width)
            cursor = rows[row(of: cursor, in: rows)].start
        case .end:
            let rows = rows(characters, width: width)
            cursor = rows[row(of: cursor, in: rows)].end
        default:
            let rows = rows(characters, width: width)
            let current = row(of: cursor, in: rows)
            let target = current + (key == .upArrow ? -1 : 1)
            guard rows.indices.contains(target) else {
                cursor = key == .upArrow ? 0 : characters.count
                return
            }
            let column = characters[rows[current].start..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
            var offset = rows[target].start
            var used = 0
            while offset < rows[target].end, used + DisplayWidth.of(characters[offset]) <= column {
                used += DisplayWidth.of(characters[offset])
                offset += 1
            }
            cursor = offset
        }
    }

    /// Puts `typed` in place of the selected characters (at the cursor when none are), the
    /// cursor after it.
    private static func replaceSelection(with typed: [Character], characters: inout [Character], cursor: inout TextCursor) {
        let range = cursor.selected ?? (cursor.cursor..<cursor.cursor)
        characters.replaceSubrange(range, with: typed)
        cursor = TextCursor(cursor: range.lowerBound + typed.count)
    }
}

/// Internal: the size of a text area (TXF2): as wide as offered (ideally its widest line and a
/// cell), as tall as its rows at that width between `minLines` and `maxLines` — or, when
/// `fills`, all the height offered (a ``TextEditor``).
struct TextAreaLayout: Layout {
    let text: String
    let minLines: Int
    let maxLines: Int?
    let fills: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = TextArea.idealWidth(text)
        let width: Int
        if let proposed = proposal.width, proposed.isFinite {
            width = max(1, Int(proposed.rounded(.down)))
        } else {
            width = proposal.width == nil ? ideal : min(ideal, 4_096)
        }
        let rows = TextArea.rows(Array(text), width: width).count
        var height = max(rows, minLines)
        if let maxLines { height = min(height, maxLines) }
        if fills, let proposed = proposal.height, proposed.isFinite { height = max(1, Int(proposed.rounded(.down))) }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// Internal: the rows of a text area that keep the cursor's row in view, each drawn as a text
/// field's line (the cursor's cell on the accent colour while focused); the placeholder when
/// empty.
nonisolated struct TextAreaLines: View {
    let characters: [Character]
    let cursor: Int
    let placeholder: String
    let width: Int
    let height: Int
    let isFocused: Bool
    let isEnabled: Bool
    /// The selected characters (TXF4), drawn while focused.
    var selection: Range<Int>? = nil

    var body: some View {
        let rows = TextArea.rows(characters, width: width)
        let cursorRow = TextArea.row(of: cursor, in: rows)
        let first = isFocused ? max(0, cursorRow - max(1, height) + 1) : 0
        let shown = Array(rows.indices.dropFirst(first).prefix(max(1, height)))
        let selection = isFocused ? self.selection : nil
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(shown, id: \.self) { index in
                let row = rows[index]
                let rowCharacters = Array(characters[row.start..<row.end])
                let rowSelection = selection.map { ($0.lowerBound - row.start)..<($0.upperBound - row.start) }
                if isFocused && index == cursorRow {
                    TextFieldLine(characters: rowCharacters, cursor: cursor - row.start,
                                  placeholder: characters.isEmpty ? placeholder : "", width: width, isFocused: true,
                                  isEnabled: isEnabled, selection: rowSelection)
                } else {
                    TextFieldLine(characters: rowCharacters, cursor: 0, placeholder: characters.isEmpty ? placeholder : "",
                                  width: width, isFocused: false, isEnabled: isEnabled, selection: rowSelection)
                }
            }
            .frame(height: 1)
            Spacer(minLength: 0)
        }
        .lineLimit(1, reservesSpace: false)
    }
}
