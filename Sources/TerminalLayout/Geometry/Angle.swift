/// A geometric angle, in radians or degrees, as in SwiftUI (radial layouts
/// use it: `Angle.degrees(360 / Double(count)).radians`).
public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The zero angle.
    public static let zero = Angle()

    /// Orders angles by their radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// An angle scaled by a factor.
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    /// An angle divided by a factor.
    public static func / (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians / factor) }
}

extension Angle: Animatable {
    /// The angle in radians, which animations interpolate.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle {
    /// The size of the angle, ignoring its sign, in radians (SwiftUI's `_VectorMath`).
    public var magnitude: Double { Swift.abs(radians) }

    /// Turns the angle the other way.
    public mutating func negate() { radians = -radians }

    /// The angle turned the other way.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    /// Scales the angle by a factor.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// Divides the angle by a factor.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
