extension Publishers {
    /// A publisher that makes a publisher of each upstream value and sends the values of all
    /// of them as they come, as Combine's `flatMap(maxPublishers:_:)`.
    ///
    /// At most `maxPublishers` made publishers are subscribed to at a time: the upstream is
    /// asked for that many values, and for one more each time one of them finishes. The
    /// stream finishes once the upstream and every made publisher have; the first failure,
    /// of the upstream or of a made publisher, cancels the rest and ends it.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are made into publishers.
        public let upstream: Upstream
        /// How many made publishers may be subscribed to at a time.
        public let maxPublishers: Subscribers.Demand
        /// Makes a publisher of an upstream value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Sends the values of the publishers `transform` makes of `upstream`'s values, at
        /// most `maxPublishers` of them at a time.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand,
                    transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn(downstream: subscriber, asksUpstreamAgain: maxPublishers != .unlimited)
            subscriber.receive(subscription: fanIn)
            upstream.subscribe(FlatMapSubscriber(fanIn: fanIn, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

/// Internal: what subscribes to a `flatMap`'s upstream: each value's publisher becomes a
/// source of the ``FanIn`` the downstream keeps.
private struct FlatMapSubscriber<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
    typealias Failure = NewPublisher.Failure

    let fanIn: FanIn<Downstream>
    let maxPublishers: Subscribers.Demand
    let transform: (Input) -> NewPublisher

    func receive(subscription: any Subscription) {
        guard fanIn.attachUpstream(subscription) else { return subscription.cancel() }
        if maxPublishers > 0 { subscription.request(maxPublishers) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let source = fanIn.addSource() else { return .none }
        transform(input).subscribe(fanIn.subscriber(for: source))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: fanIn.close()
        case .failure(let error): fanIn.fail(error, upstreamFailed: true)
        }
    }
}

extension Publisher {
    /// Makes a publisher of each value with `transform` and sends the values of all of them,
    /// at most `maxPublishers` at a time (`$query.flatMap { api.search($0) }`).
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                         _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` with made publishers that cannot fail: they are typed with this publisher's
    /// failure.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` from a publisher that cannot fail to made publishers that may: it is typed
    /// with their failure.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither this publisher nor the made ones can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
