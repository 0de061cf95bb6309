/// What a `LabelStyle` is given, as in SwiftUI: the label's title and icon,
/// each as a view.
public struct LabelStyleConfiguration {
    /// The title of a label, type-erased.
    nonisolated public struct Title: View {
        let content: AnyView

        init<V: View>(_ view: V) { content = AnyView(view) }

        /// The label's title view.
        public var body: some View { content }
    }

    /// The icon of a label, type-erased.
    nonisolated public struct Icon: View {
        let content: AnyView

        init<V: View>(_ view: V) { content = AnyView(view) }

        /// The label's icon view.
        public var body: some View { content }
    }

    /// The label's title.
    public let title: LabelStyleConfiguration.Title
    /// The label's icon.
    public let icon: LabelStyleConfiguration.Icon
}
