import Foundation

/// What a gesture is made into: how the keyboard performs it. Opaque; only
/// `Gesture._makeGesture` returns it.
public struct _GestureOutputs<Value> {
    let recognizer: KeyRecognizer<Value>
}
