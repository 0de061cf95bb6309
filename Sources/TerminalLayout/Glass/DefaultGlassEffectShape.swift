/// The shape `glassEffect(_:in:)` draws its glass in when given none: a capsule, drawn as a
/// box with rounded corners (GLS1).
nonisolated public struct DefaultGlassEffectShape: Shape, PrimitiveView, Sendable {
    /// Creates the shape.
    public init() {}
    /// Drawn as a box with rounded corners, as a ``Capsule``.
    public var _placementShape: ShapePlacement.Shape? { .capsule }
    /// The rectangle with its short sides fully rounded.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("DefaultGlassEffectShape is a primitive view") }
}
