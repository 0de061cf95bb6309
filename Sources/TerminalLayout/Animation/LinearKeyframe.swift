/// A keyframe that moves to its value in a straight line, along a timing
/// curve, as in SwiftUI (ANIM3).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: Double
    let timingCurve: UnitCurve

    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe itself.
    public var body: LinearKeyframe<Value> { self }

    /// Adds the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(to, duration: duration, kind: .linear(timingCurve))
    }
}
