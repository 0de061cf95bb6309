/// A view that contributes nothing: no subview, no size.
public struct EmptyView: View, PrimitiveView, Sendable {
    /// Creates an empty view.
    public init() {}
    /// `EmptyView` has no body.
    public var body: Never { preconditionFailure("EmptyView is a primitive view") }
    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {}
}
