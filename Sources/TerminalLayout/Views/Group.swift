/// Groups views without adding a container: each child is still one
/// subview of the enclosing layout, and modifiers on the group apply to
/// each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group of `content`, already made.
    init(resolved content: Content) { self.content = content }
    /// `Group` has no body; it contributes its children.
    public var body: Never { preconditionFailure("Group is a primitive view") }
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        context.resolve(content, context.appending(.type(ObjectIdentifier(Self.self))), into: &elements)
    }
}
