extension Publishers {
    /// A publisher that subscribes to its upstream again when it fails, as Combine's
    /// `retry(_:)`: up to `retries` more times (`nil`: for ever), then the failure is passed on.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to again.
        public let upstream: Upstream
        /// How many more subscriptions a failure may make (`nil`: no limit).
        public let retries: Int?

        /// Retries `upstream` up to `retries` times.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let retrying = RetrySubscriber(upstream: upstream, downstream: subscriber, retries: retries)
            subscriber.receive(subscription: retrying.relay)
            upstream.subscribe(retrying)
        }
    }
}

/// Internal: what subscribes to the upstream of a `retry`, again after each failure it may
/// retry; the downstream keeps the relay (`DemandRelay`) as its subscription.
final class RetrySubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let upstream: Upstream
    private let downstream: Downstream
    /// The downstream's subscription.
    let relay = DemandRelay()
    private let lock = PublisherLock()
    private var retriesLeft: Int?

    init(upstream: Upstream, downstream: Downstream, retries: Int?) {
        self.upstream = upstream
        self.downstream = downstream
        self.retriesLeft = retries.map { Swift.max(0, $0) }
    }

    func receive(subscription: any Subscription) { relay.attach(subscription) }

    func receive(_ input: Input) -> Subscribers.Demand { relay.forward(input, downstream.receive) }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard relay.detach() else { return }
        if case .failure = completion, lock.withLock({ () -> Bool in
            guard let left = retriesLeft else { return true }
            guard left > 0 else { return false }
            retriesLeft = left - 1
            return true
        }) {
            upstream.subscribe(self)
        } else if relay.finish() {
            downstream.receive(completion: completion)
        }
    }
}

extension Publisher {
    /// Subscribes to this publisher again when it fails, up to `retries` times, then passes
    /// the failure on (`dataTaskPublisher(for: url).retry(2)`).
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
