/// A scrolling column of rows, as in SwiftUI's `List` (LIST1).
///
/// ```swift
/// List(books) { book in
///     Text(book.title)
/// }
///
/// List {
///     Section("Fiction") { ForEach(fiction) { Text($0.title) } }
///     Text("Last row")
/// }
/// ```
///
/// In a terminal a list is its rows one under the other, made as they scroll into view (a
/// ``LazyVStack`` in a vertical ``ScrollView``), each starting one column in from the list's
/// leading edge and ending one column before its trailing edge (SwiftUI's row insets, in
/// cells); no separator lines between them (a line per row would halve what a screen shows).
/// Like a `ScrollView`, it takes all the space it is offered. Sections show their header and
/// footer rows. Every ``ListStyle`` draws the same. With a selection
/// (`List(selection:)`, LIST5) its rows are focusable and Return or Space selects one.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection (LIST5), `nil` for a list without one.
    var selection: ListSelection? = nil
    /// The rows of a list made from data with a selection: each row selectable by its id
    /// (`content` is the plain `ForEach` SwiftUI's type says).
    var selectableRows: (() -> AnyView)? = nil

    /// The columns a row is inset by on each side (LIST1).
    static var rowInset: Int { 1 }
    /// The rows' spacing, `listRowSpacing(_:)` (LIST6).
    @Environment(\.listRowSpacing) private var rowSpacing

    public var body: some View {
        ScrollView(.vertical) {
            LazyVStack(alignment: .leading, spacing: rowSpacing.map { $0.isFinite ? max(0, $0) : 0 } ?? 0) {
                if let selectableRows { selectableRows() } else { content }
            }
            .padding(.horizontal, CGFloat(Self.rowInset))
            .environment(\.isInList, true)
            .environment(\.listSelection, selection)
        }
        .modifier(ListRefresh())
        .modifier(RowFocusAfterDeleteProvider())
        .modifier(EditModeProvider())
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of a row for each element of `data`, whose elements are identifiable.
    ///
    /// Disfavoured: a binding to a collection (`List($users) { $user in … }`)
    /// is itself a collection of identifiable bindings, and would match this
    /// as well as the binding form below, which is the one SwiftUI picks —
    /// without this, Swift finds the call ambiguous.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of a row for each number in `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each element of the collection `data` binds to, identifiable
    /// elements; each row is given a binding to its element.
    public init<C, RowContent: View>(_ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each element of the collection `data` binds to, identified by the
    /// key path `id`; each row is given a binding to its element.
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
            C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
