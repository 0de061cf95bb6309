/// A publisher that sends no value and fails at once with an error, as Combine's struct.
///
/// ```swift
/// guard let url = URL(string: text) else { return Fail(error: URLError(.badURL)).eraseToAnyPublisher() }
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error each subscriber gets.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of `Output` values that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) {
        self.init(error: failure)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
extension Fail: Sendable where Failure: Sendable {}
