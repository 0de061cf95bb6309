import Foundation

/// A gesture containing two gestures that can happen at the same time,
/// neither preceding the other, as in SwiftUI.
///
/// In a terminal (GES1) each key goes to both; the combined value changes
/// when either changes, and the gesture ends once neither is in progress
/// and at least one ended (it is cancelled when none did).
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first of the two gestures.
    public var first: First
    /// The second of the two gestures.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a simultaneous gesture: each gesture's, if it has one.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Both recognisers given each key.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let slot = inputs.slot()
        let a = First._makeGesture(gesture: gesture.first, inputs: inputs).recognizer
        let b = Second._makeGesture(gesture: gesture.second, inputs: inputs).recognizer
        let isActive: (GestureSession) -> Bool = { a.isActive($0) || b.isActive($0) }
        let recognizer = KeyRecognizer<Value>(takesKeys: a.takesKeys || b.takesKeys, isActive: isActive) { key, delivery in
            let session = delivery.session
            let eventsA = a.handle(key, delivery), eventsB = b.handle(key, delivery)
            guard eventsA != nil || eventsB != nil else { return nil }
            var value = session.slots[slot] as? Value ?? Value(first: nil, second: nil)
            var changed = false, ended = false
            for event in eventsA ?? [] {
                switch event {
                case .changed(let v): value.first = v; changed = true
                case .ended(let v): value.first = v; ended = true
                case .cancelled: break
                }
            }
            for event in eventsB ?? [] {
                switch event {
                case .changed(let v): value.second = v; changed = true
                case .ended(let v): value.second = v; ended = true
                case .cancelled: break
                }
            }
            var events: [GestureEvent<Value>] = changed ? [.changed(value)] : []
            if isActive(session) {
                session.slots[slot] = value
            } else {
                // An end earlier on (one ended while the other went on) counts too.
                let endedBefore = session.slots[-slot] != nil
                session.slots[slot] = nil
                session.slots[-slot] = nil
                events.append(ended || endedBefore ? .ended(value) : .cancelled)
                return events
            }
            if ended { session.slots[-slot] = true }
            return events
        }
        return _GestureOutputs(recognizer: recognizer)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

nonisolated extension Gesture {
    /// Combines this gesture with `other` so both may happen at the same time (GES1: both get each key).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
