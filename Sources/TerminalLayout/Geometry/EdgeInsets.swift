/// The inset distances for the four sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of `length` on the given edges and zero elsewhere (internal helper).
    @inlinable
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Leading + trailing.
    var horizontal: CGFloat { leading + trailing }
    /// Top + bottom.
    var vertical: CGFloat { top + bottom }
}

extension EdgeInsets: Animatable {
    /// The four insets (top, leading, bottom, trailing), which animations interpolate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension EdgeInsets {
    /// Edge-by-edge arithmetic, as SwiftUI's `_VectorMath` gives `EdgeInsets`.
    private func map(_ transform: (CGFloat) -> CGFloat) -> EdgeInsets {
        EdgeInsets(top: transform(top), leading: transform(leading), bottom: transform(bottom), trailing: transform(trailing))
    }

    /// The length of the insets as a vector of four numbers.
    public var magnitude: Double {
        Double((top * top + leading * leading + bottom * bottom + trailing * trailing).squareRoot())
    }

    /// Negates every inset.
    public mutating func negate() { self = -self }

    /// Every inset negated.
    public static prefix func - (operand: EdgeInsets) -> EdgeInsets { operand.map { -$0 } }

    /// The insets added edge by edge.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// Adds insets edge by edge.
    public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs + rhs }

    /// The insets subtracted edge by edge.
    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets { lhs + -rhs }

    /// Subtracts insets edge by edge.
    public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs - rhs }

    /// Every inset scaled by a factor.
    public static func * (lhs: EdgeInsets, rhs: Double) -> EdgeInsets { lhs.map { $0 * CGFloat(rhs) } }

    /// Scales every inset by a factor.
    public static func *= (lhs: inout EdgeInsets, rhs: Double) { lhs = lhs * rhs }

    /// Every inset divided by a factor.
    public static func / (lhs: EdgeInsets, rhs: Double) -> EdgeInsets { lhs.map { $0 / CGFloat(rhs) } }

    /// Divides every inset by a factor.
    public static func /= (lhs: inout EdgeInsets, rhs: Double) { lhs = lhs / rhs }
}
