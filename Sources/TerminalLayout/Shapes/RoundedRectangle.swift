/// A rectangle with rounded corners, drawn as a box with rounded corners
/// (`╭╮╰╯`) whatever the radius.
nonisolated public struct RoundedRectangle: InsettableShape, PrimitiveView, Sendable {
    /// The corners' width and height in points.
    public var cornerSize: CGSize
    /// How the corners are rounded (drawn the same in a terminal).
    public var style: RoundedCornerStyle

    /// The corner radius in points (the corner size's width). Not SwiftUI API.
    public var cornerRadius: CGFloat {
        get { cornerSize.width }
        set { cornerSize = CGSize(width: newValue, height: newValue) }
    }

    /// Creates a rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a rounded rectangle from a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .roundedRectangle(cornerRadius: cornerSize.width) }
    /// The rectangle with quarter-ellipse corners of `cornerSize`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The rounded rectangle inset by `amount`, its corners smaller by
    /// as much (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: sanitizedInset(amount)) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("RoundedRectangle is a primitive view") }

    /// A rounded rectangle inset in its frame: the box in the frame inset
    /// by `amount`, its corner size reduced by as much (SHP2).
    nonisolated public struct _Inset: InsettableShape, PrimitiveView, Sendable {
        /// The rectangle inset.
        public var base: RoundedRectangle
        /// How far in from the frame, on every side.
        public var amount: CGFloat

        /// The corners, less the inset (never negative).
        var insetCornerSize: CGSize {
            CGSize(width: Swift.max(0, base.cornerSize.width - amount), height: Swift.max(0, base.cornerSize.height - amount))
        }
        /// Drawn as a box: rounded while its corners still are.
        public var _placementShape: ShapePlacement.Shape? {
            insetCornerSize.width > 0 ? .roundedRectangle(cornerRadius: insetCornerSize.width) : .rectangle
        }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// The inset rectangle with the smaller corners.
        public func path(in rect: CGRect) -> Path {
            Path(roundedRect: rect.insetClamped(by: amount), cornerSize: insetCornerSize, style: base.style)
        }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("RoundedRectangle._Inset is a primitive view") }
    }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
