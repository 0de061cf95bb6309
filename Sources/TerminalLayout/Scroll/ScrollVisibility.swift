nonisolated extension View {
    /// Runs `action` when the share of this view that shows inside the
    /// scroll views around it crosses `threshold` (0…1, of its area): `true`
    /// when it becomes visible, `false` when it stops being (SC9). Checked
    /// after each layout; the first layout that places the view reports it
    /// if it is visible.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityActionModifier(threshold: threshold, action: action))
    }
}

/// The modifier `onScrollVisibilityChange(threshold:_:)` applies.
nonisolated public struct _ScrollVisibilityActionModifier: ViewModifier, PrimitiveModifier {
    let threshold: Double
    let action: (Bool) -> Void

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let threshold = threshold.isFinite ? Swift.min(1, Swift.max(0, threshold)) : 0.5, action = action
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in
            PreferenceObserverBehavior { node, engine in
                // Not placed (a lazy row scrolled away and recycled): not visible.
                var visible = false
                if let (frame, clip) = engine.lastPlacement(of: node) {
                    let area = frame.width * frame.height
                    let shown = clip.map { $0.intersection(frame) } ?? frame
                    let shownArea = shown.isNull ? 0 : shown.width * shown.height
                    // A view with no area shows when its frame is inside the clip.
                    visible = area > 0 ? shownArea / area >= threshold && shownArea > 0 : !shown.isNull
                }
                let seen = node.observedValue as? Bool
                guard seen != visible else { return }
                node.observedValue = visible
                // The first check reports a view that shows; not one that does not.
                if seen != nil || visible { engine.arena.lifecycleActions.append { action(visible) } }
            }
        }
        let arena = context.builder.engine.arena
        for node in elements[start...] where node.isNew { arena.preferenceObservers.append(node) }
    }
}
