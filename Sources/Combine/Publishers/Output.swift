extension Publishers {
    /// A publisher that sends only the upstream values at positions in a range, as Combine's
    /// `prefix(_:)`, `output(at:)` and `output(in:)`: once past the range, the upstream is
    /// cancelled and this publisher finishes.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are picked.
        public let upstream: Upstream
        /// The positions sent (the first value is at 0).
        public let range: CountableRange<Int>

        /// Sends `upstream`'s values at the positions in `range`.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "A range of positions cannot start before 0")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OutputSubscriber(downstream: subscriber, range: range))
        }
    }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

/// Internal: `Publishers.Output`'s subscriber, and the subscription its downstream keeps
/// (its requests go to the upstream). A value before the range is dropped, and one more
/// asked for in its place.
private final class OutputSubscriber<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let range: CountableRange<Int>
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    /// How many values came.
    private var count = 0
    private var done = false

    init(downstream: Downstream, range: CountableRange<Int>) {
        self.downstream = downstream
        self.range = range
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        if range.upperBound <= 0 { finish() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let position = lock.withLock({ () -> Int? in
            guard !done else { return nil }
            defer { count += 1 }
            return count
        }) else { return .none }
        guard position >= range.lowerBound else { return .max(1) }
        let more = downstream.receive(input)
        if position + 1 >= range.upperBound {
            finish()
            return .none
        }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ () -> Bool in
            defer { done = true; upstream = nil }
            return !done
        }) else { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { done ? nil : upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            done = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Past the range: cancels the upstream and finishes.
    private func finish() {
        let upstream = lock.withLock { () -> (any Subscription)?? in
            guard !done else { return nil }
            done = true
            defer { self.upstream = nil }
            return .some(self.upstream)
        }
        guard let upstream else { return }
        upstream?.cancel()
        downstream.receive(completion: .finished)
    }
}

extension Publisher {
    /// Sends the first `maxLength` values, then finishes (`results.prefix(3)`).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "prefix needs a length of 0 or more")
        return output(in: 0..<maxLength)
    }

    /// Sends only the value at `index` (the first is at 0), then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index...index)
    }

    /// Sends only the values at the positions in `range`, then finishes.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
