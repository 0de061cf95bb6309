import Foundation

/// A gesture that is two gestures one after the other, the second
/// recognised only once the first has ended, as in SwiftUI.
///
/// In a terminal (GES1) keys go to the first gesture until it ends, then to
/// the second: `LongPressGesture().sequenced(before: DragGesture())` is
/// Return (the long press), arrows (the drag), Return (the end). Escape
/// cancels it at either stage.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// Creates a sequence of two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a sequence: the first gesture's while it runs, then both.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended; the second's value, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Keys to the first recogniser until it ends, then to the second.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let slot = inputs.slot()
        let a = First._makeGesture(gesture: gesture.first, inputs: inputs).recognizer
        let b = Second._makeGesture(gesture: gesture.second, inputs: inputs).recognizer
        let isActive: (GestureSession) -> Bool = { $0.slots[slot] != nil || a.isActive($0) }
        let recognizer = KeyRecognizer<Value>(takesKeys: a.takesKeys, isActive: isActive) { key, delivery in
            let session = delivery.session
            if let firstValue = session.slots[slot] as? First.Value {
                guard let events = b.handle(key, delivery) else {
                    guard key == .cancel else { return nil }
                    session.slots[slot] = nil
                    return [.cancelled]
                }
                return events.map { event in
                    switch event {
                    case .changed(let v): return .changed(.second(firstValue, v))
                    case .ended(let v):
                        session.slots[slot] = nil
                        return .ended(.second(firstValue, v))
                    case .cancelled:
                        session.slots[slot] = nil
                        return .cancelled
                    }
                }
            }
            guard let events = a.handle(key, delivery) else { return nil }
            return events.map { event in
                switch event {
                case .changed(let v): return .changed(.first(v))
                case .ended(let v):
                    session.slots[slot] = v
                    return .changed(.second(v, nil))
                case .cancelled: return .cancelled
                }
            }
        }
        return _GestureOutputs(recognizer: recognizer)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

nonisolated extension Gesture {
    /// Sequences this gesture before `other`: `other` is recognised only once this one ended (GES1).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
