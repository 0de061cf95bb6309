/// Internal: what the operators that send one value made of all the upstream's (`first`,
/// `first(where:)`, `collect`, `reduce`) attach upstream, and the subscription their
/// downstream keeps. It asks the upstream for every value and folds each into the result;
/// once the upstream finishes — or the fold says the result is final, and the upstream is
/// cancelled (`first`) — it sends the result on the downstream's first demand, then
/// finished (with no result, finished alone, at once). A failure is passed on at once.
final class ReducingSubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure
    typealias Output = Downstream.Input

    private let downstream: Downstream
    /// Folds a value into the result; returns whether the result is final.
    private let fold: (inout Output?, Input) -> Bool
    private let lock = PublisherLock()
    private var result: Output?
    private var upstream: (any Subscription)?
    /// The result is final.
    private var complete = false
    private var demanded = false
    /// The completion was sent, or the downstream cancelled.
    private var done = false

    /// Starts with `initial` as the result (what is sent if no value comes; `nil`: nothing).
    init(downstream: Downstream, initial: Output?, fold: @escaping (inout Output?, Input) -> Bool) {
        self.downstream = downstream
        self.fold = fold
        result = initial
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard upstream == nil, !done, !complete else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        // Values come one at a time: the result is folded outside the lock.
        guard var current = lock.withLock({ () -> Output?? in
            guard !complete, !done else { return nil }
            return .some(result)
        }) else { return .none }
        let final = fold(&current, input)
        let cancelled = lock.withLock { () -> (any Subscription)? in
            result = current
            guard final else { return nil }
            complete = true
            defer { upstream = nil }
            return upstream
        }
        if final {
            cancelled?.cancel()
            sendIfReady()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            guard lock.withLock({ () -> Bool in
                guard !complete, !done else { return false }
                complete = true
                upstream = nil
                return true
            }) else { return }
            sendIfReady()
        case .failure:
            guard lock.withLock({ () -> Bool in
                guard !complete, !done else { return false }
                done = true
                result = nil
                upstream = nil
                return true
            }) else { return }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { demanded = true }
        sendIfReady()
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            done = true
            result = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Once the result is final: sends it (when asked for) and finished.
    private func sendIfReady() {
        guard let value = lock.withLock({ () -> Output?? in
            guard complete, !done, result == nil || demanded else { return nil }
            done = true
            defer { result = nil }
            return .some(result)
        }) else { return }
        if let value { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
    }
}
