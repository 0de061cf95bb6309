/// The view a modifier's closure is handed in place of the view it
/// modifies, as in SwiftUI: `phaseAnimator` and `keyframeAnimator` give
/// it to `content`, and a `Transition`'s `body(content:phase:)` gets it as
/// `Content` (`PlaceholderContentView<Self>`); effects are applied to it
/// (`content.offset(y: v)`). It shows the modified view. `Value` names the
/// modifier or view it stands in for; it is never stored.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    /// The view it stands for.
    let content: any View

    init(_ content: some View) {
        self.content = content
    }

    /// A placeholder has no body: it resolves as the view it stands for.
    public var body: Never { preconditionFailure("PlaceholderContentView is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        context.builder.resolveAny(content, context, into: &elements)
    }
}
