extension Publishers {
    /// A publisher that sends no value, only its upstream's completion, as Combine's
    /// `ignoreOutput()`: the upstream is asked for every value, and each is dropped.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are dropped.
        public let upstream: Upstream

        /// Passes on only `upstream`'s completion.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(IgnoringSubscriber<Upstream.Output, S>(downstream: subscriber))
        }
    }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

/// Internal: asks for every value, drops each, passes the completion on; the downstream
/// keeps the upstream's subscription (to cancel it).
private struct IgnoringSubscriber<Input, Downstream: Subscriber>: Subscriber where Downstream.Input == Never {
    typealias Failure = Downstream.Failure

    let downstream: Downstream

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension Publisher {
    /// Passes on only the completion (`save().ignoreOutput()`: whether it finished or failed).
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}
