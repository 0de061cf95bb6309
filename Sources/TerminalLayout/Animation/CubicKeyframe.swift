/// A keyframe that moves to its value along a cubic curve, as in SwiftUI:
/// adjacent cubic keyframes make a Catmull-Rom spline; a velocity not
/// given keeps the motion smooth with the segments around it (ANIM3).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: Double
    let startVelocity: Value?
    let endVelocity: Value?

    /// Moves to `to` over `duration` seconds, starting and ending with the
    /// velocities given (units per second), or smooth ones.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe itself.
    public var body: CubicKeyframe<Value> { self }

    /// Adds the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(to, duration: duration, kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))
    }
}
