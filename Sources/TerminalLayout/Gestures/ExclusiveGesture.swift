import Foundation

/// A gesture that is one of two gestures, the first preferred, as in SwiftUI.
///
/// In a terminal (GES1) a key goes to the first gesture; only when it
/// does not take the key does the second get it. While one of them is in
/// progress, keys go to it alone.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The preferred gesture.
    public var first: First
    /// The gesture recognised when the first is not.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of an exclusive gesture: which of the two it is, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// The first recogniser, else the second.
    public static func _makeGesture(gesture: Self, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let a = First._makeGesture(gesture: gesture.first, inputs: inputs).recognizer.mapped { Value.first($0) }
        let b = Second._makeGesture(gesture: gesture.second, inputs: inputs).recognizer.mapped { Value.second($0) }
        let recognizer = KeyRecognizer<Value>(takesKeys: a.takesKeys || b.takesKeys,
                                              isActive: { a.isActive($0) || b.isActive($0) }) { key, delivery in
            let session = delivery.session
            if a.isActive(session) { return a.handle(key, delivery) }
            if b.isActive(session) { return b.handle(key, delivery) }
            return a.handle(key, delivery) ?? b.handle(key, delivery)
        }
        return _GestureOutputs(recognizer: recognizer)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

nonisolated extension Gesture {
    /// Combines this gesture with `other`, preferring this one (GES1: a key goes to `other` only when this one does not take it).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
