import Foundation

/// A gesture that recognises one or more taps and reports where they were,
/// as in SwiftUI.
///
/// In a terminal (GES1) its view becomes focusable and Return or Space
/// performs it while the view has focus; a key has no place on the screen,
/// so the location is the centre of the view in `coordinateSpace`, as it
/// was laid out last (`.zero` before its first layout). One key performs
/// any `count`.
nonisolated public struct SpatialTapGesture: Gesture {
    /// The number of taps required (one key press performs any count).
    public var count: Int
    /// The space the location is given in.
    public var coordinateSpace: CoordinateSpace

    /// A spatial tap gesture needing `count` taps, its location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A spatial tap gesture needing `count` taps, its location in
    /// `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// The value of a spatial tap: where it was.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap: the view's centre (GES1).
        public var location: CGPoint
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Return or Space performs it at the view's centre (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let space = gesture.coordinateSpace
        return _GestureOutputs(recognizer: .tap { Value(location: $0.centre(in: space)) })
    }
}
