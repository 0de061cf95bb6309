nonisolated extension View {
    /// Sets the insets of this row of a ``List`` (LIST1): the row's content is inset by
    /// `insets` from the list's edges instead of a column on each side; `nil` keeps the
    /// default. Outside a list it changes nothing, as in SwiftUI.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowModifier(insets: insets, background: nil))
    }

    /// Puts `view` behind this row of a ``List``, across the row's whole width (LIST1).
    /// Outside a list it changes nothing, as in SwiftUI.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowModifier(insets: nil, background: view.map { AnyView($0) }))
    }

    /// Shows or hides this row's separators in a ``List``. A list here draws no separators
    /// (LIST1), so the row is laid out and drawn as it is.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Shows or hides a section's separators in a ``List``: a list here draws none (LIST1).
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the tint of a row's separators: a list here draws none (LIST1).
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the tint of a section's separators: a list here draws none (LIST1).
    public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Shows or hides the background of a scrollable view (a ``List``, a ``Form``, a
    /// `ScrollView`) so that one of your own shows through. Here they draw no background of
    /// their own (LIST1): the view is laid out and drawn as it is, whatever `visibility`.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }
}

/// The modifier `listRowInsets` and `listRowBackground` apply: in a list's row, padding that
/// moves the content from the list's default inset to `insets`, and a background across the
/// row; elsewhere nothing.
nonisolated public struct _ListRowModifier: ViewModifier {
    let insets: EdgeInsets?
    let background: AnyView?
    @Environment(\.isInList) private var isInList

    public func body(content: Content) -> some View {
        if isInList {
            let inset = CGFloat(List<Never, EmptyView>.rowInset)
            let padding = insets.map {
                EdgeInsets(top: $0.top, leading: $0.leading - inset, bottom: $0.bottom, trailing: $0.trailing - inset)
            } ?? EdgeInsets()
            if let background {
                // The background reaches past the row's inset to the list's edges.
                content.padding(padding)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(background.padding(.horizontal, -inset))
            } else {
                content.padding(padding)
            }
        } else {
            content
        }
    }
}

private struct IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views are a ``List``'s rows (internal; the row modifiers read it).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
