import Foundation

/// An instance that matches a sequence of events to a gesture and returns a
/// stream of values for each of its states, as in SwiftUI.
///
/// A terminal app reads keys, not a pointer (KEY2), so a gesture here is
/// performed from the keyboard while its view has focus (rule GES1 in
/// `docs/LAYOUT-RULES.md`): Return or Space taps or long-presses, the arrow
/// keys drag by one cell a press, Return ends a drag and Escape cancels it.
/// Magnify and rotate gestures can never be performed from a keyboard.
///
/// Create a gesture of your own as in SwiftUI, from others in its `body`:
///
/// ```swift
/// struct DoubleTap: Gesture {
///     var body: some Gesture { TapGesture(count: 2) }
/// }
/// ```
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// The type of value the gesture produces while it changes and when it ends.
    associatedtype Value
    /// The type of gesture this gesture's body is.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Self.Body { get }

    /// How a gesture becomes something the keyboard performs — the
    /// package's counterpart of SwiftUI's `_makeGesture`. Do not implement
    /// it: the package's gestures do, and every other gesture uses its `body`.
    nonisolated static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value>
}

nonisolated extension Gesture where Value == Body.Value {
    /// Makes the gesture from its `body` (evaluated as main-actor code, ISO1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let body = assumingMainActor(gesture) { $0.body }
        return Body._makeGesture(gesture: body, inputs: inputs)
    }
}

nonisolated extension Gesture where Body == Never {
    /// Primitive gestures have no body; asking for it is a programming
    /// error, as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture; it has no body")
    }
}

extension Never: Gesture {
    /// `Never` is the `Body` of primitive gestures; it produces no value.
    public typealias Value = Never

    /// Never called: no value of `Never` exists.
    nonisolated public static func _makeGesture(gesture: Never, inputs: _GestureInputs) -> _GestureOutputs<Never> {
        switch gesture {}
    }
}
