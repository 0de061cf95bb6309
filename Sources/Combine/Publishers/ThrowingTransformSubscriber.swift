/// Internal: what the operators whose transformation may throw (`tryMap`, `decode`) attach
/// upstream: each value is transformed and sent on; a thrown error cancels the upstream and
/// ends the downstream with it, and an upstream failure is passed on as an `Error`. A class:
/// it keeps the subscription it must cancel.
final class ThrowingTransformSubscriber<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Failure == any Error {
    typealias Failure = UpstreamFailure

    private let downstream: Downstream
    private let transform: (Input) throws -> Downstream.Input
    private let lock = PublisherLock()
    private var subscription: (any Subscription)?
    private var done = false

    init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !lock.withLock({ done }) else { return .none }
        do {
            return downstream.receive(try transform(input))
        } catch {
            let subscription = lock.withLock { () -> (any Subscription)? in
                done = true
                return self.subscription
            }
            subscription?.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ () -> Bool in
            defer { done = true }
            return !done
        }) else { return }
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(error))
        }
    }
}
