/// Internal: what the one-to-one operators (`map`, `filter`, `compactMap`,
/// `removeDuplicates`) attach upstream: each value is transformed and sent on, or dropped —
/// and one more value asked for in its place, so the downstream's demand is met (RCV1).
/// The subscription passes through: the downstream asks the upstream directly.
struct TransformingSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    /// The value to send for an input, or `nil` to drop it.
    let transform: (Input) -> Downstream.Input?

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
