/// A publisher that sends one value to each subscriber and finishes, as Combine's struct.
///
/// ```swift
/// Text("\(n)").onReceive(Just(5)) { n = $0 }   // the first frame shows 5
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(value: output, downstream: AnySubscriber(subscriber)))
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// Internal: `Just`'s subscription: the value and the completion on the first demand.
private final class JustSubscription<Output>: Subscription, @unchecked Sendable {
    private let lock = PublisherLock()
    private var value: Output?
    private var downstream: AnySubscriber<Output, Never>?

    init(value: Output, downstream: AnySubscriber<Output, Never>) {
        self.value = value
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let taken = lock.withLock { () -> (Output, AnySubscriber<Output, Never>)? in
            guard let value, let downstream else { return nil }
            defer { self.value = nil; self.downstream = nil }
            return (value, downstream)
        }
        guard let (value, downstream) = taken else { return }
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.withLock {
            value = nil
            downstream = nil
        }
    }
}
