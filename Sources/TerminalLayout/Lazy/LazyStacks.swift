/// A vertical stack that makes its rows only when they are shown.
///
/// Inside a `ScrollView` that scrolls vertically, a `ForEach` in its
/// content is not expanded: the stack asks the data for its count, and
/// makes, measures and places only the rows the scroll view shows (plus
/// half a screen either side), estimating the length of the others from
/// the rows measured so far (see `LazyContainerBehavior`). Rows scrolled far
/// away are recycled; their measured lengths are kept. Elsewhere it lays
/// out exactly like a `VStack` with the same alignment and spacing.
///
/// In a scroll view it differs from a `VStack` in two ways, as SwiftUI's
/// does: it takes the proposed width (its rows are aligned in it) instead
/// of its widest row's, and rows are at their ideal height. With
/// `pinnedViews`, the headers or footers of its `Section`s stay in view
/// while their sections are shown (LZ2).
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// `LazyVStack` has no body.
    public var body: Never { preconditionFailure("LazyVStack is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyContainer(axis: .vertical, eager: layout, arrangement: .stack(alignment: layout.alignment.key, pinned: pinnedViews),
                             spacing: layout.spacing, content: content, type: Self.self, context, into: &elements)
    }
}

/// A horizontal stack that makes its columns only when they are shown.
///
/// Inside a `ScrollView` that scrolls horizontally it makes, measures and
/// places only the views the scroll view shows, as `LazyVStack` does
/// rows; it then takes the proposed height. Elsewhere it lays out exactly
/// like an `HStack`.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// `LazyHStack` has no body.
    public var body: Never { preconditionFailure("LazyHStack is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyContainer(axis: .horizontal, eager: layout, arrangement: .stack(alignment: layout.alignment.key, pinned: pinnedViews),
                             spacing: layout.spacing, content: content, type: Self.self, context, into: &elements)
    }
}
