import Foundation

/// A type-erased gesture, as in SwiftUI.
nonisolated public struct AnyGesture<Value>: Gesture {
    /// Makes the erased gesture's recogniser.
    private let make: (_GestureInputs) -> _GestureOutputs<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { T._makeGesture(gesture: gesture, inputs: $0) }
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The erased gesture's recogniser.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        gesture.make(inputs)
    }
}
