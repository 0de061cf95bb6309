/// How a `scrollTransition` follows its view through the visible region of
/// the scroll view around it (SwiftUI's `ScrollTransitionConfiguration`,
/// SC11): interpolated as it scrolls, switched at the threshold, or never.
public struct ScrollTransitionConfiguration: Sendable {
    /// How the effect goes from a phase to another.
    enum Kind: Sendable {
        /// Interpolated by the view's progress to the threshold, paced by the curve.
        case interactive(UnitCurve)
        /// The phase's effect in full, switched at the threshold.
        case animated
        /// Always the identity phase.
        case identity
    }

    let kind: Kind
    /// Where the view counts as visible: the identity phase (default: fully visible).
    var threshold: Threshold = .visible
    /// The animation toward a new phase (a terminal draws the new phase at once).
    var animation: Animation?

    /// A configuration that never changes the view: always the identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    /// The phase switched when the view reaches the threshold, animated with the default animation.
    public static let animated = ScrollTransitionConfiguration(kind: .animated, animation: .default)
    /// The effect interpolated as the view scrolls toward the threshold, eased in and out.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))

    /// The phase switched when the view reaches the threshold, along `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated, animation: animation)
    }

    /// The effect interpolated as the view scrolls toward the threshold, paced by `timingCurve`
    /// (0: the view just hidden, 1: at the threshold).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    /// This configuration with the view counted as visible at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// This configuration along `animation` (a terminal draws each phase at once).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animation = animation
        return copy
    }
}
