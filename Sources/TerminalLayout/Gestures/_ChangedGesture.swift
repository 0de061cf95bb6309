import Foundation

/// A gesture that calls an action when its value changes
/// (`onChanged(_:)`; SwiftUI keeps the type's name underscored).
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture watched.
    public var _content: Content
    /// Called with each new value.
    let action: (Content.Value) -> Void

    /// The gesture's value is its content's.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The content's recogniser, `action` called with each value different
    /// from the last one seen while it is in progress.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let slot = inputs.slot(), action = gesture.action
        let content = Content._makeGesture(gesture: gesture._content, inputs: inputs).recognizer
        return _GestureOutputs(recognizer: content.observing { event, delivery in
            switch event {
            case .changed(let value):
                guard delivery.session.slots[slot] as? Value != value else { return }
                delivery.session.slots[slot] = value
                action(value)
            case .ended, .cancelled:
                delivery.session.slots[slot] = nil
            }
        })
    }
}

nonisolated extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes (GES1:
    /// each arrow of a drag, a tap's or long press's value once).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_content: self, action: action)
    }
}
