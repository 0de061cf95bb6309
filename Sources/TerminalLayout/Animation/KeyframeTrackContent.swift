/// A group of keyframes that define an interpolation curve of an animatable
/// value, as in SwiftUI: `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`, and what `KeyframeTrackContentBuilder`
/// makes of them.
///
/// A type of your own composes keyframes in its `body`; the built-in ones
/// are their own body.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The type of the keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Adds the content's keyframes, in order, to `list` (the built-in
    /// keyframes add themselves; other content adds its `body`'s).
    func _appendKeyframes(to list: inout _KeyframeList<Value>)
}

extension KeyframeTrackContent {
    /// Adds the keyframes of `body`.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &list)
    }
}
