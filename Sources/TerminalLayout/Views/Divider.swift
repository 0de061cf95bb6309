/// A line that separates content: horizontal in a `VStack` (and outside
/// stacks), vertical in an `HStack`.
///
/// It is one cell thick (one row, or one column) and takes the proposed
/// length along the line — 0 when that is unspecified, so a divider never
/// widens its stack, and at placement it stretches to the stack's cross
/// size (S6). SwiftUI draws it one pixel thick; a cell is the terminal's
/// pixel.
nonisolated public struct Divider: View, PrimitiveView, Sendable {
    /// Creates a divider.
    public init() {}

    /// `Divider` has no body.
    public var body: Never { preconditionFailure("Divider is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let line: Axis = context.environment.stackOrientation == .horizontal ? .vertical : .horizontal
        elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Divider.self))),
                                             behavior: DividerBehavior(line: line)))
    }
}

/// Internal: the leaf behaviour of `Divider`; `line` is the axis the line runs along.
struct DividerBehavior: NodeBehavior, Equatable {
    let line: Axis
    var kindName: String { "Divider" }
    /// A leaf whose drawing depends on its size alone.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movableAnyProposal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        let metrics = engine.environment.cellMetrics
        let thickness = line == .horizontal ? metrics.row : metrics.column
        return CGSize(major: proposal[line] ?? 0, in: line, by: thickness)
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .divider(line)
    }
}
