/// Builds a ``TabView``'s tabs from ``Tab``s, as SwiftUI's `TabContentBuilder`: each tab's
/// `value` takes the tab view's selection type, so `value: .inbox` needs no type name (TAB1).
///
/// It builds the same views `ViewBuilder` would; a tab view whose content also type-checks
/// as views (`tabItem`, `tag`, or tabs whose values name their type) uses that.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab whose value is of the tab view's selection type.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> {
        tab
    }

    /// A section of tabs whose values are of the tab view's selection type (its tabs are
    /// the tab view's, TAB1).
    public static func buildExpression<H: View, C: View, F: View>(
        _ section: TabSection<H, C, F, SelectionValue>
    ) -> TabSection<H, C, F, SelectionValue> {
        section
    }

    /// Tabs made from data, one or more for each element.
    public static func buildExpression<Data, ID, C: View, L: View>(
        _ tabs: ForEach<Data, ID, Tab<SelectionValue, C, L>>
    ) -> ForEach<Data, ID, Tab<SelectionValue, C, L>> {
        tabs
    }

    /// Tabs made from data, whatever views build them.
    @_disfavoredOverload
    public static func buildExpression<Data, ID, Content: View>(_ tabs: ForEach<Data, ID, Content>) -> ForEach<Data, ID, Content> {
        tabs
    }

    /// One tab.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several tabs, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }

    /// A tab shown only when a condition holds.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// One of two tabs (`if`/`else`).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    /// One of two tabs (`if`/`else`).
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }
}

extension TabView {
    /// A tab view of ``Tab``s whose values are of the selection's type (SwiftUI's
    /// `TabContentBuilder` form): the tab tagged with the binding's value is shown.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: { content() })
    }
}
