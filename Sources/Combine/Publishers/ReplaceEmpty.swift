extension Publishers {
    /// A publisher that sends a value when its upstream finishes without having sent one,
    /// as Combine's `replaceEmpty(with:)`; otherwise everything passes unchanged.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The value sent in place of an empty stream.
        public let output: Output
        /// The publisher that may send nothing.
        public let upstream: Upstream

        /// Sends `output` if `upstream` finishes having sent nothing.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReplaceEmptySubscriber(downstream: subscriber, output: output))
        }
    }
}

/// Internal: `replaceEmpty`'s subscriber, and the subscription its downstream keeps: it
/// counts the demand, so that the replacement waits for one.
private final class ReplaceEmptySubscriber<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var output: Input?
    /// The upstream finished empty: the replacement waits for a demand.
    private var replacing = false
    private var done = false

    init(downstream: Downstream, output: Input) {
        self.downstream = downstream
        self.output = output
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            guard !done else { return false }
            output = nil
            demand -= 1
            return true
        }) else { return .none }
        let more = downstream.receive(input)
        lock.withLock { demand += more }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard case .finished = completion else {
            guard lock.withLock({ () -> Bool in
                defer { done = true; upstream = nil }
                return !done
            }) else { return }
            return downstream.receive(completion: completion)
        }
        lock.withLock {
            upstream = nil
            replacing = true
        }
        sendIfReady()
    }

    func request(_ more: Subscribers.Demand) {
        let upstream = lock.withLock { () -> (any Subscription)? in
            guard !done else { return nil }
            demand += more
            return self.upstream
        }
        upstream?.request(more)
        sendIfReady()
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            done = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// After the upstream finished: the replacement (if nothing came), when asked for, then
    /// finished.
    private func sendIfReady() {
        guard let replacement = lock.withLock({ () -> Input?? in
            guard replacing, !done, output == nil || demand > 0 else { return nil }
            done = true
            defer { output = nil }
            return .some(output)
        }) else { return }
        if let replacement { _ = downstream.receive(replacement) }
        downstream.receive(completion: .finished)
    }
}

extension Publisher {
    /// Sends `output` if this publisher finishes without having sent a value
    /// (`results.replaceEmpty(with: [])`).
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
