/// An ellipse inscribed in its frame, drawn as a box with rounded corners.
nonisolated public struct Ellipse: InsettableShape, PrimitiveView, Sendable {
    /// Creates an ellipse.
    public init() {}
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .circle }
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse inset by `amount` (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(amount)) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Ellipse is a primitive view") }

    /// An ellipse inset in its frame: the box in the frame inset by
    /// `amount` (SHP2).
    nonisolated public struct _Inset: InsettableShape, PrimitiveView, Sendable {
        /// How far in from the frame, on every side.
        public var amount: CGFloat
        /// Drawn as a box with rounded corners, inset.
        public var _placementShape: ShapePlacement.Shape? { .circle }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// The ellipse inscribed in the inset rectangle.
        public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetClamped(by: amount)) }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("Ellipse._Inset is a primitive view") }
    }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
