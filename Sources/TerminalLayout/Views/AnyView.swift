/// A type-erased view. Its identity includes the type it wraps, so
/// replacing the wrapped view with one of another type makes a new view.
nonisolated public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Wraps a view.
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// Wraps a view, if the value is one.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
    /// `AnyView` has no body; it contributes the wrapped view.
    public var body: Never { preconditionFailure("AnyView is a primitive view") }
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let typeID = ObjectIdentifier(type(of: view))
        context.builder.resolveAny(view, context.appending(.type(typeID)), into: &elements)
    }
}
