/// An effect on how a view is drawn that may depend on where it is
/// (SwiftUI's `VisualEffect`, for `visualEffect(_:)`, VFX1): it never
/// changes layout. A terminal shows two of them — an offset, which moves
/// the drawing, and an opacity; the others (scale, rotation, blur, colour
/// adjustments) are accepted and change nothing, as the view modifiers of
/// those names do.
public protocol VisualEffect: Sendable {
    /// Applies the effect to what is drawn (the package's; do not call).
    func _apply(to drawing: inout _VisualEffectDrawing)
}

/// What visual effects do to a view's drawing in a terminal.
public struct _VisualEffectDrawing: Sendable {
    /// How far the drawing is moved.
    public var offset = CGSize.zero
    /// What its opacity is multiplied by.
    public var opacity = 1.0
}

/// The effect that does nothing, which `visualEffect(_:)`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the effect.
    public init() {}
    /// Nothing.
    public func _apply(to drawing: inout _VisualEffectDrawing) {}
}

/// An effect followed by a change of the drawing (the effects `VisualEffect`'s methods make).
public struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect {
    let base: Base
    let change: @Sendable (inout _VisualEffectDrawing) -> Void
    /// The base effect, then the change.
    public func _apply(to drawing: inout _VisualEffectDrawing) {
        base._apply(to: &drawing)
        change(&drawing)
    }
}

extension VisualEffect {
    private func then(_ change: @escaping @Sendable (inout _VisualEffectDrawing) -> Void) -> _ChainedVisualEffect<Self> {
        _ChainedVisualEffect(base: self, change: change)
    }

    /// Moves the drawing by `offset` (not the layout).
    public func offset(_ offset: CGSize) -> some VisualEffect {
        let clean = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return then { $0.offset.width += clean.width; $0.offset.height += clean.height }
    }

    /// Moves the drawing by `x` and `y` (not the layout).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Multiplies the drawing's opacity by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        let clean = opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 1
        return then { $0.opacity *= clean }
    }

    /// Cells cannot be scaled: the drawing is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then { _ in } }
    /// Cells cannot be scaled: the drawing is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { then { _ in } }
    /// Cells cannot be scaled: the drawing is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { then { _ in } }
    /// Cells cannot be rotated: the drawing is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then { _ in } }
    /// Cells cannot be rotated in space: the drawing is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect { then { _ in } }
    /// Moves the drawing by the transform's translation when it is only one (`a`, `d` 1 and
    /// `b`, `c` 0); cells cannot be scaled, rotated or skewed, so any other transform leaves the
    /// drawing unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        let move = transform.translationOnly ?? .zero
        return then { $0.offset.width += move.width; $0.offset.height += move.height }
    }
    /// A terminal cannot blur cells: the drawing is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then { _ in } }
    /// Colours come from the terminal's palette: the drawing is unchanged.
    public func brightness(_ amount: Double) -> some VisualEffect { then { _ in } }
    /// Colours come from the terminal's palette: the drawing is unchanged.
    public func contrast(_ amount: Double) -> some VisualEffect { then { _ in } }
    /// Colours come from the terminal's palette: the drawing is unchanged.
    public func saturation(_ amount: Double) -> some VisualEffect { then { _ in } }
    /// Colours come from the terminal's palette: the drawing is unchanged.
    public func grayscale(_ amount: Double) -> some VisualEffect { then { _ in } }
    /// Colours come from the terminal's palette: the drawing is unchanged.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { _ in } }
}

nonisolated extension View {
    /// Applies an effect made from the view's geometry — its size and its
    /// frame in any coordinate space, where the last layout placed it — to
    /// how it is drawn, not to its layout (VFX1).
    ///
    /// ```swift
    /// Text(row.title)
    ///     .visualEffect { content, proxy in
    ///         content.opacity(proxy.frame(in: .global).minY < 2 ? 0.5 : 1)   // dimmed under the header
    ///     }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { proxy in
            var drawing = _VisualEffectDrawing()
            effect(EmptyVisualEffect(), proxy)._apply(to: &drawing)
            return drawing
        })
    }
}

/// The modifier `visualEffect(_:)` applies.
nonisolated public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    /// The drawing's change for the node's frame, in root points, as the engine places it.
    let effect: (CGRect, LayoutEngine) -> _VisualEffectDrawing

    /// An effect worked out from a proxy of the node's frame, as a `GeometryReader`'s (VFX1).
    init(_ effect: @escaping (GeometryProxy) -> _VisualEffectDrawing) {
        self.effect = { bounds, engine in
            let named = engine.namedCoordinateSpaces.compactMapValues(\.last)
            return effect(GeometryProxy(size: bounds.size, globalOrigin: bounds.origin, namedFrames: named,
                                        cellMetrics: engine.environment.cellMetrics))
        }
    }

    /// An effect worked out from the node's frame and the engine placing it
    /// (what encloses it: `scrollTransition`, SC11).
    init(placed effect: @escaping (CGRect, LayoutEngine) -> _VisualEffectDrawing) {
        self.effect = effect
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let behavior = VisualEffectBehavior(effect: effect)
        wrapEach(content, context, into: &elements) { _ in behavior }
    }
}

/// Internal: the node of `visualEffect(_:)`: lays out as its child; placed
/// at `bounds`, it works the effect out from a proxy of `bounds` and moves
/// its child's drawing by the offset, and multiplies the opacity (VFX1).
struct VisualEffectBehavior: UnaryBehavior {
    let effect: (CGRect, LayoutEngine) -> _VisualEffectDrawing

    var kindName: String { "visualEffect" }
    var passesPriorityThrough: Bool { true }

    /// The closure cannot be compared: the node counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func drawing(in bounds: CGRect, engine: LayoutEngine) -> _VisualEffectDrawing {
        effect(bounds, engine)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, proposal)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func measuredSingleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                                      engine: LayoutEngine) -> (placement: ChildPlacement, childSize: CGSize?)? {
        guard let child = node.children.first else { return nil }
        let offset = drawing(in: bounds, engine: engine).offset
        let origin = CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height)
        return (ChildPlacement(child: child, origin: origin, proposal: proposal), bounds.size)
    }

    func placementFacts(in frame: CGRect, engine: LayoutEngine) -> PlacementFacts {
        PlacementFacts(opacityFactor: drawing(in: frame, engine: engine).opacity, clipsChildren: false, mobility: .fixed)
    }
}
