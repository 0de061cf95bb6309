/// A subject that sends each value to the subscribers it has at that moment, as Combine's
/// class; it keeps no value.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// Text("\(count)").onReceive(taps) { count += $0 }
/// taps.send(2)
/// ```
///
/// Its state is guarded by a lock: values may be sent from any thread (a view's
/// `onReceive` runs its action on the main thread, RCV1).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    /// Sends `value` to every subscriber that asked for a value.
    public func send(_ value: Output) {
        subscribers.send(value)
    }

    /// Ends every subscription with `completion`; later subscribers get it at once.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Asks `subscription` for every value (the subject relays them).
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// How many subscriptions are live (for tests).
    var subscriberCount: Int { subscribers.count }
}
