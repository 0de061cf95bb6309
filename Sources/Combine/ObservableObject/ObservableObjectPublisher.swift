/// A publisher that emits before an ``ObservableObject`` changes, as in SwiftUI (Combine's
/// class): a ``Publisher`` of `Void` that never fails.
///
/// The views that observe the object subscribe to it; each `send()` tells every one of them,
/// in the order they subscribed, that it must be evaluated again before the next layout.
/// Other subscribers (`sink`, `onReceive(model.objectWillChange)`) get each send too, if they
/// asked for a value (RCV1).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    /// The subscribers, the views' included (guarded by its lock).
    private let subscribers = SubscriberList<Void, Never>()

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        subscribers.send(())
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }

    /// Calls `action` on every `send()` until the returned registration is released.
    package func subscribe(_ action: @escaping () -> Void) -> Registration {
        let sink = Subscribers.Sink<Void, Never>(receiveCompletion: { _ in }, receiveValue: action)
        subscribe(sink)
        return Registration(sink)
    }

    /// How many subscriptions are live (for tests).
    package var subscriberCount: Int { subscribers.count }

    /// A view's hold on the publisher: released, its subscription is cancelled.
    package final class Registration {
        private let sink: Subscribers.Sink<Void, Never>

        fileprivate init(_ sink: Subscribers.Sink<Void, Never>) {
            self.sink = sink
        }

        deinit { sink.cancel() }
    }
}
