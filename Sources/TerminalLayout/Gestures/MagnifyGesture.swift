import Foundation

/// A gesture that recognises a magnification motion and tracks the amount
/// of magnification, as in SwiftUI.
///
/// It compiles and composes, but can never be performed in a terminal: a
/// pinch needs two fingers on a screen, and no key stands for it (GES1).
/// Its actions are never called and it does not make its view focusable.
nonisolated public struct MagnifyGesture: Gesture, Sendable {
    /// The smallest change in scale that counts.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture reporting changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The attributes of a magnification.
    public struct Value: Equatable, @unchecked Sendable {
        /// When this value was made.
        public var time: Date
        /// The scale relative to the start.
        public var magnification: CGFloat
        /// How fast the scale changes.
        public var velocity: CGFloat
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
