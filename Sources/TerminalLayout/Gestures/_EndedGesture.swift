import Foundation

/// A gesture that calls an action when it ends (`onEnded(_:)`; SwiftUI
/// keeps the type's name underscored).
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture watched.
    public var _content: Content
    /// Called with the final value.
    let action: (Content.Value) -> Void

    /// The gesture's value is its content's.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The content's recogniser, `action` called when it ends (not when it is cancelled).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let action = gesture.action
        let content = Content._makeGesture(gesture: gesture._content, inputs: inputs).recognizer
        return _GestureOutputs(recognizer: content.observing { event, _ in
            if case .ended(let value) = event { action(value) }
        })
    }
}

nonisolated extension Gesture {
    /// Adds an action to perform when the gesture ends (GES1: Return or
    /// Space on a tap, a long press, or a drag in progress; never when
    /// Escape cancels it).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_content: self, action: action)
    }
}
