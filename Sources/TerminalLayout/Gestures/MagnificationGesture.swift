import Foundation

/// A gesture that recognises a magnification motion and tracks the amount
/// of magnification (SwiftUI's older form of `MagnifyGesture`).
///
/// It compiles and composes, but can never be performed in a terminal (no
/// key stands for a pinch, GES1): its actions are never called and it does
/// not make its view focusable.
nonisolated public struct MagnificationGesture: Gesture, Sendable {
    /// The smallest change in scale that counts.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture reporting changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The type of the gesture's value: the scale relative to the start.
    public typealias Value = CGFloat
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Never performed (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<CGFloat> {
        _GestureOutputs(recognizer: .inert)
    }
}
