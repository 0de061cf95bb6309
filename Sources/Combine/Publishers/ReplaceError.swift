extension Publishers {
    /// A publisher that ends with a value in place of a failure, as Combine's
    /// `replaceError(with:)`: the upstream's values, then — if it fails — `output` and finished.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent in place of a failure.
        public let output: Output

        /// Replaces `upstream`'s failure with `output`.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReplacingSubscriber<Upstream.Failure, S>(downstream: subscriber, output: output))
        }
    }
}

/// Internal: passes values on, and a failure as one more value and the end.
struct ReplacingSubscriber<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber where Downstream.Failure == Never {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure

    let downstream: Downstream
    let output: Downstream.Input

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        if case .failure = completion { _ = downstream.receive(output) }
        downstream.receive(completion: .finished)
    }
}

extension Publisher {
    /// Ends with `output` in place of a failure (`.replaceError(with: [])`).
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
