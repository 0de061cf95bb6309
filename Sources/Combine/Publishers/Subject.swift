/// A publisher you send values through, as Combine's protocol: ``PassthroughSubject`` and
/// ``CurrentValueSubject``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subscriptions with `completion`; later values are not sent.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands the subject a subscription to an upstream publisher (it asks for every value).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()` to the subscribers.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Sends this publisher's values and completion through `subject`; cancelling the
    /// result stops it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let relay = Subscribers.Sink<Output, Failure>(receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
                                                      receiveValue: { [weak subject] in subject?.send($0) })
        subscribe(relay)
        return AnyCancellable(relay)
    }
}
