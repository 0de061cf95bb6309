/// A circle inscribed in its frame, drawn as a box with rounded corners.
nonisolated public struct Circle: InsettableShape, PrimitiveView, Sendable {
    /// Creates a circle.
    public init() {}
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .circle }
    /// The circle inscribed in `rect`, centred.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Self.square(in: rect)) }
    /// The circle inset by `amount` (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(amount)) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Circle is a primitive view") }

    /// Internal: the largest square centred in `rect`.
    static func square(in rect: CGRect) -> CGRect {
        let r = rect.standardized
        let side = Swift.min(r.width, r.height)
        return CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    }

    /// A circle inset in its frame: the box in the frame inset by
    /// `amount` (SHP2).
    nonisolated public struct _Inset: InsettableShape, PrimitiveView, Sendable {
        /// How far in from the frame, on every side.
        public var amount: CGFloat
        /// Drawn as a box with rounded corners, inset.
        public var _placementShape: ShapePlacement.Shape? { .circle }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// The circle inscribed in the inset rectangle.
        public func path(in rect: CGRect) -> Path { Path(ellipseIn: Circle.square(in: rect.insetClamped(by: amount))) }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("Circle._Inset is a primitive view") }
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
