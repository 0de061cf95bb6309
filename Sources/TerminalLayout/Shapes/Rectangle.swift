/// A rectangle filling its frame, drawn as a box with square corners.
nonisolated public struct Rectangle: InsettableShape, PrimitiveView, Sendable {
    /// Creates a rectangle.
    public init() {}
    /// Drawn as a box with square corners.
    public var _placementShape: ShapePlacement.Shape? { .rectangle }
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset by `amount` on every side (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(amount)) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Rectangle is a primitive view") }

    /// A rectangle inset in its frame (`Rectangle().inset(by:)`): drawn as
    /// the box in the frame inset by `amount` (SHP2).
    nonisolated public struct _Inset: InsettableShape, PrimitiveView, Sendable {
        /// How far in from the frame, on every side.
        public var amount: CGFloat
        /// Drawn as a box with square corners, inset.
        public var _placementShape: ShapePlacement.Shape? { .rectangle }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// The rectangle inset by `amount`.
        public func path(in rect: CGRect) -> Path { Path(rect.insetClamped(by: amount)) }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("Rectangle._Inset is a primitive view") }
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
