/// Internal: one animation running over an app's frames — its progress at
/// each frame's time, from `Animation.animate(value:time:context:)` over the
/// unit change, with one context kept from frame to frame (ANIM6).
///
/// ```
/// frame at t  →  animate(value: 1.0, time: t, context: &context)
///                  v        → progress v (a custom animation's within −1…2)
///                  nil      → finished: the target is drawn, completions run
/// ```
///
/// For a built-in curve this is `fraction(after:)` until `totalDuration`; a
/// custom animation is asked at each frame and keeps its state in the
/// context. The last answer is kept, so a frame that asks twice at the same
/// time (whether the animation is finished, then where to draw) asks the
/// animation once.
package final class AnimationRun: @unchecked Sendable {
    /// The animation.
    package let animation: Animation
    /// The context handed to the animation at every frame.
    private var context: AnimationContext<Double>
    /// The last time asked about and the progress then (`nil`: finished).
    private var last: (elapsed: Double, progress: Double?)?
    /// Whether the animation has said it is logically complete, or finished
    /// (a later `false` in the context is ignored).
    package private(set) var isLogicallyComplete = false

    /// A run of `animation`, started where `environment` holds.
    package init(_ animation: Animation, environment: EnvironmentValues = EnvironmentValues()) {
        self.animation = animation
        self.context = AnimationContext(environment: environment)
    }

    /// How far along the way the animation is `elapsed` seconds after it
    /// started; `nil` once it has finished.
    package func progress(at elapsed: Double) -> Double? {
        if let last, last.elapsed == elapsed { return last.progress }
        var progress = animation.animate(value: 1.0, time: elapsed, context: &context)
        if animation.isCustom { progress = progress.map(Animation.drawableProgress) }
        if context.isLogicallyComplete || progress == nil { isLogicallyComplete = true }
        last = (elapsed, progress)
        return progress
    }
}
