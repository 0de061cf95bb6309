/// Internal: the one subscription the downstream of `retry` or `catch` keeps while the
/// operator subscribes to one upstream after another — the current upstream subscription,
/// the demand not yet met (asked of each new upstream subscription) and whether the stream
/// is over. Guarded by its lock; the subscribers are called outside it.
final class DemandRelay: Subscription, @unchecked Sendable {
    private let lock = PublisherLock()
    private var current: (any Subscription)?
    private var pending = Subscribers.Demand.none
    private var done = false

    /// Takes `subscription` as the current upstream one and asks it for the demand not yet
    /// met; cancels it when the stream is over.
    func attach(_ subscription: any Subscription) {
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard !done else { return nil }
            current = subscription
            return pending
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    /// Sends `input` with `send` unless the stream is over, counting it against the demand;
    /// the demand `send` returns is added.
    func forward<Input>(_ input: Input, _ send: (Input) -> Subscribers.Demand) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            if done { return false }
            if pending != .unlimited, pending > .none { pending -= 1 }
            return true
        }) else { return .none }
        let more = send(input)
        lock.withLock { pending += more }
        return more
    }

    /// Forgets the current upstream subscription (it completed); whether the stream goes on.
    func detach() -> Bool {
        lock.withLock {
            current = nil
            return !done
        }
    }

    /// Ends the stream; whether it was going on (then the caller sends the completion).
    func finish() -> Bool {
        lock.withLock {
            defer { done = true; current = nil }
            return !done
        }
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
