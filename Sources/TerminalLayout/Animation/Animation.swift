/// How a change moves on screen, as in SwiftUI: a timing curve and a
/// duration. `withAnimation(.easeInOut(duration: 0.25)) { … }` (in an app,
/// `TerminalRenderer`) makes the frames of the views that move go from
/// where they were to where the new layout puts them; `animation(_:value:)`
/// does it for the views under it when a value changes (ANIM1).
///
/// ```
/// fraction   linear   t                                   t = elapsed / duration, 0…1
///            easeIn   t³
///            easeOut  1 − (1 − t)³
///            easeInOut 4t³ (t < ½), 1 − (2 − 2t)³ / 2
/// ```
///
/// The curves are cubic polynomials, not SwiftUI's Bézier timing curves:
/// on a grid of cells the difference cannot be seen. `default` is
/// `easeInOut` over 0.35 s (SwiftUI's `default` is a spring).
public struct Animation: Hashable, Sendable {
    /// The shape of an animation's progress over time.
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
    }

    /// The timing curve.
    public var curve: Curve
    /// How long the animation runs, in seconds.
    public var duration: Double

    /// An animation along `curve` over `duration` seconds (negative durations are 0).
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    }

    /// Ease in and out over 0.35 s.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Linear over 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// Ease in over 0.35 s.
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)

    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// How far along the way the animation is after `elapsed` seconds: 0 at the start, 1 from the end on.
    public func fraction(after elapsed: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = Swift.min(1, Swift.max(0, elapsed / duration))
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 - 2 * t
            return 1 - u * u * u / 2
        }
    }
}
