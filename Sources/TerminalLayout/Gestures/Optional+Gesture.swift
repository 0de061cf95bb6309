import Foundation

/// An optional gesture is a gesture, as in SwiftUI: `nil` is no gesture
/// (GES1) — `.gesture(isEditing ? DragGesture() : nil)` attaches the drag
/// while editing and nothing otherwise: no key performs it and its view
/// gets no focus stop from it.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The wrapped gesture's recogniser, or one that takes no key for `nil`.
    nonisolated public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        guard let gesture else { return _GestureOutputs(recognizer: .inert) }
        return Wrapped._makeGesture(gesture: gesture, inputs: inputs)
    }
}
