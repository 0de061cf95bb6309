import Foundation

/// What a gesture is made with: where its state lives. Opaque; only
/// `Gesture._makeGesture` passes it on.
public struct _GestureInputs {
    /// Numbers the gestures of one tree, depth first, so each keeps its
    /// progress in the view's `GestureSession` under the same slot across
    /// updates.
    let counter: GestureSlotCounter

    init() {
        counter = GestureSlotCounter()
    }

    /// The next slot.
    func slot() -> Int {
        counter.next += 1
        return counter.next
    }
}

/// Internal: the slot counter of one gesture tree.
final class GestureSlotCounter {
    var next = 0
}
