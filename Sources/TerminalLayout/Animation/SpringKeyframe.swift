/// A keyframe that moves to its value along a spring, as in SwiftUI
/// (ANIM3): the spring starts with the motion of the segment before it
/// unless `startVelocity` is given.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: Double?
    let spring: Spring
    let startVelocity: Value?

    /// Moves to `to` along `spring`, over `duration` seconds (`nil`: until
    /// the spring has settled, its `settlingDuration`); the value is `to`
    /// at the segment's end.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe itself.
    public var body: SpringKeyframe<Value> { self }

    /// Adds the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(to, duration: duration ?? spring.settlingDuration,
                    kind: .spring(spring, start: startVelocity?.animatableData))
    }
}
