/// A publisher that emits before an ``ObservableObject`` changes, as in SwiftUI (Combine's
/// class, with the part of its API an object uses: `send()`).
///
/// The views that observe the object subscribe to it; each `send()` tells every one of them,
/// in the order they subscribed, that it must be evaluated again before the next layout.
/// Subscribing is internal: without Combine there are no `sink` or `assign`.
public final class ObservableObjectPublisher {
    /// The subscribers' actions, with the number each was given.
    private var subscribers: [(id: Int, action: () -> Void)] = []
    /// The number the next subscriber gets.
    private var nextID = 0

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let current = subscribers   // an action may subscribe or cancel
        for subscriber in current { subscriber.action() }
    }

    /// Calls `action` on every `send()` until the returned subscription is released.
    func subscribe(_ action: @escaping () -> Void) -> Subscription {
        let id = nextID
        nextID += 1
        subscribers.append((id, action))
        return Subscription(publisher: self, id: id)
    }

    /// How many subscriptions are live (for tests).
    var subscriberCount: Int { subscribers.count }

    private func cancel(_ id: Int) {
        subscribers.removeAll { $0.id == id }
    }

    /// A subscriber's hold on the publisher: released, the subscriber is removed.
    final class Subscription {
        private weak var publisher: ObservableObjectPublisher?
        private let id: Int

        fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
            self.publisher = publisher
            self.id = id
        }

        deinit { publisher?.cancel(id) }
    }
}
