/// Views side by side with a divider line between each two, as SwiftUI's macOS `HSplitView`
/// (SPLIT1).
///
/// ```swift
/// HSplitView {
///     Sidebar()
///     Editor()
/// }
/// ```
///
/// In a terminal the dividers are one column wide and cannot be dragged: the split view takes
/// all the space offered, and the width left after the dividers is shared among the panes as
/// an `HStack` shares it among views that can grow (each pane fills its share and its content
/// is centred in it).
nonisolated public struct HSplitView<Content: View>: View {
    let content: Content

    /// A split view of the views `content` makes, left to right.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { panes in
            HStack(spacing: 0) {
                ForEach(panes) { pane in
                    if pane.id != panes.first?.id { Divider() }
                    pane.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
