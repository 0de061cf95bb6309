import Foundation

/// A gesture that updates a `@GestureState` as its value changes, made by
/// `updating(_:body:)`, as in SwiftUI.
///
/// Each value the base gesture changes to calls `body` with the state's
/// current value to change; when the base gesture ends or is cancelled the
/// state goes back to its initial value once every action ran (GES1).
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type of the gesture's value: the base gesture's.
    public typealias Value = Base.Value
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The gesture whose values update the state.
    public var base: Base
    /// The state updated.
    public var state: GestureState<State>
    /// Changes the state for a new value.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` with `body` as `base` changes.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The base's recogniser, the state set on each value and reset at the end.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let state = gesture.state, body = gesture.body
        let base = Base._makeGesture(gesture: gesture.base, inputs: inputs).recognizer
        return _GestureOutputs(recognizer: base.observing { event, delivery in
            switch event {
            case .changed(let value):
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current)
            case .ended, .cancelled:
                delivery.afterwards.append { state.reset() }
            }
        })
    }
}

nonisolated extension Gesture {
    /// Updates `state` as the gesture's value changes; it goes back to its
    /// initial value when the gesture ends (GES1).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
