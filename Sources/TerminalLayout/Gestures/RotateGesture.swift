import Foundation

/// A gesture that recognises a rotation motion and tracks the angle of the
/// rotation, as in SwiftUI.
///
/// It compiles and composes, but can never be performed in a terminal: a
/// rotation needs two fingers on a screen, and no key stands for it
/// (GES1). Its actions are never called and it does not make its view
/// focusable.
nonisolated public struct RotateGesture: Gesture, Sendable {
    /// The smallest change in angle that counts.
    public var minimumAngleDelta: Angle

    /// A rotate gesture reporting changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The attributes of a rotation.
    public struct Value: Equatable, @unchecked Sendable {
        /// When this value was made.
        public var time: Date
        /// The angle turned since the start.
        public var rotation: Angle
        /// How fast the angle changes, a second.
        public var velocity: Angle
        /// Where the gesture started, relative to the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the gesture started, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Never performed (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(recognizer: .inert)
    }
}
