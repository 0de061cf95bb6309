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
            let retrying = RetrySubscription(upstream: upstream, downstream: subscriber, retries: retries)
            subscriber.receive(subscription: retrying)
            upstream.subscribe(retrying)
        }
    }
}

/// Internal: the one subscription the downstream of a `retry` sees, over each upstream
/// subscription in turn: the demand not yet met is asked of each new one.
final class RetrySubscription<Upstream: Publisher, Downstream: Subscriber>: Subscription, Subscriber, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let upstream: Upstream
    private let downstream: Downstream
    private let lock = PublisherLock()
    private var retriesLeft: Int?
    private var current: (any Subscription)?
    private var pending = Subscribers.Demand.none
    private var done = false

    init(upstream: Upstream, downstream: Downstream, retries: Int?) {
        self.upstream = upstream
        self.downstream = downstream
        self.retriesLeft = retries.map { Swift.max(0, $0) }
    }

    func request(_ demand: Subscribers.Demand) {
        let subscription = lock.withLock { () -> (any Subscription)? in
            pending += demand
            return current
        }
        subscription?.request(demand)
    }

    func cancel() {
        let subscription = lock.withLock { () -> (any Subscription)? in
            done = true
            defer { current = nil }
            return current
        }
        subscription?.cancel()
    }

    func receive(subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard !done else { return nil }
            current = subscription
            return pending
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            if done { return false }
            if pending != .unlimited, pending > .none { pending -= 1 }
            return true
        }) else { return .none }
        let more = downstream.receive(input)
        lock.withLock { pending += more }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let next = lock.withLock { () -> RetryStep in
            guard !done else { return .ignore }
            current = nil
            guard case .failure = completion else { done = true; return .forward }
            if let left = retriesLeft {
                guard left > 0 else { done = true; return .forward }
                retriesLeft = left - 1
            }
            return .retry
        }
        switch next {
        case .ignore: break
        case .retry: upstream.subscribe(self)
        case .forward: downstream.receive(completion: completion)
        }
    }
}

/// Internal: what a `retry` does when its upstream completes.
enum RetryStep { case ignore, retry, forward }

extension Publisher {
    /// Subscribes to this publisher again when it fails, up to `retries` times, then passes
    /// the failure on (`dataTaskPublisher(for: url).retry(2)`).
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
