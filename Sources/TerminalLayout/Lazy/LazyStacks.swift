/// A vertical stack that makes its rows only when they are shown.
///
/// Inside a `ScrollView` that scrolls vertically, a `ForEach` in its
/// content is not expanded: the stack asks the data for its count, and
/// makes, measures and places only the rows the scroll view shows (plus
/// half a screen either side), estimating the length of the others from
/// the rows measured so far (see `LazyStackBehavior`). Rows scrolled far
/// away are recycled; their measured lengths are kept. Elsewhere it lays
/// out exactly like a `VStack` with the same alignment and spacing.
///
/// In a scroll view it differs from a `VStack` in two ways, as SwiftUI's
/// does: it takes the proposed width (its rows are aligned in it) instead
/// of its widest row's, and rows are at their ideal height. Pinned views
/// are accepted and not pinned.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// `LazyVStack` has no body.
    public var body: Never { preconditionFailure("LazyVStack is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyStack(axis: .vertical, layout: layout, alignment: layout.alignment.key, spacing: layout.spacing,
                         content: content, type: Self.self, context, into: &elements)
    }
}

/// A horizontal stack that makes its columns only when they are shown.
///
/// Inside a `ScrollView` that scrolls horizontally it makes, measures and
/// places only the views the scroll view shows, as `LazyVStack` does
/// rows; it then takes the proposed height. Elsewhere it lays out exactly
/// like an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// `LazyHStack` has no body.
    public var body: Never { preconditionFailure("LazyHStack is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        resolveLazyStack(axis: .horizontal, layout: layout, alignment: layout.alignment.key, spacing: layout.spacing,
                         content: content, type: Self.self, context, into: &elements)
    }
}

/// Resolves a lazy stack: lazily (`LazyStackBehavior`) inside a scroll
/// view that scrolls along `axis`, otherwise as the eager `layout`.
private func resolveLazyStack<L: Layout, Content: View, Stack>(
    axis: Axis, layout: L, alignment: AlignmentKey, spacing: CGFloat?, content: Content, type: Stack.Type,
    _ context: ResolveContext, into elements: inout [Node]
) {
    let scrolls = context.environment.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
    guard scrolls else {
        _LayoutRoot(layout: layout, content: content)._resolve(context, into: &elements)
        return
    }
    let builder = context.builder
    let node = builder.node(context.path.appending(.type(ObjectIdentifier(Stack.self))),
                            behavior: LazyStackBehavior(axis: axis, alignment: alignment, spacing: spacing))
    let state: LazyStackState
    if let existing = node.lazyState {
        state = existing
    } else {
        state = LazyStackState()
        node.lazyState = state
    }
    var inner = context
    inner.path = NodeKey.scopeRoot
    inner.environment.stackOrientation = axis
    var rows = LazyRows()
    builder.inScope(of: node) { builder.collectRows(content, inner, into: &rows) }
    // Eager rows are not the stack's children until placed: finish them now.
    builder.finish(rows.eagerNodes)
    let metrics = builder.engine.environment.cellMetrics
    state.replace(rows, environment: inner.environment, depth: inner.depth + 1,
                  fallbackLength: Double(axis == .vertical ? metrics.row : metrics.column))
    // Rows are the children once placed; until then the stack shows none
    // (rows made before this update may have changed).
    builder.setChildren([], of: node)
    elements.append(node)
}
