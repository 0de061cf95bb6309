nonisolated extension View {
    /// Binds the id of the view at the scroll view's top (leading) edge —
    /// the first of its scroll target layout's views (`scrollTargetLayout`)
    /// that shows there, or at `anchor` — to `id`, both ways (SC6): the
    /// binding follows the scrolling, and setting it scrolls that view to
    /// `anchor` (the top leading corner without one).
    ///
    /// ```swift
    /// @State private var top: Int?
    /// ScrollView {
    ///     LazyVStack { ForEach(0..<1_000, id: \.self) { Text("row \($0)") } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $top)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}

/// The modifier `scrollPosition(id:anchor:)` applies.
nonisolated public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: Binding<ID?>
    let anchor: UnitPoint?

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let binding = id, anchor = anchor ?? .topLeading
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in
            PreferenceObserverBehavior { node, engine in
                // After each pass: the view at the anchor, reported when it changed.
                guard let scroll = engine.firstScrollView(under: node) else { return }
                let shown = engine.scrollTarget(at: anchor, of: scroll).flatMap { $0.traits.id?.base as? ID }
                let reported = node.observedValue as? ScrollPositionReport<ID>
                guard reported?.id != shown || reported == nil else { return }
                node.observedValue = ScrollPositionReport(id: shown)
                if binding.wrappedValue != shown { engine.arena.lifecycleActions.append { binding.wrappedValue = shown } }
            }
        }
        // The binding names another view than the one shown last: scroll to it
        // (carried out by the layout that follows this update).
        let engine = context.builder.engine
        for node in elements[start...] {
            if node.isNew { engine.arena.preferenceObservers.append(node) }
            guard let wanted = binding.wrappedValue,
                  (node.observedValue as? ScrollPositionReport<ID>)?.id != wanted else { continue }
            engine.scrollRequests.append(ScrollRequest(id: AnyHashable(wanted), anchor: anchor, link: nil))
        }
    }
}

/// Internal: the id a `scrollPosition(id:)` node reported last.
struct ScrollPositionReport<ID: Hashable> {
    let id: ID?
}

extension LayoutEngine {
    /// The first scroll view at or under `node`, depth-first.
    func firstScrollView(under node: Node) -> Node? {
        if node.hasBehavior(ScrollViewBehavior.self) { return node }
        for child in node.children {
            if let found = firstScrollView(under: child) { return found }
        }
        return nil
    }

    /// The first view of `scroll`'s scroll target layouts, in view order,
    /// that shows at the unit point `anchor` of the scroll view along its
    /// scroll axes (its far edge at or past that point) in the last pass (SC6).
    func scrollTarget(at anchor: UnitPoint, of scroll: Node) -> Node? {
        guard let viewport = lastFrame(of: scroll), let behavior = scroll.behavior(as: ScrollViewBehavior.self) else { return nil }
        let point = CGPoint(x: viewport.minX + anchor.x * viewport.width, y: viewport.minY + anchor.y * viewport.height)
        return scrollTargets(in: scroll).first { target in
            guard let frame = lastFrame(of: target)?.laidOut(in: viewport, rightToLeft: scroll.isRightToLeft) else { return false }
            if behavior.axes.contains(.vertical) && frame.maxY <= point.y + 0.5 { return false }
            if behavior.axes.contains(.horizontal) && frame.maxX <= point.x + 0.5 { return false }
            return true
        }
    }

    /// The views of the scroll target layouts in `scroll`'s content, in view
    /// order: the children (a lazy stack's made rows) of each node marked
    /// `scrollTargetLayout` (SC5).
    func scrollTargets(in scroll: Node) -> [Node] {
        var targets: [Node] = []
        func visit(_ node: Node) {
            var marked = false
            node.readLayoutValue(for: ObjectIdentifier(ScrollTargetLayoutKey.self), into: &marked)
            var layout = node
            // The mark is on the element: the layout is under its modifiers.
            while marked, layout.record.pointee.isTransparentToTraits, let child = layout.children.first { layout = child }
            let children = layout.lazyState.map { NodeList($0.rowElementsInViewOrder) } ?? layout.children
            if marked {
                targets.append(contentsOf: children)
                return
            }
            for child in node.lazyState.map({ NodeList($0.rowElementsInViewOrder) }) ?? node.children
            where !child.hasBehavior(ScrollViewBehavior.self) {
                visit(child)
            }
        }
        for child in scroll.children { visit(child) }
        return targets
    }}
