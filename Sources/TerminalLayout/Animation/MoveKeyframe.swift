/// A keyframe that jumps to its value at once, without interpolating, as
/// in SwiftUI (ANIM3).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Jumps to `to`.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe itself.
    public var body: MoveKeyframe<Value> { self }

    /// Adds the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        list.append(to, duration: 0, kind: .move)
    }
}
