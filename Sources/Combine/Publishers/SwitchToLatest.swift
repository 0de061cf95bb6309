extension Publishers {
    /// A publisher that sends the values of the latest publisher its upstream sent, as
    /// Combine's `switchToLatest()`: a new one cancels the one before. The demand not yet
    /// met is asked of each new one. It finishes once the upstream and the latest publisher
    /// have; a failure of either cancels the other and ends it.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// Sends the values of the latest publisher `upstream` sent.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let switcher = Switcher<P, S>(downstream: subscriber)
            subscriber.receive(subscription: switcher)
            upstream.subscribe(switcher)
        }
    }
}

/// Internal: `switchToLatest`'s subscriber to the upstream, and the subscription the
/// downstream keeps. Each publisher the upstream sends is numbered; what an earlier one
/// sends after a later one came is ignored.
private final class Switcher<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private let downstream: Downstream
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var upstreamFinished = false
    /// The number of the latest publisher, and its subscription (`nil` until it comes and
    /// once it finished).
    private var latest = 0
    private var current: (any Subscription)?
    private var currentLive = false
    private var demand = Subscribers.Demand.none
    private var done = false

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard !done, upstream == nil else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        subscription.request(.unlimited)
    }

    func receive(_ input: Inner) -> Subscribers.Demand {
        guard let (number, previous) = lock.withLock({ () -> (Int, (any Subscription)?)? in
            guard !done else { return nil }
            latest += 1
            currentLive = true
            defer { current = nil }
            return (latest, current)
        }) else { return .none }
        previous?.cancel()
        input.subscribe(AnySubscriber<Inner.Output, Inner.Failure>(
            receiveSubscription: { [self] in innerSubscribed($0, number) },
            receiveValue: { [self] in innerValue($0, number) },
            receiveCompletion: { [self] in innerCompleted($0, number) }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let finishes = lock.withLock { () -> Bool in
                upstreamFinished = true
                upstream = nil
                guard !done, !currentLive else { return false }
                done = true
                return true
            }
            if finishes { downstream.receive(completion: .finished) }
        case .failure:
            end(with: completion, cancellingUpstream: false)
        }
    }

    func request(_ more: Subscribers.Demand) {
        let current = lock.withLock { () -> (any Subscription)? in
            guard !done else { return nil }
            demand += more
            return self.current
        }
        current?.request(more)
    }

    func cancel() {
        let (current, upstream) = lock.withLock { () -> ((any Subscription)?, (any Subscription)?) in
            done = true
            defer { self.current = nil; self.upstream = nil }
            return (self.current, self.upstream)
        }
        current?.cancel()
        upstream?.cancel()
    }

    private func innerSubscribed(_ subscription: any Subscription, _ number: Int) {
        let ask = lock.withLock { () -> Subscribers.Demand? in
            guard !done, number == latest, current == nil else { return nil }
            current = subscription
            return demand
        }
        guard let ask else { return subscription.cancel() }
        if ask > 0 { subscription.request(ask) }
    }

    private func innerValue(_ value: Inner.Output, _ number: Int) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            guard !done, number == latest, demand > 0 else { return false }
            demand -= 1
            return true
        }) else { return .none }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { demand += more } }
        return more
    }

    private func innerCompleted(_ completion: Subscribers.Completion<Failure>, _ number: Int) {
        guard lock.withLock({ !done && number == latest }) else { return }
        switch completion {
        case .finished:
            let finishes = lock.withLock { () -> Bool in
                current = nil
                currentLive = false
                guard upstreamFinished, !done else { return false }
                done = true
                return true
            }
            if finishes { downstream.receive(completion: .finished) }
        case .failure:
            end(with: completion, cancellingUpstream: true)
        }
    }

    /// Ends the stream with a failure, cancelling the latest publisher and (if the failure
    /// is not its) the upstream.
    private func end(with completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool) {
        guard let cancelled = lock.withLock({ () -> [any Subscription]? in
            guard !done else { return nil }
            done = true
            defer { current = nil; upstream = nil }
            return cancellingUpstream ? (upstream.map { [$0] } ?? []) : (current.map { [$0] } ?? [])
        }) else { return }
        for subscription in cancelled { subscription.cancel() }
        downstream.receive(completion: completion)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Sends the values of the latest publisher this one sent, cancelling the one before
    /// (`$query.map { api.search($0) }.switchToLatest()`: only the last search's results).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// `switchToLatest()` from a publisher that cannot fail of publishers that may.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// `switchToLatest()` where neither this publisher nor the ones it sends can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// `switchToLatest()` of publishers that cannot fail, from one that may: they are typed
    /// with its failure.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
