/// A view that contributes nothing: no subview, no size.
nonisolated public struct EmptyView: View, PrimitiveView, Sendable {
    /// Creates an empty view.
    public init() {}
    /// `EmptyView` has no body.
    public var body: Never { preconditionFailure("EmptyView is a primitive view") }
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {}
}
