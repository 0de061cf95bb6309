import Foundation

/// A gesture that recognises one or more taps, as in SwiftUI.
///
/// In a terminal (GES1) its view becomes focusable, as with
/// `onTapGesture` (TAP1), and Return or Space performs it while the view
/// has focus. A double tap cannot be typed: one key performs it whatever
/// `count` is.
nonisolated public struct TapGesture: Gesture, Sendable {
    /// The number of taps required (one key press performs any count).
    public var count: Int

    /// A tap gesture needing `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// The type of the gesture's value: none.
    public typealias Value = Void
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Return or Space performs it (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Void> {
        _GestureOutputs(recognizer: .tap { _ in () })
    }
}
