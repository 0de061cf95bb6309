/// A rectangle whose short sides are fully rounded, drawn as a box with
/// rounded corners.
nonisolated public struct Capsule: InsettableShape, PrimitiveView, Sendable {
    /// How the corners are rounded (drawn the same in a terminal).
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .capsule }
    /// The rectangle with its short sides fully rounded.
    public func path(in rect: CGRect) -> Path { Self.path(in: rect, style: style) }
    /// The capsule inset by `amount` (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: sanitizedInset(amount)) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Capsule is a primitive view") }

    static func path(in rect: CGRect, style: RoundedCornerStyle) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: Swift.min(r.width, r.height) / 2, style: style)
    }

    /// A capsule inset in its frame: the box in the frame inset by
    /// `amount` (SHP2).
    nonisolated public struct _Inset: InsettableShape, PrimitiveView, Sendable {
        /// How the corners are rounded.
        public var style: RoundedCornerStyle
        /// How far in from the frame, on every side.
        public var amount: CGFloat
        /// Drawn as a box with rounded corners, inset.
        public var _placementShape: ShapePlacement.Shape? { .capsule }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// The capsule in the inset rectangle.
        public func path(in rect: CGRect) -> Path { Capsule.path(in: rect.insetClamped(by: amount), style: style) }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("Capsule._Inset is a primitive view") }
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule (the style changes nothing in a terminal).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
