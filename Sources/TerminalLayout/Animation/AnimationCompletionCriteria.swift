/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`
/// (iOS 17). Frames stop moving when the animation is logically complete, so both end at the
/// same moment here (ANIM4) — unless the animation says it is logically complete sooner
/// (`logicallyComplete(after:)`, a custom animation's `isLogicallyComplete`, ANIM6).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animation has reached its end value (a spring may still be settling in SwiftUI).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has stopped having any effect.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
