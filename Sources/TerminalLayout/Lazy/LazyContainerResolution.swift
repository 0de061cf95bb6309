/// Resolves a lazy stack or grid: lazily (`LazyContainerBehavior`) inside
/// a scroll view that scrolls along `axis`, otherwise as the `eager` layout.
func resolveLazyContainer<L: Layout, Content: View, Container>(
    axis: Axis, eager: L, arrangement: LazyContainerBehavior.Arrangement, spacing: CGFloat?, content: Content,
    type: Container.Type, _ context: ResolveContext, into elements: inout [Node]
) {
    let scrolls = context.environment.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
    guard scrolls else {
        _LayoutRoot(layout: eager, content: content)._resolve(context, into: &elements)
        return
    }
    let builder = context.builder
    // Its rows may size themselves from their container (CRF1).
    builder.engine.arena.tracksContainerDependence = true
    // Its rows are made while laid out (not kept by value in a `ForEach` element, UPD1).
    builder.layoutTimeContent += 1
    let node = builder.node(context.path.appending(.type(ObjectIdentifier(Container.self))),
                            behavior: LazyContainerBehavior(axis: axis, arrangement: arrangement, spacing: spacing),
                            rightToLeft: context.isRightToLeft)
    let state: LazyContainerState
    if let existing = node.lazyState {
        state = existing
    } else {
        state = LazyContainerState()
        node.lazyState = state
    }
    var inner = context
    inner.path = NodeKey.scopeRoot
    inner.environment.stackOrientation = stackOrientation(of: eager)
    var rows = LazyRows()
    builder.inScope(of: node) { builder.collectRows(content, inner, into: &rows) }
    // Eager rows are not the container's children until placed: finish them now.
    builder.finish(rows.eagerNodes)
    // A grid's lines break at sections (LZ2); a stack's line is one row anyway.
    if case .grid = arrangement { rows.finishMarks() }
    let metrics = builder.engine.environment.cellMetrics
    state.replace(rows, environment: inner.environment, depth: inner.depth + 1,
                  fallbackLength: Double(axis == .vertical ? metrics.row : metrics.column), arena: builder.engine.arena)
    // Rows are the children once placed; until then the container shows none
    // (rows made before this update may have changed).
    builder.setChildren([], of: node)
    elements.append(node)
}
