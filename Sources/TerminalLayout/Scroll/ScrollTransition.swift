nonisolated extension View {
    /// Applies the effect `transition` makes for the view's phase as it
    /// scrolls through the visible region of the scroll view around it, the
    /// same configuration on both edges (SC11).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(cards) { card in
    ///         CardView(card).scrollTransition { content, phase in
    ///             content.opacity(phase.isIdentity ? 1 : 0.3)
    ///         }
    ///     } }
    /// }
    /// ```
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies the effect `transition` makes for the view's phase as it
    /// scrolls through the visible region of the scroll view around it:
    /// `topLeading` near the top or leading edge, `bottomTrailing` near the
    /// bottom or trailing one (SC11).
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        let placement = ScrollTransitionPlacement(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { phase in
            var drawing = _VisualEffectDrawing()
            transition(EmptyVisualEffect(), phase)._apply(to: &drawing)
            return drawing
        }
        return modifier(_VisualEffectModifier(placed: { frame, engine in placement.drawing(of: frame, engine: engine) }))
    }
}

/// Internal: a scroll transition's phase and drawing for a view placed at a
/// frame, from the innermost scroll view around it (SC11).
struct ScrollTransitionPlacement: Sendable {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    /// The effect's change of the drawing at a phase.
    let effect: @Sendable (ScrollTransitionPhase) -> _VisualEffectDrawing

    /// The drawing of a view placed at `frame` (root points) inside the scroll views `engine` is placing.
    func drawing(of frame: CGRect, engine: LayoutEngine) -> _VisualEffectDrawing {
        guard let region = engine.namedCoordinateSpaces[NamedCoordinateSpace.scrollViewName]?.last,
              let axes = engine.scrollViewAxes.last else { return effect(.identity) }
        return drawing(of: frame, in: region, scrollAxes: axes)
    }

    /// The drawing of a view at `frame` in a scroll view whose visible region
    /// is `region`, scrolling along `scrollAxes`: the identity effect, the
    /// edge's, or — interactive — the two mixed by the view's progress.
    func drawing(of frame: CGRect, in region: CGRect, scrollAxes: Axis.Set) -> _VisualEffectDrawing {
        let (phase, weight) = phase(of: frame, in: region, scrollAxes: scrollAxes)
        let identity = effect(.identity)
        guard phase != .identity, weight > 0 else { return identity }
        let edge = effect(phase)
        guard weight < 1 else { return edge }
        var mixed = identity
        mixed.offset.width += (edge.offset.width - identity.offset.width) * weight
        mixed.offset.height += (edge.offset.height - identity.offset.height) * weight
        mixed.opacity += (edge.opacity - identity.opacity) * weight
        return mixed
    }

    /// The phase of a view at `frame` and how much of the edge's effect it
    /// has (0…1; 1 for a phase switched, not interpolated).
    func phase(of frame: CGRect, in region: CGRect, scrollAxes: Axis.Set) -> (ScrollTransitionPhase, Double) {
        // Without an axis: the scroll view's; vertical when it scrolls both ways.
        guard let axis = axis ?? (scrollAxes.contains(.vertical) ? .vertical : scrollAxes.contains(.horizontal) ? .horizontal : nil)
        else { return (.identity, 0) }
        let (start, end) = axis == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let (regionStart, regionEnd) = axis == .horizontal ? (region.minX, region.maxX) : (region.minY, region.maxY)
        guard start.isFinite, end.isFinite, regionStart.isFinite, regionEnd.isFinite else { return (.identity, 0) }
        let length = Double(end - start), regionLength = Double(regionEnd - regionStart)
        // The edge the view is nearer, by centres; its depth inside that edge.
        let leading = start + end < regionStart + regionEnd
        let configuration = leading ? topLeading : bottomTrailing
        let depth = leading ? Double(start - regionStart) : Double(regionEnd - end)
        let threshold = configuration.threshold.depth(length, regionLength)
        if case .identity = configuration.kind { return (.identity, 0) }
        guard depth < threshold else { return (.identity, 0) }
        let phase: ScrollTransitionPhase = leading ? .topLeading : .bottomTrailing
        guard case .interactive(let curve) = configuration.kind else { return (phase, 1) }
        // Progress from just hidden (0) to the threshold (1), paced by the curve.
        let span = threshold + length
        let progress = span > 0 ? Swift.min(1, Swift.max(0, (depth + length) / span)) : 0
        return (phase, 1 - curve.value(at: progress))
    }
}
