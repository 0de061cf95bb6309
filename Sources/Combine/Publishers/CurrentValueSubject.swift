/// A subject that keeps a current value, sends it to each new subscriber, and sends every
/// new one, as Combine's class.
///
/// ```swift
/// let level = CurrentValueSubject<Int, Never>(1)
/// Text("\(shown)").onReceive(level) { shown = $0 }   // shown: 1, then each new level
/// level.value = 2
/// ```
///
/// Its state is guarded by a lock: values may be set from any thread.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let lock = PublisherLock()
    private var current: Output
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject whose current value is `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, initial: { self.value })
    }

    /// Makes `value` the current value and sends it to every subscriber that asked for one
    /// (after a completion it is kept, and sent to nobody).
    public func send(_ value: Output) {
        lock.withLock { current = value }
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
}
