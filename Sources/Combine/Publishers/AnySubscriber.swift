/// A subscriber of any type with the given input and failure, as Combine's type: it
/// forwards each call to the subscriber (or the closures) it was made with.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        receiveSubscriptionBody = subscriber.receive(subscription:)
        receiveValueBody = subscriber.receive(_:)
        receiveCompletionBody = subscriber.receive(completion:)
    }

    /// A subscriber that runs the closures given (a missing one does nothing; a missing
    /// `receiveValue` asks for no more values).
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: any Subscription) {
        receiveSubscriptionBody(subscription)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        receiveValueBody(input)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody(completion)
    }
}
