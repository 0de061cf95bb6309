extension Publishers {
    /// A publisher that goes on with another publisher when its upstream fails, as Combine's
    /// `catch(_:)`: the upstream's values, then — if it fails — the values of the publisher the
    /// handler makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Makes the publisher that takes over from a failure.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Catches `upstream`'s failure with `handler`.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let catching = CatchSubscription<Upstream, NewPublisher, S>(downstream: subscriber, handler: handler)
            subscriber.receive(subscription: catching)
            upstream.subscribe(catching.upstreamSubscriber)
        }
    }
}

/// Internal: the one subscription the downstream of a `catch` sees, over the upstream's and
/// then the new publisher's: the demand not yet met is asked of the new one.
final class CatchSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>: Subscription,
    @unchecked Sendable
where Upstream.Output == NewPublisher.Output, Downstream.Input == Upstream.Output, Downstream.Failure == NewPublisher.Failure {
    private let downstream: Downstream
    private let handler: (Upstream.Failure) -> NewPublisher
    private let lock = PublisherLock()
    private var current: (any Subscription)?
    private var pending = Subscribers.Demand.none
    private var done = false

    init(downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
        self.downstream = downstream
        self.handler = handler
    }

    /// What subscribes to the upstream.
    var upstreamSubscriber: AnySubscriber<Upstream.Output, Upstream.Failure> {
        AnySubscriber(receiveSubscription: { [self] in attach($0) },
                      receiveValue: { [self] in forward($0) },
                      receiveCompletion: { [self] completion in
                          switch completion {
                          case .finished: finish(.finished)
                          case .failure(let error): takeOver(handler(error))
                          }
                      })
    }

    /// What subscribes to the publisher that takes over.
    private var newSubscriber: AnySubscriber<NewPublisher.Output, NewPublisher.Failure> {
        AnySubscriber(receiveSubscription: { [self] in attach($0) },
                      receiveValue: { [self] in forward($0) },
                      receiveCompletion: { [self] in finish($0) })
    }

    private func attach(_ subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard !done else { return nil }
            current = subscription
            return pending
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    private func forward(_ input: Upstream.Output) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            if done { return false }
            if pending != .unlimited, pending > .none { pending -= 1 }
            return true
        }) else { return .none }
        let more = downstream.receive(input)
        lock.withLock { pending += more }
        return more
    }

    private func takeOver(_ publisher: NewPublisher) {
        guard lock.withLock({ () -> Bool in
            current = nil
            return !done
        }) else { return }
        publisher.subscribe(newSubscriber)
    }

    private func finish(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        guard lock.withLock({ () -> Bool in
            defer { done = true; current = nil }
            return !done
        }) else { return }
        downstream.receive(completion: completion)
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
}

extension Publisher {
    /// Goes on with the publisher `handler` makes when this one fails
    /// (`.catch { _ in Just([]) }`).
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
