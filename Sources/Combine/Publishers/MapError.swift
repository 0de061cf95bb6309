extension Publishers {
    /// A publisher that ends with another error in place of its upstream's failure, as
    /// Combine's `mapError(_:)`; values and `finished` pass unchanged.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        /// The publisher whose failure is converted.
        public let upstream: Upstream
        /// Makes the new error from the upstream's.
        public let transform: (Upstream.Failure) -> Failure

        /// Converts `upstream`'s failure with `map`.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        /// Converts `upstream`'s failure with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapErrorSubscriber<Upstream.Failure, S>(downstream: subscriber, transform: transform))
        }
    }
}

/// Internal: passes values on, and a failure converted.
private struct MapErrorSubscriber<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure

    let downstream: Downstream
    let transform: (UpstreamFailure) -> Downstream.Failure

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(transform(error)))
        }
    }
}

extension Publisher {
    /// Ends with the error `transform` makes in place of this publisher's failure
    /// (`.mapError { LoadError.network($0) }`).
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}
