import Foundation

/// A function from progress in time (0…1) to progress along the way,
/// as in SwiftUI (iOS 17): the timing of a `LinearKeyframe`.
///
/// ```
/// linear              x
/// easeIn/Out/InOut    cubic Bézier timing curves through (0.42, 0)-(1, 1),
///                     (0, 0)-(0.58, 1), (0.42, 0)-(0.58, 1), as CSS and SwiftUI
/// circularEaseIn      1 − √(1 − x²)
/// circularEaseOut     √(1 − (x − 1)²)
/// circularEaseInOut   (1 − √(1 − 4x²)) / 2 below ½, (√(1 − (2x − 2)²) + 1) / 2 above
/// ```
///
/// Progress outside 0…1 is clamped. `inverse` is the curve's inverse
/// function (time for progress), found by bisection.
public struct UnitCurve: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case bezier(Double, Double, Double, Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        case inverse(Kind)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Progress equal to time.
    public static let linear = UnitCurve(.bezier(0, 0, 1, 1))
    /// Slow at first, faster to the end.
    public static let easeIn = UnitCurve(.bezier(0.42, 0, 1, 1))
    /// Fast at first, slower to the end.
    public static let easeOut = UnitCurve(.bezier(0, 0, 0.58, 1))
    /// Slow at both ends.
    public static let easeInOut = UnitCurve(.bezier(0.42, 0, 0.58, 1))
    /// A quarter circle: slow at first.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle: slow at the end.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles: slow at both ends.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The cubic Bézier timing curve from (0, 0) to (1, 1) through two
    /// control points (their x clamped to 0…1, so the curve is a function of time).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func x(_ v: CGFloat) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, Double(v))) : 0 }
        func y(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        return UnitCurve(.bezier(x(startControlPoint.x), y(startControlPoint.y), x(endControlPoint.x), y(endControlPoint.y)))
    }

    /// The progress along the way at `progress` in time (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        Self.value(kind, at: Swift.min(1, Swift.max(0, progress.isFinite ? progress : 0)))
    }

    /// The rate of change of `value(at:)` at `progress`: 1 for `linear`
    /// (a central difference for the inverse curves).
    public func velocity(at progress: Double) -> Double {
        let x = Swift.min(1, Swift.max(0, progress.isFinite ? progress : 0))
        switch kind {
        case let .bezier(p1x, p1y, p2x, p2y):
            if p1x == p1y && p2x == p2y { return 1 }
            // Just inside the ends, where a control point on an end point
            // makes both derivatives 0: their ratio's limit.
            let u = Swift.min(1 - 1e-7, Swift.max(1e-7, Self.parameter(forX: x, p1x, p2x)))
            let dx = Self.derivative(u, p1x, p2x), dy = Self.derivative(u, p1y, p2y)
            return dx == 0 ? 0 : dy / dx
        default:
            let h = 1e-6
            let lo = Swift.max(0, x - h), hi = Swift.min(1, x + h)
            return (value(at: hi) - value(at: lo)) / (hi - lo)
        }
    }

    /// The curve that undoes this one: its time for a progress.
    public var inverse: UnitCurve {
        switch kind {
        case let .bezier(p1x, p1y, p2x, p2y)
            where (0...1).contains(p1y) && (0...1).contains(p2y):
            return UnitCurve(.bezier(p1y, p1x, p2y, p2x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case let .inverse(base): return UnitCurve(base)
        default: return UnitCurve(.inverse(kind))
        }
    }

    static func value(_ kind: Kind, at x: Double) -> Double {
        switch kind {
        case let .bezier(p1x, p1y, p2x, p2y):
            if p1x == p1y && p2x == p2y { return x }
            return Animation.bezier(at: x, p1x, p1y, p2x, p2y)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
            let u = 2 * x - 2
            return ((1 - u * u).squareRoot() + 1) / 2
        case let .inverse(base):
            // The time at which the base curve reaches `x` (it rises with time).
            var low = 0.0, high = 1.0
            for _ in 0..<50 {
                let mid = (low + high) / 2
                if value(base, at: mid) < x { low = mid } else { high = mid }
            }
            return (low + high) / 2
        }
    }

    /// The Bézier parameter whose x is `x` (x rises with the parameter).
    static func parameter(forX x: Double, _ a: Double, _ b: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if coordinate(mid, a, b) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter `u` (end points 0 and 1).
    static func coordinate(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    /// The derivative of `coordinate` with respect to `u`.
    static func derivative(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
    }
}
