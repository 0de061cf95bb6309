import Foundation

/// A gesture whose values are another's, transformed (`map(_:)`; SwiftUI
/// keeps the type's name underscored).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The gesture transformed.
    public var _content: Content
    /// The transformation.
    let body: (Content.Value) -> Value

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The content's recogniser with its values transformed.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(recognizer: Content._makeGesture(gesture: gesture._content, inputs: inputs).recognizer.mapped(gesture.body))
    }
}

nonisolated extension Gesture {
    /// Returns a gesture that produces the values `body` makes of this one's.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_content: self, body: body)
    }
}
