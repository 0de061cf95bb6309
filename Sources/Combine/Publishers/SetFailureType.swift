extension Publishers {
    /// A publisher that sends a publisher's values as one that may fail with `Failure`, as
    /// Combine's `setFailureType(to:)`: its upstream cannot fail, so nothing else changes —
    /// what it is for is matching another publisher's failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// Sends `upstream`'s values as a publisher that may fail with `Failure`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(NeverFailingSubscriber(downstream: subscriber))
        }

        /// The same upstream, with another failure type.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

/// Internal: passes on everything a publisher that cannot fail sends, to a subscriber that
/// takes a failure type (its completion can only be `finished`).
struct NeverFailingSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Never

    let downstream: Downstream

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Never>) { downstream.receive(completion: .finished) }
}

extension Publisher where Failure == Never {
    /// This publisher as one that may fail with `failureType` (it never does), so that it
    /// fits where that failure type is needed
    /// (`Just(user).setFailureType(to: URLError.self).eraseToAnyPublisher()`).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
