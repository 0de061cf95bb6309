import Foundation

/// Springs, as SwiftUI names them: a damped spring moving from 0 to 1.
///
/// ```
/// x(t) = 1 − e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d · sin ω_d t)     ζ < 1: overshoots, then settles
/// x(t) = 1 − e^(−ω₀t) (1 + ω₀t)                              ζ = 1: no overshoot
/// ω₀ = 2π / response,  ω_d = ω₀ √(1 − ζ²)
/// ```
///
/// The animation's `duration` is when the spring has settled within a
/// thousandth of the way (a tenth of a cell on a 100-cell move), at most
/// 10 s; it then stops at 1. `spring(duration:bounce:)` is SwiftUI's
/// perceptual form: `response = duration`, `dampingFraction = 1 − bounce`
/// (a negative bounce damps more than critically).
extension Animation {
    /// A spring with SwiftUI's default response and damping (0.5 s, 0.825).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    /// A quick, lightly bouncing spring for interactive changes.
    public static let interactiveSpring = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)
    /// A spring with a little bounce (`spring(duration: 0.5, bounce: 0.3)`).
    public static let bouncy = Animation.bouncy(duration: 0.5)
    /// A spring without bounce (`spring(duration: 0.5, bounce: 0)`).
    public static let smooth = Animation.smooth(duration: 0.5)
    /// A spring with a hint of bounce (`spring(duration: 0.5, bounce: 0.15)`).
    public static let snappy = Animation.snappy(duration: 0.5)

    /// A spring whose undamped period is `response` seconds, damped by
    /// `dampingFraction` (1: no overshoot). `blendDuration` is accepted and
    /// has no effect here (frames do not retarget a running spring).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        let response = response.isFinite && response > 0 ? response : 0.5
        // No damping at all would never settle: at least a little.
        let damping = dampingFraction.isFinite ? Swift.max(0.05, dampingFraction) : 1
        return Animation(curve: .spring(response: response, dampingFraction: damping),
                         duration: settlingTime(response: response, dampingFraction: damping))
    }

    /// A spring that takes about `duration` seconds and bounces by `bounce`
    /// (0 none, up to 1), SwiftUI's perceptual form.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - (bounce.isFinite ? Swift.min(bounce, 1) : 0))
    }

    /// A quick spring for interactive changes. (Disfavoured, as SwiftUI's
    /// newer `interactiveSpring(duration:extraBounce:blendDuration:)` is
    /// what `.interactiveSpring()` calls.)
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// A spring given as a mass on a spring of `stiffness` with `damping`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let omega = (stiffness / mass).squareRoot()
        return spring(response: 2 * .pi / omega, dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// A quick spring for interactive changes, SwiftUI's perceptual form:
    /// `spring(duration:bounce: 0.14 + extraBounce)` — the bounce of the
    /// older form's damping (0.86). `blendDuration` is accepted.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce)
    }

    /// A spring that takes about `duration` seconds and bounces by
    /// `bounce`, interpolating (iOS 17): drawn as `spring(duration:bounce:)`
    /// is; `initialVelocity` is accepted (frames start at rest).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// A bouncing spring: `spring(duration:bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring without bounce: `spring(duration:bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce: `spring(duration:bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// How far a spring has come at time `t` (seconds): 0 at the start,
    /// around 1 once settled (more than 1 while it overshoots).
    static func springFraction(at t: Double, response: Double, dampingFraction zeta: Double) -> Double {
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        // Overdamped: two real decay rates.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// When a spring has settled within a thousandth of the way, in seconds
    /// (at most 10): from its envelope when it overshoots, else by bisection
    /// (it then approaches 1 from below, steadily).
    static func settlingTime(response: Double, dampingFraction zeta: Double) -> Double {
        let tolerance = 0.001, longest = 10.0
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            // |1 − x(t)| ≤ e^(−ζω₀t) / √(1 − ζ²)
            return Swift.min(longest, log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / (zeta * omega))
        }
        guard 1 - springFraction(at: longest, response: response, dampingFraction: zeta) < tolerance else { return longest }
        var low = 0.0, high = longest
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if 1 - springFraction(at: mid, response: response, dampingFraction: zeta) < tolerance { high = mid } else { low = mid }
        }
        return high
    }
}
