import Foundation

/// A dragging motion that calls its actions as the drag changes, as in
/// SwiftUI.
///
/// In a terminal (GES1) its view becomes focusable; while it has focus
/// each arrow key drags by one cell (the first press starts the drag from
/// the view's centre — a key is a deliberate move, so `minimumDistance` is
/// not waited for), Return or Space ends the drag with its last value, and
/// Escape (or focus leaving the view) cancels it: `onEnded` is not called
/// and `@GestureState` goes back to its initial value, as when SwiftUI
/// cancels a gesture. Keys have no speed: `velocity` is zero.
nonisolated public struct DragGesture: Gesture {
    /// The distance the pointer must move before the drag starts (one key press is enough here).
    public var minimumDistance: CGFloat
    /// The space the locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance`, its locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag starting after `minimumDistance`, its locations in
    /// `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// The attributes of a drag.
    public struct Value: Equatable, @unchecked Sendable {
        /// When this value was made.
        public var time: Date
        /// Where the drag is now: the start moved by the translation.
        public var location: CGPoint
        /// Where the drag started: the view's centre (GES1).
        public var startLocation: CGPoint
        /// How far the drag went: one cell per arrow key.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast the drag moves, in points a second: keys have no speed, zero.
        public var velocity: CGSize
        /// Where the drag would end if it stopped now with its velocity: `location`.
        public var predictedEndLocation: CGPoint
        /// The translation the drag would end with: `translation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        init(time: Date = Date(), location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            predictedEndLocation = location
        }
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Arrows drag, Return or Space ends, Escape cancels (GES1).
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let slot = inputs.slot(), space = gesture.coordinateSpace
        let recognizer = KeyRecognizer<Value>(takesKeys: true, isActive: { $0.slots[slot] != nil }) { key, delivery in
            let session = delivery.session
            let current = session.slots[slot] as? Value
            switch key {
            case .move(let step):
                let start = current?.startLocation ?? session.centre(in: space)
                let location = current?.location ?? start
                let value = Value(location: CGPoint(x: location.x + step.width, y: location.y + step.height),
                                  startLocation: start)
                session.slots[slot] = value
                return [.changed(value)]
            case .activate:
                guard let current else { return nil }
                session.slots[slot] = nil
                return [.ended(current)]
            case .cancel:
                guard current != nil else { return nil }
                session.slots[slot] = nil
                return [.cancelled]
            }
        }
        return _GestureOutputs(recognizer: recognizer)
    }
}
