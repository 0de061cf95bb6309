import Foundation

/// A gesture that succeeds when the user presses long enough, as in SwiftUI.
///
/// A key cannot be held for a time in a terminal (a held key repeats as
/// separate presses, KEY1), so in a terminal (GES1) Return or Space, while
/// the view has focus, is a whole long press: the value `true` while it
/// changes (`onChanged`, `updating`), then its end with `true`. The view
/// becomes focusable as with `onLongPressGesture` (TAP1).
nonisolated public struct LongPressGesture: Gesture, Sendable {
    /// The time the press must last (a key press is long enough).
    public var minimumDuration: Double
    /// How far the pointer may move during the press (no pointer here).
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds, moving at most `maximumDistance`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The type of the gesture's value: whether the press is down.
    public typealias Value = Bool
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Return or Space performs it (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Bool> {
        _GestureOutputs(recognizer: .tap { _ in true })
    }
}
