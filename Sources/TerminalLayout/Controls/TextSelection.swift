/// A selection of text — an insertion point or a range of characters —, as in SwiftUI (TXF4).
///
/// ```swift
/// @State private var text = "Hello, world"
/// @State private var selection: TextSelection?
///
/// TextField("Greeting", text: $text, selection: $selection)
/// Button("Select “world”") {
///     if let range = text.range(of: "world") { selection = TextSelection(range: range) }
/// }
/// ```
///
/// A ``TextField`` or ``TextEditor`` given a binding to one writes the cursor into it while it
/// is focused — an insertion point, or the range Shift with an arrow, Home or End has
/// selected — and shows the selection the binding holds: setting it moves the cursor or
/// selects. Indices are the bound string's; an index past its end counts as its end.
public struct TextSelection: Hashable, Sendable {
    /// Where a selection is: one range (empty for an insertion point), or several.
    public enum Indices: Hashable, Sendable {
        /// A range of the text; empty, an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges of the text (macOS). A terminal's field shows the first.
        case multiSelection(RangeSet<String.Index>)
    }

    /// Where the selection is.
    public var indices: Indices
    /// How the cursor leans at a position with two sides (a wrapped row's end).
    public var affinity: TextSelectionAffinity

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// A selection of the ranges in `ranges`.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// An insertion point (a cursor with nothing selected) at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
        affinity = .automatic
    }

    /// Whether it is an insertion point: nothing is selected.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        case .multiSelection(let ranges): return ranges.isEmpty
        }
    }
}

/// Which character a cursor goes with where that is ambiguous, as in SwiftUI (TXF4).
///
/// A terminal's field draws a cursor at the end of a wrapped row at the start of the next
/// row whatever the affinity (the row has no cell after its last character); the fields write
/// the environment's affinity into the selections they make.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// As the text around the cursor suggests.
    case automatic
    /// With the character before the cursor.
    case upstream
    /// With the character after the cursor.
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static var defaultValue: TextSelectionAffinity { .automatic }
}

extension EnvironmentValues {
    /// The affinity text fields and editors give the selections they write (TXF4).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the affinity of the selections the text fields and editors in this view write
    /// (TXF4).
    public consuming func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}

/// Internal: a selection as character offsets into a text — the cursor, and the other end of
/// a selected range (`anchor`, `nil` for an insertion point) — and back (TXF4).
struct TextCursor: Equatable {
    var cursor: Int
    var anchor: Int?

    /// The selected characters, or `nil` for an insertion point.
    var selected: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    init(cursor: Int, anchor: Int? = nil) {
        self.cursor = cursor
        self.anchor = anchor == cursor ? nil : anchor
    }

    /// `selection` in `text` as offsets: a range's end is the cursor and its start the anchor;
    /// indices past the end are the end.
    init(_ selection: TextSelection, in text: String) {
        let range: Range<String.Index>
        switch selection.indices {
        case .selection(let selected): range = selected
        case .multiSelection(let ranges): range = ranges.ranges.first ?? (text.endIndex..<text.endIndex)
        }
        let lower = Self.offset(of: range.lowerBound, in: text)
        let upper = Self.offset(of: range.upperBound, in: text)
        self.init(cursor: upper, anchor: lower)
    }

    /// This cursor as a selection of `text`.
    func selection(in text: String, affinity: TextSelectionAffinity) -> TextSelection {
        var selection: TextSelection
        if let selected {
            selection = TextSelection(range: Self.index(selected.lowerBound, in: text)..<Self.index(selected.upperBound, in: text))
        } else {
            selection = TextSelection(insertionPoint: Self.index(cursor, in: text))
        }
        selection.affinity = affinity
        return selection
    }

    private static func offset(of index: String.Index, in text: String) -> Int {
        guard index > text.startIndex else { return 0 }
        guard index < text.endIndex else { return text.count }
        return text.distance(from: text.startIndex, to: index)
    }

    private static func index(_ offset: Int, in text: String) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }
}
