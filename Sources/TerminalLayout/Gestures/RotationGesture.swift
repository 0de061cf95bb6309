import Foundation

/// A gesture that recognises a rotation motion and tracks the angle of the
/// rotation (SwiftUI's older form of `RotateGesture`).
///
/// It compiles and composes, but can never be performed in a terminal (no
/// key stands for a rotation, GES1): its actions are never called and it
/// does not make its view focusable.
nonisolated public struct RotationGesture: Gesture, Sendable {
    /// The smallest change in angle that counts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture reporting changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The type of the gesture's value: the angle turned.
    public typealias Value = Angle
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Never performed (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Angle> {
        _GestureOutputs(recognizer: .inert)
    }
}
