/// Views stacked with a divider line between each two, as SwiftUI's macOS `VSplitView`
/// (SPLIT1).
///
/// ```swift
/// VSplitView {
///     Editor()
///     Console()
/// }
/// ```
///
/// In a terminal the dividers are one row high and cannot be dragged: the split view takes
/// all the space offered, and the height left after the dividers is shared among the panes as
/// a `VStack` shares it among views that can grow (each pane fills its share and its content
/// is centred in it).
nonisolated public struct VSplitView<Content: View>: View {
    let content: Content

    /// A split view of the views `content` makes, top to bottom.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { panes in
            VStack(spacing: 0) {
                ForEach(panes) { pane in
                    if pane.id != panes.first?.id { Divider() }
                    pane.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
