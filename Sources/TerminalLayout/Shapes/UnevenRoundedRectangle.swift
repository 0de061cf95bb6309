/// A rectangle whose corners each have their own radius (SHP3).
///
/// When all four corners are alike it is drawn as the box
/// `RoundedRectangle` (rounded) or `Rectangle` (square) draws; otherwise
/// by its path (PATH1), where a corner whose curve fits in a cell and a
/// half is `╭╮╰╯` and a square one `┌┐└┘` (SHP3).
nonisolated public struct UnevenRoundedRectangle: InsettableShape, Sendable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are rounded (drawn the same in a terminal).
    public var style: RoundedCornerStyle

    /// Creates the rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the rectangle with each corner's radius (0, square, where
    /// not given).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The rectangle with quarter-circle corners of the radii (each at
    /// most half the shorter side).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    /// Drawn as a box (SHP3).
    public var _placementShape: ShapePlacement.Shape? { Self.box(cornerRadii) }

    /// The rectangle inset by `amount`, each corner smaller by as much (SHP2).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: sanitizedInset(amount)) }

    /// A shape has no body.
    public var body: Never { preconditionFailure("UnevenRoundedRectangle is drawn as a shape") }

    /// Internal: the box for corners of these radii: a `Rectangle`'s when
    /// none is rounded, a `RoundedRectangle`'s when all are, else none —
    /// drawn by the path (SHP3).
    static func box(_ radii: RectangleCornerRadii) -> ShapePlacement.Shape? {
        let all = [radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing]
        let rounded = all.map { $0.isFinite && $0 > 0 }
        if rounded.allSatisfy({ !$0 }) { return .rectangle }
        if rounded.allSatisfy({ $0 }) { return .roundedRectangle(cornerRadius: all.min() ?? 0) }
        return nil
    }

    /// An uneven rounded rectangle inset in its frame (SHP2).
    nonisolated public struct _Inset: InsettableShape, Sendable {
        /// The rectangle inset.
        public var base: UnevenRoundedRectangle
        /// How far in from the frame, on every side.
        public var amount: CGFloat

        /// The radii less the inset.
        var insetRadii: RectangleCornerRadii {
            let r = base.cornerRadii
            func less(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.max(0, v - amount) : 0 }
            return RectangleCornerRadii(topLeading: less(r.topLeading), bottomLeading: less(r.bottomLeading),
                                        bottomTrailing: less(r.bottomTrailing), topTrailing: less(r.topTrailing))
        }
        /// The inset rectangle with the smaller corners.
        public func path(in rect: CGRect) -> Path {
            Path(roundedRect: rect.insetClamped(by: amount), cornerRadii: insetRadii, style: base.style)
        }
        /// Drawn as the box of the smaller corners, inset (SHP3).
        public var _placementShape: ShapePlacement.Shape? { UnevenRoundedRectangle.box(insetRadii) }
        /// The inset.
        public var _placementInset: CGFloat { amount }
        /// Inset further.
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: sanitizedInset(self.amount + amount)) }
        /// A shape has no body.
        public var body: Never { preconditionFailure("UnevenRoundedRectangle._Inset is drawn as a shape") }
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with corners of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
