/// A publisher that sends no value, and finishes at once or never, as Combine's struct.
///
/// ```swift
/// .flatMap { query in query.isEmpty ? Empty().eraseToAnyPublisher() : search(query) }
/// .catch { _ in Empty() }        // ends quietly in place of a failure
/// ```
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher finishes as soon as it is subscribed to (otherwise it never
    /// sends anything).
    public let completeImmediately: Bool

    /// A publisher of no value that finishes at once, or (`completeImmediately` false) never.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// The same, with the output and failure types spelled out.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

extension Empty: Sendable {}
