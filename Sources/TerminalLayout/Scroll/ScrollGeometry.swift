/// Where a scroll view is scrolled, and the sizes that decide it (iOS 18),
/// as `onScrollGeometryChange(for:of:action:)` hands it over (SC7).
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled (the visible rectangle's origin in it).
    public var contentOffset: CGPoint
    /// The content's size, its margins included.
    public var contentSize: CGSize
    /// The margins around the content (`contentMargins`).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The part of the content shown, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size, at the offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Creates a geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

nonisolated extension View {
    /// Runs `action` with the old and the new value of `transform` applied
    /// to the first scroll view's geometry in this view, whenever a layout
    /// changes it (SC7): scrolling, a resize, content that grows.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in
    ///         showsTopButton = scrolled
    ///     }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
    }
}

/// The modifier `onScrollGeometryChange(for:of:action:)` applies.
nonisolated public struct _ScrollGeometryActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let transform = transform, action = action
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in
            PreferenceObserverBehavior { node, engine in
                guard let scroll = engine.firstScrollView(under: node), let geometry = engine.scrollGeometry(of: scroll) else { return }
                let value = transform(geometry)
                let seen = node.observedValue as? Value
                node.observedValue = value
                if let seen, seen != value { engine.arena.lifecycleActions.append { action(seen, value) } }
            }
        }
        let arena = context.builder.engine.arena
        for node in elements[start...] where node.isNew { arena.preferenceObservers.append(node) }
    }
}

extension LayoutEngine {
    /// `scroll`'s geometry in the last pass (SC7).
    func scrollGeometry(of scroll: Node) -> ScrollGeometry? {
        guard let frame = lastFrame(of: scroll), let content = scroll.children.first.flatMap(lastFrame(of:)) else { return nil }
        var insets = EnvironmentValues.noMargins
        if let padding = scroll.children.first?.behavior(as: PaddingBehavior.self) { insets = padding.insets(self) }
        return ScrollGeometry(contentOffset: scroll.scrollOffset, contentSize: content.size, contentInsets: insets,
                              containerSize: frame.size)
    }
}
