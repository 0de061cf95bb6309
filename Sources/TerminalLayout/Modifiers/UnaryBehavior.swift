/// Internal: the behaviour of a modifier with one child — frame, padding,
/// fixedSize, offset, position, alignmentGuide. The conforming type says
/// how big it is and where its child goes; the rest follows SwiftUI's
/// unary-layout rules: explicit guides are the child's, offset by the
/// child's origin (A3); priority is 0 or passes through (S5).
protocol UnaryBehavior: NodeBehavior {
    /// The modifier's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize
    /// The child's origin (relative to the modifier) and proposal, when
    /// the modifier has `size` under `proposal`.
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize)
    /// `childPlacement`, with the child's size for its proposal when working
    /// it out measured the child (`nil`: not known).
    func measuredChildPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize, childSize: CGSize?)
    /// Whether the child's layout priority is the modifier's (S5).
    var passesPriorityThrough: Bool { get }
    /// The modifier's spacing, given its child's (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing
}

extension UnaryBehavior {
    var isTransparentToTraits: Bool { true }
    var passesPriorityThrough: Bool { false }
    var guideSource: ExplicitGuideSource { .children }

    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing { engine.spacing(of: child) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return sizeThatFits(proposal, child: child, engine: engine)
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        singleChildPlacement(in: bounds, proposal: proposal, node: node, engine: engine).map { [$0] } ?? []
    }

    func measuredChildPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize, childSize: CGSize?) {
        let placed = childPlacement(size: size, proposal: proposal, child: child, engine: engine)
        return (placed.origin, placed.proposal, nil)
    }

    func singleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ChildPlacement? {
        measuredSingleChildPlacement(in: bounds, proposal: proposal, node: node, engine: engine)?.placement
    }

    func measuredSingleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                                      engine: LayoutEngine) -> (placement: ChildPlacement, childSize: CGSize?)? {
        guard let child = node.children.first else { return nil }
        engine.stats.placeSubviewsCalls += 1
        let placed = measuredChildPlacement(size: bounds.size, proposal: proposal, child: child, engine: engine)
        return (ChildPlacement(child: child, origin: CGPoint(x: bounds.minX + placed.origin.x, y: bounds.minY + placed.origin.y),
                               proposal: placed.proposal), placed.childSize)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let placed = childPlacement(size: size, proposal: proposal, child: child, engine: engine)
        guard let value = engine.explicitValue(of: child, key, proposal: placed.proposal) else { return nil }
        return value + placed.origin[key.axis]
    }

    func priority(node: Node, engine: LayoutEngine) -> Double {
        guard passesPriorityThrough, let child = node.children.first else { return 0 }
        return engine.priority(of: child)
    }

    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing {
        guard let child = node.children.first else { return engine.defaultSpacing }
        return spacing(child: child, engine: engine)
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .modifier(kindName)
    }
}

/// Internal: where `alignment` puts a child of `childDimensions` inside a
/// container of `size`: container[alignment] − child[alignment] (F1, A2).
func alignedOrigin(size: CGSize, child: ViewDimensions, alignment: Alignment) -> CGPoint {
    let container = ViewDimensions(size: size)
    return CGPoint(x: container[alignment.horizontal] - child[alignment.horizontal],
                   y: container[alignment.vertical] - child[alignment.vertical])
}

extension LayoutEngine {
    /// Where `alignment` puts `child`, proposed `proposal`, inside a frame of
    /// `size` (F1, A2): as `alignedOrigin(size:child:alignment:)` with the
    /// child's dimensions, but for a child without explicit guides aligned
    /// by built-in frame guides worked out from the two sizes alone (the
    /// same arithmetic: each guide's position in the frame less its position
    /// in the child) — no `ViewDimensions` made, no guide looked up.
    @inline(__always)
    func alignedOrigin(of child: Node, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        alignedOrigin(of: child, proposal: proposal, in: size,
                      positions: (alignment.horizontal.key.framePosition, alignment.vertical.key.framePosition),
                      alignment: alignment)
    }

    /// `alignedOrigin(of:proposal:in:alignment:)` given where the guides sit
    /// in a frame (a frame with built-in guides knows it without making the
    /// alignment, which is asked only for a child with explicit guides).
    @inline(__always)
    func alignedOrigin(of child: Node, proposal: ProposedViewSize, in size: CGSize,
                       positions: (horizontal: FramePosition?, vertical: FramePosition?),
                       alignment: @autoclosure () -> Alignment) -> CGPoint {
        alignedOriginAndSize(of: child, proposal: proposal, in: size, positions: positions, alignment: alignment()).origin
    }

    /// `alignedOrigin(of:proposal:in:positions:alignment:)` and the child's
    /// size for `proposal`, which working out the origin measured.
    @inline(__always)
    func alignedOriginAndSize(of child: Node, proposal: ProposedViewSize, in size: CGSize,
                              positions: (horizontal: FramePosition?, vertical: FramePosition?),
                              alignment: @autoclosure () -> Alignment) -> (origin: CGPoint, childSize: CGSize) {
        guard let h = positions.horizontal, let v = positions.vertical, !child.mayHaveExplicitGuides else {
            let dimensions = dimensions(of: child, proposal)
            return (TerminalLayout.alignedOrigin(size: size, child: dimensions, alignment: alignment()), dimensions.size)
        }
        let childSize = measure(child, proposal)
        return (CGPoint(x: h.value(in: size.width) - h.value(in: childSize.width),
                        y: v.value(in: size.height) - v.value(in: childSize.height)), childSize)
    }
}

/// Internal: a non-negative finite length, or `nil` (F1: negative and
/// non-finite frame dimensions are ignored).
@inlinable
func validLength(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}
