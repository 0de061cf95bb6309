/// A flexible space that expands along the major axis of its stack, or in
/// both axes outside one (SP1–SP3).
///
/// In a stack: length `max(proposed, minLength)` along the axis and 0
/// across it; its layout priority is −∞, so it is sized last (S3); its
/// spacing is 0, so no default gap appears next to it (V3). Outside a
/// one-dimensional layout (a `ZStack`, an overlay, a custom layout without
/// `stackOrientation`) it takes the whole proposal and is an ordinary
/// child of priority 0 (SP2): `ZStack { Spacer(); Color.clear.frame(width:
/// 50, height: 30) }` proposed 200×100 is 200×100. `minLength: nil` means
/// the default spacing (one cell along the axis).
nonisolated public struct Spacer: View, PrimitiveView, Sendable {
    /// The minimum length, or `nil` for the default spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// `Spacer` has no body.
    public var body: Never { preconditionFailure("Spacer is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let behavior = SpacerBehavior(minLength: minLength, orientation: context.environment.stackOrientation)
        elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Spacer.self))), behavior: behavior))
    }
}

/// Internal: the leaf behaviour of `Spacer`.
struct SpacerBehavior: NodeBehavior, Equatable {
    let minLength: CGFloat?
    let orientation: Axis?

    var kindName: String { "Spacer" }
    /// A leaf whose drawing depends on its size alone.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movableAnyProposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        let defaults = engine.environment.defaultSpacingSize
        func length(_ axis: Axis) -> CGFloat {
            let minimum = minLength.map { $0.isFinite ? $0 : 0 } ?? defaults[axis]
            return Swift.max(proposal[axis] ?? -.infinity, minimum)
        }
        if let axis = orientation {
            return CGSize(major: length(axis), in: axis, by: 0)
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing {
        switch orientation {
        case .horizontal?: return ViewSpacing(values: [.leading: 0, .trailing: 0], defaults: nil)
        case .vertical?: return ViewSpacing(values: [.top: 0, .bottom: 0], defaults: nil)
        case nil: return .zero
        }
    }

    /// −∞ inside a stack (SP1), 0 elsewhere (SP2).
    func priority(node: Node, engine: LayoutEngine) -> Double { orientation == nil ? 0 : -.infinity }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .spacer
    }
}
