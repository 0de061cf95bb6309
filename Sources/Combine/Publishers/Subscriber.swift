/// A type that receives values and a completion from a ``Publisher``, as Combine's protocol.
///
/// The publisher first calls `receive(subscription:)`; the subscriber asks for values with
/// the subscription's `request(_:)`. Each `receive(_:)` returns how many more values the
/// subscriber wants on top of what it asked for before (`.none` for no more).
/// `receive(completion:)` is the last call.
public protocol Subscriber<Input, Failure> {
    /// The kind of values the subscriber receives.
    associatedtype Input
    /// The kind of error it may receive at the end.
    associatedtype Failure: Error

    /// The publisher accepted the subscriber: `subscription` is how it asks for values
    /// and cancels.
    func receive(subscription: any Subscription)
    /// A value, sent because the subscriber asked for it; returns the additional demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; no value follows.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the value of a publisher of `Void` (`ObservableObjectPublisher`).
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}
